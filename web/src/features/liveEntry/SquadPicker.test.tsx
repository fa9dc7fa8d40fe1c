import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { AdminPlayer, LiveMatch } from '@vsf/contract';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { makeFixture } from '../../test/factories';
import { SavedMatch } from './SavedMatch';
import { SquadPicker } from './SquadPicker';

const player = (playerID: number, firstName: string, jerseyNo: number, active: 0 | 1 = 1): AdminPlayer => ({
  playerID,
  firstName,
  lastName: 'Hansen',
  nickname: '',
  birthdate: null,
  sex: 'male',
  position: 'Midtbane',
  description: '',
  jerseyNo,
  image: null,
  imageSize: null,
  active,
  deletable: 0,
  userID: null,
  username: null,
  matchesPlayed: 3,
});

const match: LiveMatch = {
  matchID: 'M3',
  season: 2026,
  round: 3,
  tournament: '5. divisjon',
  date: '15.05.2026',
  time: '19.00',
  pitch: 'Vinderen kunstgress',
  homeTeam: 'Vinderen',
  awayTeam: 'Heming',
  phase: 'notStarted',
  minute: null,
  phaseStartedAt: null,
  halfLengthMinutes: 45,
  homeTeamScore: 0,
  awayTeamScore: 0,
  events: [],
  squad: [],
  keeperID: null,
  trivia: '',
  saved: false,
};

const fixtures = [
  makeFixture({ fixtureTableID: 1, matchID: 'M1', date: '01.05.2026', result: '2 - 1' }),
  makeFixture({ fixtureTableID: 2, matchID: 'M2', date: '08.05.2026', result: '0 - 0' }),
  makeFixture({ fixtureTableID: 3, matchID: 'M3', date: '15.05.2026' }),
];

const line = (playerID: number, keeper: 0 | 1) => ({
  statsTableID: playerID,
  playerID,
  attendance: 1,
  keeper,
  goalsScored: 0,
  assists: 0,
  ownGoals: 0,
  yellowCards: 0,
  redCards: 0,
});

