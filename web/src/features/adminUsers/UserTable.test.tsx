import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { makeUser } from '../../test/factories';
import { sessionAtom } from '../../store/session';
import { UserTable } from './UserTable';
import type { AdminUser } from '@vsf/contract';
import { answerQuestion, closeNotice } from '../../test/dialogs';

const row = (userID: number, username: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  userID,
  username,
  teamName: `${username} FC`,
  firstName: '',
  lastName: '',
  email: '',
  registerDate: '2026-01-01T00:00:00.000Z',
  isAdmin: 0,
  isPoster: 0,
  isPlayer: 0,
  isFantasy: 1,
  playerID: null,
  ...extra,
});

let users: AdminUser[];
let requests: { call: string; body: Record<string, unknown> }[];

beforeEach(() => {
  users = [row(1, 'admin', { isAdmin: 1, isPoster: 1 }), row(2, 'vsf-bot'), row(7, 'vsffan')];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/', '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      requests.push({ call, body });
      let answer: object = { success: false, msg: 'ukjent' };
      if (call === 'getUsers') answer = { success: true, users };
      if (call === 'searchUsers') {
        answer = { success: true, users: users.filter((u) => u.username.includes(String(body.searchString))) };
      }
      if (call === 'editUserData') answer = { success: true, msg: 'Endringene er lagret.', user: users[2] };
      if (call === 'deleteUser') {
        users = users.filter((u) => u.userID !== body.userID);
        answer = { success: true, msg: 'Brukeren er nå slettet.' };
      }
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderTable() {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedIn', user: makeUser({ userID: 1, username: 'admin', isAdmin: 1 }) });
  render(
    <Provider store={store}>
      <UserTable />
    </Provider>,
  );
}

describe('the admin user table', () => {
  it('lists the users in a 540 px scroller and searches', async () => {
    renderTable();
    expect(await screen.findByRole('rowheader', { name: 'vsffan' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Søk etter brukere'), { target: { value: 'fan' } });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'admin' })).toBeNull());
    expect(requests.at(-1)).toEqual({ call: 'searchUsers', body: { searchString: 'fan' } });
  });

  it('edits username, team name and flags after a confirmation', async () => {
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Endre vsffan' }));
    fireEvent.change(screen.getByLabelText('Lagnavn'), { target: { value: 'Nytt lag' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Roller for vsffan' })).getByLabelText('Skribent'));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await answerQuestion('Endre brukeren?', 'Lagre endringene')).toBe(
      'Er du sikker på at du vil endre brukeren «vsffan»?',
    );
    expect(await closeNotice()).toBe('Endringene er lagret.');
    expect(requests.find((r) => r.call === 'editUserData')?.body).toEqual({
      userID: 7,
      username: 'vsffan',
      teamName: 'Nytt lag',
      isAdmin: 0,
      isPoster: 1,
      isPlayer: 0,
    });
  });

  it('sends nothing when the change is not confirmed', async () => {
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Endre vsffan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await answerQuestion('Endre brukeren?', 'Avbryt');
    expect(requests.some((r) => r.call === 'editUserData')).toBe(false);
  });

  it("deletes after a confirmation and says 'Brukeren er nå slettet.'", async () => {
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Slett vsffan' }));
    await answerQuestion('Slette brukeren?', 'Slett brukeren');
    expect(await closeNotice()).toBe('Brukeren er nå slettet.');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'vsffan' })).toBeNull());
  });

  it('cannot delete the bot or oneself', async () => {
    renderTable();
    expect(((await screen.findByRole('button', { name: 'Slett vsf-bot' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Slett admin' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
