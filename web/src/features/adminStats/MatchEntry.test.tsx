import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { AdminPlayer, FixturesUpdatedPayload, Fixture, SeasonContext } from '@vsf/contract';
import { queryClient } from '../../api/queryClient';
import { seasonAtom } from '../../store/season';
import { MatchEntry } from './MatchEntry';
import { answerQuestion, closeNotice } from '../../test/dialogs';

/** The form's live events, handed to the test instead of a socket. */
const savedHandlers = new Set<(payload: FixturesUpdatedPayload) => void>();
vi.mock('../../api/live/socket', () => ({
  onLiveEvent: (_event: string, handler: (payload: FixturesUpdatedPayload) => void) => {
    savedHandlers.add(handler);
    return () => savedHandlers.delete(handler);
  },
}));

const fixture = (matchID: string, date: string, round: number): Fixture => ({
  fixtureTableID: round,
  tournement: '5. div. Menn avd. 01',
  round,
  date,
  day: 'Lørdag',
  time: '14.00',
  homeTeam: 'Vinderen SF',
  awayTeam: 'Heming 2',
  homeTeamScore: null,
  awayTeamScore: null,
  result: '-',
  pitch: 'Vinderbanen',
  matchID,
  year: 2026,
  aside: 11,
  trivia: '',
});

const player = (playerID: number, nickname: string) =>
  ({ playerID, nickname, firstName: nickname, lastName: 'Test', active: 1 }) as AdminPlayer;

const context = (thisMatchID: string, thisRound: number): SeasonContext =>
  ({ thisYear: 2026, thisRound, thisMatchID, thisMatchDate: '', previousYears: [2025] }) as unknown as SeasonContext;