let requests: ApiRequest[];
beforeEach(() => {
  requests = stubApi((call) => {
    if (call === 'getVSFPlayersForAdmin')
      return {
        success: true,
        players: [player(1, 'Ola', 1), player(2, 'Per', 7), player(3, 'Kari', 9), player(4, 'Gammel', 50, 0)],
      };
    if (call === 'getSeasonFixtures') return { success: true, fixtures };
    // The previous played match is M2 (M1 is older): its squad is Ola in goal and Kari.
    if (call === 'getMatchStatsForAdmin') return { success: true, lines: [line(1, 1), line(3, 0)] };
    if (call === 'startLiveMatch') return { success: true, match: { ...match, phase: 'firstHalf' } };
    if (call === 'reopenMatch') return { success: true, msg: 'Kampen er åpnet igjen.' };
    return { success: true, match };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderIn = (node: React.ReactNode) => render(<Provider store={createStore()}>{node}</Provider>);

describe('the squad before kick-off', () => {
  it('offers the active players as toggles, takes last match’s squad and keeper in one tap, and kicks off with them', async () => {
    renderIn(<SquadPicker match={match} />);
    const sameSquad = await screen.findByRole('button', { name: 'Samme tropp som forrige kamp' });
    expect(screen.queryByRole('button', { name: /Gammel/ })).toBeNull();
    const per = screen.getByRole('button', { name: /Per Hansen/ });
    expect(per.getAttribute('aria-pressed')).toBe('false');

    await waitFor(() => expect((sameSquad as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(sameSquad);
    expect(requests.find((r) => r.call === 'getMatchStatsForAdmin')?.body).toEqual({ season: 2026, matchID: 'M2' });
    expect(screen.getByRole('button', { name: /Ola Hansen/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Kari Hansen/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Keeper') as HTMLSelectElement).value).toBe('1');

    fireEvent.click(per);
    expect(per.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Avspark' }));
    await waitFor(() => expect(requests.some((r) => r.call === 'startLiveMatch')).toBe(true));
    const start = requests.find((r) => r.call === 'startLiveMatch');
    expect(start?.body.matchID).toBe('M3');
    expect([...(start?.body.squad as number[])].sort()).toEqual([1, 2, 3]);
    expect(start?.body.keeperID).toBe(1);
  });

  it('starts with the squad the club published ticked, still changeable', async () => {
    requests = stubApi((call) => {
      if (call === 'getVSFPlayersForAdmin')
        return { success: true, players: [player(1, 'Ola', 1), player(2, 'Per', 7), player(3, 'Kari', 9)] };
      if (call === 'getSquad')
        return {
          success: true,
          squad: {
            matchID: 'M3',
            published: true,
            publishedAt: '2026-05-13T20:00:00+02:00',
            changedAt: '2026-05-13T20:00:00+02:00',
            players: [
              { playerID: 2, name: 'Per Hansen', jerseyNo: 7, position: 'Midtbane' },
              { playerID: 3, name: 'Kari Hansen', jerseyNo: 9, position: 'Midtbane' },
            ],
          },
        };
      if (call === 'getSeasonFixtures') return { success: true, fixtures };
      if (call === 'getMatchStatsForAdmin') return { success: true, lines: [] };
      if (call === 'startLiveMatch') return { success: true, match: { ...match, phase: 'firstHalf' } };
      return { success: false, msg: 'ukjent' };
    });
    renderIn(<SquadPicker match={match} />);
    const kari = await screen.findByRole('button', { name: /Kari Hansen/ });
    expect(kari.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Per Hansen/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Ola Hansen/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/Troppen som ble publisert er krysset av/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tropp (2)' })).toBeTruthy();
    expect(requests.find((r) => r.call === 'getSquad')?.body).toEqual({ matchID: 'M3' });

    fireEvent.click(kari);
    fireEvent.click(screen.getByRole('button', { name: /Ola Hansen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Avspark' }));
    await waitFor(() => expect(requests.some((r) => r.call === 'startLiveMatch')).toBe(true));
    const start = requests.find((r) => r.call === 'startLiveMatch');
    expect([...(start?.body.squad as number[])].sort()).toEqual([1, 2]);
  });

  it('lets nobody kick off without a squad, and drops a keeper who leaves it', async () => {
    renderIn(<SquadPicker match={match} />);
    const kickOff = await screen.findByRole('button', { name: 'Avspark' });
    expect((kickOff as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Ola Hansen/ }));
    fireEvent.change(screen.getByLabelText('Keeper'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /Ola Hansen/ }));
    expect((screen.getByLabelText('Keeper') as HTMLSelectElement).value).toBe('');
    expect((kickOff as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a refused kick-off', () => {
  it('is shown above the players, not beside the sticky button that would cover it', async () => {
    requests = stubApi((call) => {
      if (call === 'getVSFPlayersForAdmin') return { success: true, players: [player(1, 'Ola', 1)] };
      if (call === 'getSeasonFixtures') return { success: true, fixtures };
      if (call === 'getMatchStatsForAdmin') return { success: true, lines: [] };
      if (call === 'startLiveMatch') return { success: false, msg: 'Keeperen må være i troppen.' };
      return { success: true, match };
    });
    renderIn(<SquadPicker match={match} />);
    fireEvent.click(await screen.findByRole('button', { name: /Ola Hansen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Avspark' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Keeperen må være i troppen.');
    const firstPlayer = screen.getByRole('button', { name: /Ola Hansen/ });
    expect(alert.compareDocumentPosition(firstPlayer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('a confirmed match', () => {
  it('is reopened only after the admin confirms', async () => {
    renderIn(<SavedMatch match={{ ...match, phase: 'finished', saved: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gjenåpne kampen' }));
    const question = await screen.findByRole('dialog', { name: 'Gjenåpne kampen?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.call === 'reopenMatch')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Gjenåpne kampen' }));
    const again = await screen.findByRole('dialog', { name: 'Gjenåpne kampen?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Gjenåpne kampen' }));
    await waitFor(() => expect(requests.filter((r) => r.call === 'reopenMatch')).toHaveLength(1));
    expect(requests.find((r) => r.call === 'reopenMatch')?.body).toEqual({ matchID: 'M3' });
  });
});
