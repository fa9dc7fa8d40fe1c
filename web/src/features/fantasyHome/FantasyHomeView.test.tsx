import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { makeClubPlayer, makeFixture, makeUser } from '../../test/factories';
import type { SeasonContext } from '@vsf/contract';
import { seasonAtom } from '../../store/season';
import { currentUserAtom, sessionAtom } from '../../store/session';
import { teamModalAtom } from '../../shared/teamModal/atoms';
import { FantasyHomeView } from './FantasyHomeView';
import { FIRST_TEAM_TEXTS } from './NoTeamYet';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { closeNotice } from '../../test/dialogs';

const fixtures = [
  makeFixture({ fixtureTableID: 1, round: 1, matchID: 'M1', date: '01.05.2030', result: '2 - 1' }),
  makeFixture({ fixtureTableID: 2, round: 2, matchID: 'M2', date: '08.05.2030', homeTeam: 'Ullern' }),
];
const context = (overrides: Partial<SeasonContext> = {}): SeasonContext => ({
  thisYear: 2030,
  thisRound: 2,
  thisMatchID: 'M2',
  thisMatchDate: '08.05.2030',
  previousYears: [],
  nextMatch: null,
  deadlineAt: null,
  ...overrides,
});
const ranking = [
  { rank: 1, userID: 21, username: 'kari', teamName: 'Karis Kanoner', roundPoints: 40, totalPoints: 90 },
  { rank: 2, userID: 22, username: 'per', teamName: 'Pers Plukk', roundPoints: 30, totalPoints: 120 },
];
const mostUsed = [
  { playerID: 5, name: 'Lynet', position: 'Angrep', useCount: 1, usePercentage: 12.5, totalPoints: 14 },
];

const clubPlayers = [1, 2, 3, 4, 5, 6, 7].map((playerID) =>
  makeClubPlayer({
    playerID,
    firstName: `Spiller${playerID}`,
    lastName: 'Hansen',
    position: playerID === 1 ? 'Målvakt' : 'Angrep',
  }),
);
const ownTeam = {
  fantasyStatsID: 1,
  userID: 10,
  username: 'ola',
  teamName: 'Olas lag',
  season: 2030,
  round: 2,
  matchID: 'M2',
  date: '08.05.2030',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((id) => [`player${id}`, id])),
  captain: 3,
  activeBoost: null,
  attackBoostUsed: 0,
  defenceBoostUsed: 0,
  superCaptainUsed: 0,
  remainingSubs: 2,
  roundPoints: 0,
  totalPoints: 97,
  picksHidden: false,
};
const explained = (live: boolean) => ({
  userID: 10,
  season: 2030,
  round: 2,
  matchID: 'M2',
  captain: 3,
  activeBoost: null,
  players: clubPlayers.map(({ playerID }) => ({
    playerID,
    base: playerID === 3 ? 8 : 5,
    breakdown: {},
    attended: true,
    isCaptain: playerID === 3,
    multiplier: playerID === 3 ? 2 : 1,
    captainBonus: playerID === 3 ? 8 : 0,
    boostBonus: 0,
    points: playerID === 3 ? 16 : 5,
  })),
  roundPoints: 46,
  totalPoints: 143,
  worldRank: 3,
  teamCount: 40,
  live,
});

let answers: Record<string, object>;
let requests: ApiRequest[];

beforeEach(() => {
  requests = [];
  answers = {
    getSeasonFixtures: { success: true, fixtures },
    loadFantasyTeamWithInfo: { success: true, team: null, roundPoints: 0, totalPoints: 0 },
    getPlayersWithRequestedStats: { success: true, players: [] },
    getTop7FantasyTeamsThisRound: { success: true, teams: ranking },
    getTop7FantasyTeamsThisSeason: { success: true, teams: [ranking[1], ranking[0]] },
    getTop7MostUsedVSFPlayersThisRound: { success: true, mostUsedPlayers: mostUsed, teamCount: 8 },
    getTop7MostUsedVSFPlayersThisSeason: { success: true, mostUsedPlayers: [], teamCount: 0 },
    loadFeedComments: { success: true, comments: [] },
    updateWelcomeModalSettings: { success: true, msg: 'Lagret' },
  };
  stubApi((call) => answers[call], requests);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderHome(user = makeUser(), season = context()) {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedIn', user });
  store.set(seasonAtom, { status: 'ready', context: season });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/fantasy/main']}>
        <FantasyHomeView />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const section = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 3000 }));

