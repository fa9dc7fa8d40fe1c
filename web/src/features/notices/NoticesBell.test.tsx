import type { Notice } from '@vsf/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { makeUser } from '../../test/factories';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { sessionAtom, type SessionState } from '../../store/session';
import { queryClient } from '../../api/queryClient';
import { invalidateFor } from '../../api/live/invalidation';
import { NoticesBell } from './NoticesBell';

const joined = vi.hoisted(() => [] as string[]);
vi.mock('../../api/live/socket', () => ({
  joinRoom: (room: string) => {
    joined.push(room);
    return () => joined.splice(joined.indexOf(room), 1);
  },
}));

function notice(overrides: Partial<Notice>): Notice {
  return {
    noticeID: 1,
    kind: 'pointsChanged',
    text: 'Poengene dine for runde 12 er endret fra 34 til 31: Ola Nordmann fikk et gult kort.',
    season: 2030,
    round: 12,
    matchID: 'M12',
    createdAt: '2030-05-08T20:15:00+02:00',
    read: false,
    ...overrides,
  };
}

const CORRECTION = notice({ noticeID: 2 });
const RESULT = notice({
  noticeID: 1,
  kind: 'resultReady',
  text: 'Resultatet er klart: VSF–Lyn 2–1. Du fikk 34 poeng i runde 12.',
  createdAt: '2030-05-08T19:00:00+02:00',
});
const REMINDER = notice({
  noticeID: 0,
  kind: 'deadlineReminder',
  text: 'Fristen for runde 12 er i morgen kl. 23.59.',
  matchID: null,
  createdAt: '2030-05-06T23:59:00+02:00',
  read: true,
});

let stored: Notice[];
let requests: ApiRequest[];
const unreadCount = () => stored.filter((n) => !n.read).length;