let fixtures: Fixture[];
let lines: object[];
const calls: { call: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T12:00:00+02:00'));
  window.localStorage.clear();
  window.sessionStorage.clear();
  calls.length = 0;
  fixtures = [fixture('M1', '06.06.2026', 1), fixture('M2', '13.06.2026', 2)];
  lines = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = url.replace('/api/', '');
      calls.push({ call, body: JSON.parse(String(init.body ?? '{}')) as Record<string, unknown> });
      const answers: Record<string, object> = {
        getSeasonFixtures: { fixtures },
        getVSFPlayersForAdmin: { players: [player(1, 'Keeperen'), player(2, 'Spissen')] },
        getMatchStatsForAdmin: { lines },
        saveMatch: { msg: 'Kampen er lagret og poengene er regnet ut.' },
        getYearRoundMatchDateID: context('M2', 2),
      };
      return new Response(JSON.stringify({ success: true, ...answers[call] }));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderEntry() {
  const store = createStore();
  store.set(seasonAtom, { status: 'ready', context: context('M1', 1) });
  const view = render(
    <Provider store={store}>
      <MatchEntry />
    </Provider>,
  );
  return { store, view };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const picked = () => (screen.getByLabelText('Kamp') as HTMLSelectElement).value;

/** The other admin's save of M1: 2–0, both goals by Spissen. */
function savedElsewhere(by: string) {
  fixtures = [{ ...fixtures[0]!, homeTeamScore: 2, awayTeamScore: 0, result: '2 - 0' }, fixtures[1]!];
  lines = [
    {
      statsTableID: 9,
      playerID: 2,
      attendance: 1,
      keeper: 0,
      goalsScored: 2,
      assists: 0,
      ownGoals: 0,
      yellowCards: 0,
      redCards: 0,
    },
  ];
  act(() => savedHandlers.forEach((handler) => handler({ season: 2026, matchID: 'M1', savedBy: by })));
  return act(() => queryClient.invalidateQueries());
}

describe('the statistics form', () => {
  it('stays on its match and keeps what is typed when the season moves on elsewhere', async () => {
    const { store } = renderEntry();
    await waitFor(() => expect(input('Mål hjemmelag')).toBeTruthy());
    expect(picked()).toBe('M1');
    type('Mål hjemmelag', '1');
    store.set(seasonAtom, { status: 'ready', context: context('M2', 2) });
    await savedElsewhere('kari');
    expect(picked()).toBe('M1');
    await screen.findByText('Kampen ble nettopp lagret av kari.');
    expect(input('Mål hjemmelag').value).toBe('1');
    fireEvent.click(await screen.findByRole('button', { name: 'Last inn lagret versjon' }));
    expect(input('Mål hjemmelag').value).toBe('2');
    expect(input('Spissen: Mål').value).toBe('2');
  });

  it('loads a save made elsewhere into a form with nothing typed, and says who saved it', async () => {
    renderEntry();
    await waitFor(() => expect(input('Mål hjemmelag')).toBeTruthy());
    await savedElsewhere('ola');
    await screen.findByText('Kampen ble nettopp lagret av ola.');
    await waitFor(() => expect(input('Mål hjemmelag').value).toBe('2'));
    expect(screen.queryByRole('button', { name: 'Last inn lagret versjon' })).toBeNull();
  });

  it('keeps typed work in the browser through a remount, and lets it be discarded', async () => {
    const first = renderEntry();
    await waitFor(() => expect(input('Mål hjemmelag')).toBeTruthy());
    fireEvent.click(input('Spissen: Oppmøte'));
    type('Spissen: Mål', '3');
    first.view.unmount();
    renderEntry();
    await screen.findByText('Ulagrede endringer er hentet tilbake.');
    expect(input('Spissen: Mål').value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Forkast endringene' }));
    expect(input('Spissen: Mål').value).toBe('0');
    expect(window.localStorage.length).toBe(0);
  });

  it('warns before leaving the page or following a link with unsaved changes', async () => {
    renderEntry();
    await waitFor(() => expect(input('Mål hjemmelag')).toBeTruthy());
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('Mål hjemmelag', '1');
    expect(unload()).toBe(true);
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '/stats';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(await answerQuestion('Forlate kampen?', 'Bli her')).toMatch(/^Du har endringer i kampen som ikke er lagret/);
    // Leaving after all: the held-back click never reached the link; it is clicked again and let through.
    const followed = vi.fn((event: MouseEvent) => event.defaultPrevented);
    link.addEventListener('click', followed);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).not.toHaveBeenCalled();
    await answerQuestion('Forlate kampen?', 'Gå videre uten å lagre');
    expect(followed).toHaveBeenCalledTimes(1);
    expect(followed.mock.results[0]?.value).toBe(false);
    link.remove();
  });

  it('works on when the browser refuses to store anything', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderEntry();
    await waitFor(() => expect(input('Mål hjemmelag')).toBeTruthy());
    type('Mål hjemmelag', '4');
    expect(input('Mål hjemmelag').value).toBe('4');
  });

  it('refuses goals that do not add up and a match not yet played before sending, with the engine’s messages', async () => {
    renderEntry();
    await waitFor(() => expect(input('Mål hjemmelag')).toBeTruthy());
    type('Mål hjemmelag', '2');
    type('Mål bortelag', '1');
    fireEvent.click(input('Spissen: Oppmøte'));
    type('Spissen: Mål', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre kampen' }));
    const notAdding =
      'Spillernes mål og selvmål av motstanderen blir ikke til sammen klubbens mål i resultatet. Sjekk målscorerne og resultatet.';
    expect(await closeNotice()).toBe(notAdding);
    type('Selvmål av motstanderen', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre kampen' }));
    expect(await answerQuestion('Lagre kampen?', 'Lagre kampen')).toMatch(/^Vil du lagre /);
    await waitFor(() => expect(calls.some((c) => c.call === 'saveMatch')).toBe(true));
    expect(calls.find((c) => c.call === 'saveMatch')?.body).toMatchObject({ matchID: 'M1', opponentOwnGoals: 1 });
    expect(await closeNotice()).toBe('Kampen er lagret og poengene er regnet ut.');

    fireEvent.change(screen.getByLabelText('Kamp'), { target: { value: 'M2' } });
    await waitFor(() => expect(picked()).toBe('M2'));
    await waitFor(() => expect(input('Mål hjemmelag')).toBeTruthy());
    type('Mål hjemmelag', '0');
    type('Mål bortelag', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre kampen' }));
    expect(await closeNotice()).toBe('Kampen er ikke spilt ennå. Et resultat kan først lagres på kampdagen.');
  });
});