describe('Fantasy home while a match is played', () => {
  it("shows the manager's provisional numbers and each shirt's points, marked LIVE", async () => {
    answers.getLiveMatches = {
      success: true,
      matches: [{ matchID: 'M2', season: 2030, round: 2, homeTeam: 'Ullern', awayTeam: 'Heming', phase: 'firstHalf' }],
    };
    answers.loadFantasyTeamWithInfo = { success: true, team: ownTeam, roundPoints: 0, totalPoints: 97 };
    answers.getPlayersWithRequestedStats = { success: true, players: clubPlayers };
    answers.getTeamPoints = { success: true, team: explained(true) };
    answers.getMyLivePoints = {
      success: true,
      userID: 10,
      season: 2030,
      round: 2,
      matchID: 'M2',
      live: true,
      roundPoints: 46,
      totalPoints: 143,
      worldRank: 3,
      teamCount: 40,
    };
    renderHome();
    const card = await section('Ditt lag');
    const line = await card.findByText('Verdensranking 3 av 40');
    expect(line.parentElement?.textContent).toBe(
      'LIVE – foreløpige tall, kampen pågårRunde 2: 46 poeng så langtTotalt 143Verdensranking 3 av 40',
    );
    const pitch = await card.findByRole('group', { name: 'Laget ditt' });
    await waitFor(() => expect(within(pitch).getByText('16 p')).toBeTruthy());
    expect(requests.find((r) => r.call === 'getMyLivePoints')?.body).toEqual({ userID: 10, matchID: 'M2' });
  });

  it("settles to the last round's final numbers without LIVE once no match is played", async () => {
    answers.getLiveMatches = { success: true, matches: [] };
    answers.getTeamPoints = { success: true, team: { ...explained(false), round: 1, matchID: 'M1' } };
    renderHome();
    const card = await section('Ditt lag');
    const line = await card.findByText('Verdensranking 3 av 40');
    expect(line.parentElement?.textContent).toBe('Runde 1: 46 poengTotalt 143Verdensranking 3 av 40');
    expect(requests.find((r) => r.call === 'getTeamPoints')?.body).toEqual({
      userID: 10,
      season: 2030,
      round: 1,
      matchID: 'M1',
    });
  });
});