beforeEach(() => {
  stored = [CORRECTION, RESULT, REMINDER];
  requests = [];
  stubApi((call) => {
    if (call === 'getNotices') return { success: true, notices: stored, unread: unreadCount() };
    if (call === 'markNoticesRead') {
      const ids = requests.at(-1)?.body.noticeIDs as number[];
      stored = stored.map((n) => (ids.includes(n.noticeID) ? { ...n, read: true } : n));
      return { success: true, unread: unreadCount() };
    }
    return undefined;
  }, requests);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBell(
  session: SessionState = { status: 'loggedIn', user: makeUser() },
  variant: 'header' | 'phone' = 'header',
) {
  const store = createStore();
  store.set(sessionAtom, session);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <NoticesBell variant={variant} />
      </MemoryRouter>
    </Provider>,
  );
}

const bell = () => screen.getByRole('button', { name: /^Varsler/ });
const panel = () => screen.getByRole('region', { name: 'Varsler' });
const markCalls = () => requests.filter((r) => r.call === 'markNoticesRead');

describe('the notices bell', () => {
  it('is not there for a visitor', () => {
    renderBell({ status: 'loggedOut' });
    expect(screen.queryByRole('button', { name: /Varsler/ })).toBeNull();
    expect(requests).toEqual([]);
  });

  it("says the unread count in its name and its badge, and joins the user's room", async () => {
    renderBell();
    expect(await screen.findByRole('button', { name: 'Varsler, 2 uleste' })).toBeTruthy();
    expect(bell().textContent).toBe('2');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(requests[0]).toEqual({ call: 'getNotices', body: { userID: 10 } });
    expect(joined).toEqual(['user:10']);
  });

  it('opens on the newest notices with focus inside, and marks the unread ones read', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Varsler, 2 uleste' });
    fireEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(panel()).getByRole('heading', { name: 'Varsler' }));
    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      CORRECTION.text,
      RESULT.text,
      REMINDER.text,
    ]);
    expect(items[0]?.textContent).toContain('08.05.2030 kl. 20.15');
    expect(within(items[0]!).getByRole('link', { name: 'Se poengene' }).getAttribute('href')).toBe('/fantasy/points');
    expect(within(items[2]!).getByRole('link', { name: 'Velg laget ditt' }).getAttribute('href')).toBe('/fantasy/team');

    await screen.findByRole('button', { name: 'Varsler, ingen uleste' });
    expect(markCalls()).toEqual([{ call: 'markNoticesRead', body: { userID: 10, noticeIDs: [2, 1] } }]);
    expect(bell().textContent).toBe('');
    // Seen now, still marked as new until the list closes.
    expect(items.map((item) => item.textContent?.startsWith('Ny'))).toEqual([true, true, false]);

    fireEvent.click(within(panel()).getByRole('button', { name: 'Lukk varslene' }));
    expect(screen.queryByRole('region', { name: 'Varsler' })).toBeNull();
    expect(document.activeElement).toBe(bell());
    fireEvent.click(bell());
    expect(within(panel()).queryByText('Ny')).toBeNull();
    expect(markCalls()).toHaveLength(1);
  });

  it('asks again on opening, so notices read on another device are not new here', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Varsler, 2 uleste' });
    stored = stored.map((n) => ({ ...n, read: true }));
    fireEvent.click(bell());
    await screen.findByRole('button', { name: 'Varsler, ingen uleste' });
    expect(within(panel()).queryByText('Ny')).toBeNull();
    expect(requests.filter((r) => r.call === 'getNotices')).toHaveLength(2);
    expect(markCalls()).toEqual([]);
  });

  it('closes on Escape and on a press outside, and gives focus back to the bell on Escape', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Varsler, 2 uleste' });
    fireEvent.click(bell());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Varsler' })).toBeNull();
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell());

    fireEvent.click(bell());
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('region', { name: 'Varsler' })).toBeNull();
  });

  it('opens as a sheet over a dimmed page on a phone, closed by a tap on the page', async () => {
    renderBell(undefined, 'phone');
    await screen.findByRole('button', { name: 'Varsler, 2 uleste' });
    fireEvent.click(bell());
    const backdrop = panel().previousElementSibling;
    expect(backdrop?.tagName).toBe('DIV');
    fireEvent.click(backdrop!);
    expect(screen.queryByRole('region', { name: 'Varsler' })).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('says plainly when there are no notices', async () => {
    stored = [];
    renderBell();
    await screen.findByRole('button', { name: 'Varsler, ingen uleste' });
    fireEvent.click(bell());
    expect(within(panel()).getByText('Ingen varsler ennå.')).toBeTruthy();
    expect(markCalls()).toEqual([]);
  });

  it("shows the server's refusal in the list", async () => {
    stubApi(() => ({ success: false, msg: 'Du har ikke tilgang.' }), requests);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Varsler' }));
    expect(await within(panel()).findByText('Du har ikke tilgang.')).toBeTruthy();
  });

  it('counts a notice that arrives live, announces it, and marks it read when the open list shows it', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Varsler, 2 uleste' });
    const arrived = notice({
      noticeID: 3,
      text: 'Poengene dine for runde 12 er endret fra 31 til 33: Ola Nordmann scoret.',
    });
    stored = [arrived, ...stored];
    act(() => void invalidateFor(queryClient, 'notice:new', { userID: 10, noticeID: 3, unread: 3 }));
    await screen.findByRole('button', { name: 'Varsler, 3 uleste' });
    expect(screen.getByRole('status').textContent).toBe('Nytt varsel. Du har 3 uleste.');

    fireEvent.click(bell());
    await screen.findByRole('button', { name: 'Varsler, ingen uleste' });
    const another = notice({ noticeID: 4, text: 'Resultatet er klart: VSF–Ready 1–0. Du fikk 40 poeng i runde 13.' });
    stored = [another, ...stored];
    act(() => void invalidateFor(queryClient, 'notice:new', { userID: 10, noticeID: 4, unread: 1 }));
    expect(await within(panel()).findByText(another.text)).toBeTruthy();
    await waitFor(() => expect(markCalls().at(-1)?.body).toEqual({ userID: 10, noticeIDs: [4] }));
    await screen.findByRole('button', { name: 'Varsler, ingen uleste' });
    expect(within(panel()).getAllByText('Ny')).toHaveLength(4);
  });
});