describe('Fantasy home', () => {
  it('shows the next match, the top teams of the last round and the most used players', async () => {
    renderHome();
    const teams = await section('Topp 7 lag');
    expect(await teams.findByText('Karis Kanoner')).toBeTruthy();
    expect(
      within(teams.getAllByRole('row')[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Karis Kanoner', 'kari', '40']);
    expect(requests.find((r) => r.call === 'getTop7FantasyTeamsThisRound')?.body).toEqual({
      season: 2030,
      round: 1,
      matchID: 'M1',
    });
    const used = await section('Mest brukte spillere');
    expect((await used.findByText('Lynet')).closest('tr')?.textContent).toBe('Lynet1412,50 %');
    expect((await section('Neste kamp')).getByText('Ullern - Heming')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Endre laguttak' }).getAttribute('href')).toBe('/fantasy/team');
    expect(await screen.findByText('Ingen lag ble funnet for denne runden...')).toBeTruthy();
  });

  it("gives a manager who never picked a team a first step and the deadline, not 'no team found'", async () => {
    answers.loadFantasyTeam = {
      success: true,
      team: null,
      previousTeam: null,
      allowance: null,
      boostsUsedEarlier: [],
      boostUses: [],
      isCurrentRound: true,
      deadlineAt: '2030-05-01T21:59:00.000Z',
      canChange: true,
    };
    renderHome();
    const first = await screen.findByRole('link', { name: FIRST_TEAM_TEXTS.title });
    expect(first.getAttribute('href')).toBe('/fantasy/team');
    expect(
      screen.getByText(/^Velg 7 spillere og en kaptein før fristen \d\d\.\d\d\.\d{4} kl\. \d\d\.\d\d\.$/),
    ).toBeTruthy();
    expect(screen.queryByText('Ingen lag ble funnet for denne runden...')).toBeNull();
  });

  it('switches a table to the total, and says when there is no data', async () => {
    renderHome();
    const teams = await section('Topp 7 lag');
    await teams.findByText('Karis Kanoner');
    fireEvent.click(teams.getByRole('button', { name: 'Totalt' }));
    await waitFor(() => expect(teams.getAllByRole('row')[1]?.textContent).toBe('2Pers Plukkper120'));
    const used = await section('Mest brukte spillere');
    await used.findByText('Lynet');
    fireEvent.click(used.getByRole('button', { name: 'Totalt' }));
    expect(await used.findByText('Ingen data funnet')).toBeTruthy();
  });

  it('opens the team modal for a clicked team, in the last round', async () => {
    const store = renderHome();
    fireEvent.click(await (await section('Topp 7 lag')).findByRole('button', { name: 'Karis Kanoner' }));
    expect(store.get(teamModalAtom)).toEqual({
      userID: 21,
      teamName: 'Karis Kanoner',
      season: 2030,
      round: 1,
      matchID: 'M1',
    });
  });

  it('has empty tables before the first round is played', async () => {
    renderHome(makeUser(), context({ thisRound: 1, thisMatchID: 'M1' }));
    expect(await (await section('Topp 7 lag')).findByText('Ingen data funnet')).toBeTruthy();
    expect((await section('Mest brukte spillere')).getByText('Ingen data funnet')).toBeTruthy();
  });

  it('says the season is over and names the best team of the year', async () => {
    const store = renderHome(makeUser(), context({ thisRound: 0, thisMatchID: 'endOfSeason' }));
    expect(await screen.findByText('Takk for innsatsen, sesongen er ferdig!')).toBeTruthy();
    fireEvent.click(await (await section('Sesongen 2030')).findByRole('button', { name: 'Pers Plukk' }));
    expect(store.get(teamModalAtom)).toEqual({
      userID: 22,
      teamName: 'Pers Plukk',
      season: 2030,
      round: 2,
      matchID: 'M2',
    });
  });
});

describe('Welcome modal', () => {
  it('is not shown when the user turned it off', async () => {
    renderHome(makeUser({ displayWelcomeModal: 0 }));
    await (await section('Topp 7 lag')).findByText('Karis Kanoner');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("posts 'Ikke vis igjen' on Ok, closes, and clears the session flag", async () => {
    const store = renderHome(makeUser({ displayWelcomeModal: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Velkommen til VSF Fantasy!' });
    fireEvent.click(within(dialog).getByLabelText('Ikke vis igjen'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.call === 'updateWelcomeModalSettings')?.body).toEqual({
      userID: 10,
      showModalAgain: 0,
    });
    expect(store.get(currentUserAtom)?.displayWelcomeModal).toBe(0);
  });

  it('alerts a refusal and stays open', async () => {
    answers.updateWelcomeModalSettings = { success: false, msg: 'Brukeren finnes ikke.' };
    renderHome(makeUser({ displayWelcomeModal: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Velkommen til VSF Fantasy!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await closeNotice()).toBe('Brukeren finnes ikke.');
    expect(requests.find((r) => r.call === 'updateWelcomeModalSettings')?.body).toEqual({
      userID: 10,
      showModalAgain: 1,
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('greets at once while the round loads, and stays the same open dialog when it arrives', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.endsWith('/getSeasonFixtures')) await held;
      return answered(url, init);
    });
    renderHome(makeUser({ displayWelcomeModal: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Velkommen til VSF Fantasy!' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Neste kamp' })).toBeNull();
    release();
    await screen.findByRole('region', { name: 'Neste kamp' }, { timeout: 3000 });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape without posting', async () => {
    renderHome(makeUser({ displayWelcomeModal: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Velkommen til VSF Fantasy!' });
    // The modal listens for Escape once its effect ran; it moves the focus inside at the same time.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.call === 'updateWelcomeModalSettings')).toBe(false);
  });
});
