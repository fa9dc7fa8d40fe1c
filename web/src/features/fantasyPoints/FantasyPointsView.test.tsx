import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { noPoints } from '@vsf/engine';
import { type SeasonContext } from '@vsf/contract';
import { makeFixture, makeUser } from '../../test/factories';
import { seasonAtom } from '../../store/season';
import { sessionAtom } from '../../store/session';
import { teamModalAtom } from '../../shared/teamModal/atoms';
import { FantasyPointsView } from './FantasyPointsView';
import { SUMMARY_TEXTS } from './RoundSummary';
import { NOT_PLAYED_TEXT } from './TeamPointsCard';
import { stubApi, type ApiRequest } from '../../test/apiStub';

const fixtures = [
  makeFixture({ fixtureTableID: 1, round: 1, matchID: 'M1', date: '01.05.2030', homeTeamScore: 3, awayTeamScore: 1 }),
  makeFixture({ fixtureTableID: 2, round: 2, matchID: 'M2', date: '08.05.2030', homeTeam: 'Ullern' }),
];
const context: SeasonContext = {
  thisYear: 2030,
  thisRound: 2,
  thisMatchID: 'M2',
  thisMatchDate: '08.05.2030',
  previousYears: [],
  nextMatch: null,
  deadlineAt: null,
};
const zero = noPoints();
const person = (playerID: number, firstName: string, position: string, active = 1) => ({
  playerID,
  firstName,
  lastName: 'Hansen',
  nickname: '',
  age: 30,
  position,
  jerseyNo: 100,
  description: '',
  image: null,
  active,
  activeSeasons: [2030],
});
const fantasyPlayers = (total: number) => [
  {
    ...person(1, 'Kari', 'Målvakt'),
    useCount: 1,
    fantasy: { total: { ...zero, attendance: 5, cleanSheet: 0, totalPoints: 5 + total }, byDate: {} },
  },
  {
    ...person(2, 'Ola', 'Angrep'),
    useCount: 1,
    fantasy: { total: { ...zero, attendance: 5, goalsScored: 6, totalPoints: 11 + total }, byDate: {} },
  },
  { ...person(3, 'Borte', 'Angrep', 0), useCount: 0, fantasy: { total: { ...zero, totalPoints: 50 }, byDate: {} } },
];
const statsPlayers = [
  { ...person(1, 'Kari', 'Målvakt'), stats: { total: {}, byDate: {} } },
  {
    ...person(2, 'Ola', 'Angrep'),
    stats: {
      total: { goalsScored: 9 },
      byDate: { '01.05.2030': { gameStat: [{ matchID: 'M1', goalsScored: 2, attendance: 1 }] } },
    },
  },
];

/** Kari (5, attended) and Ola (11, captain) with the defence boost after a 3–1 win: 8 + 25 = 33. */
function explainedTeam(live: boolean) {
  return {
    userID: 10,
    season: 2030,
    round: 1,
    matchID: 'M1',
    captain: 2,
    activeBoost: 'defenceBoost',
    players: [
      {
        playerID: 1,
        base: 5,
        breakdown: { ...zero, attendance: 5, totalPoints: 5 },
        attended: true,
        isCaptain: false,
        multiplier: 1,
        captainBonus: 0,
        boostBonus: 3,
        points: 8,
      },
      {
        playerID: 2,
        base: 11,
        breakdown: { ...zero, attendance: 5, goalsScored: 6, totalPoints: 11 },
        attended: true,
        isCaptain: true,
        multiplier: 2,
        captainBonus: 11,
        boostBonus: 3,
        points: 25,
      },
    ],
    roundPoints: 33,
    totalPoints: 120,
    worldRank: 4,
    teamCount: 40,
    live,
  };
}
const liveSummary = {
  matchID: 'M2',
  season: 2030,
  round: 2,
  homeTeam: 'Vinderen SF',
  awayTeam: 'Ullern',
  phase: 'firstHalf',
  homeTeamScore: 1,
  awayTeamScore: 0,
  phaseStartedAt: '2030-05-08T17:00:00Z',
  halfLengthMinutes: 35,
};

let answers: Record<string, object>;
let requests: ApiRequest[];

beforeEach(() => {
  requests = [];
  answers = {
    getSeasonFixtures: { success: true, fixtures },
    getSpecificFixture: {
      success: true,
      fixtureData: { tournement: '5. divisjon', pitch: 'Vinderen kunstgress', trivia: 'Første seier i mai' },
      goalScorers: [{ ...person(2, 'Ola', 'Angrep'), goalsScored: 2 }],
      assists: [],
      ownGoals: [{ ...person(4, 'Uheldig', 'Forsvar'), ownGoals: 1 }],
      yellowCards: [],
      redCards: [],
      goalKeepers: [person(1, 'Kari', 'Målvakt')],
    },
    loadFantasyTeamWithInfo: { success: true, team: null, roundPoints: 0, totalPoints: 0 },
    getPlayersWithRequestedStats: { success: true, players: statsPlayers },
    getPlayersWithRequestedFantasyForThisRoundMatchID: { success: true, players: fantasyPlayers(0) },
    getPlayersWithRequestedFantasyUntilThisRoundMatchID: { success: true, players: fantasyPlayers(20) },
    getAverageFantasyTeamsPointsThisRound: {
      success: true,
      averageRoundPoints: 23,
      highestRoundPoints: 61,
      teamCount: 40,
    },
    getFantasyTeamRankingThisRound: { success: true, rank: 7 },
    getTeamPoints: { success: true, team: null },
    getLiveMatches: { success: true, matches: [] },
    getTop7FantasyTeamsThisRound: {
      success: true,
      teams: [{ rank: 1, userID: 33, username: 'best', teamName: 'Best', roundPoints: 61, totalPoints: 99 }],
    },
  };
  stubApi((call) => answers[call], requests);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPoints() {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedIn', user: makeUser() });
  store.set(seasonAtom, { status: 'ready', context });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/fantasy/points']}>
        <FantasyPointsView />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const pointsTable = async () => within(await screen.findByRole('table', { name: 'Poengfordeling' }, { timeout: 3000 }));
const names = (table: ReturnType<typeof within>) =>
  table
    .getAllByRole('row')
    .filter((row: HTMLElement) => row.closest('tbody') !== null)
    .map((row: HTMLElement) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Poeng', () => {
  it('opens on the last played round with its score, details and the summary', async () => {
    const store = renderPoints();
    expect(await screen.findByRole('heading', { name: /^Runde 1,/ }, { timeout: 3000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Forrige Runde/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Neste Runde/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('3 - 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Til kampsiden' }).getAttribute('href')).toBe('/match/M1');
    expect(await screen.findByText('Uheldig Hansen (OG)')).toBeTruthy();
    expect(screen.getByText('Vinderen kunstgress')).toBeTruthy();
    expect(screen.getAllByText(/I mål: Kari Hansen/).length).toBeGreaterThan(0);
    expect(await screen.findByText('23')).toBeTruthy();
    expect(screen.getByText('Ingen lag ble funnet for denne runden...')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Vis lag' }));
    expect(store.get(teamModalAtom)).toEqual({ userID: 33, teamName: 'Best', season: 2030, round: 1, matchID: 'M1' });
  });

  it('explains every point of the team: shirts, breakdown and table add up to Dine poeng', async () => {
    answers.getTeamPoints = { success: true, team: explainedTeam(false) };
    renderPoints();
    const summary = await screen.findByText('Dine poeng');
    await waitFor(() => expect(summary.parentElement?.textContent).toContain('33'));
    const pitch = await screen.findByRole('group', { name: 'Laget ditt' });
    await waitFor(() => expect(within(pitch).getAllByRole('button')).toHaveLength(2));
    expect(within(pitch).getByText('8 p')).toBeTruthy();
    expect(within(pitch).getByText('25 p')).toBeTruthy();
    const explained = screen.getByRole('region', { name: 'Slik ble poengene dine' });
    expect(
      within(explained).getByText(
        'Ola Hansen, kaptein: 11 egne poeng, ganger 2 som kaptein gir +11, Forsvarsboost +3. Til sammen 25 poeng.',
      ),
    ).toBeTruthy();
    expect(within(explained).getByText('11 × 2 + 3 Forsvarsboost')).toBeTruthy();
    expect(within(explained).getByText('8 + 25 =')).toBeTruthy();
    expect(within(explained).getByText('33 poeng')).toBeTruthy();

    // A tap on a shirt opens that player's breakdown by category.
    fireEvent.click(within(pitch).getByRole('button', { name: /Ola Hansen/ }));
    const ola = within(explained).getAllByRole('listitem')[1] as HTMLElement;
    await waitFor(() => expect(ola.querySelector('details')?.open).toBe(true));
    expect(within(ola).getByText('Mål').nextElementSibling?.textContent).toBe('+6');
    expect(within(ola).getByText('Kaptein ×2').nextElementSibling?.textContent).toBe('+11');

    // The table's own columns, and its foot, which adds the team up to the same total.
    const table = await pointsTable();
    const olaRow = table.getAllByRole('row').find((row) => row.textContent?.includes('Ola Hansen')) as HTMLElement;
    const cells = within(olaRow).getAllByRole('cell');
    expect(cells.slice(2, 6).map((cell) => cell.textContent)).toEqual(['11', '×2 +11', '+3', '25']);
    // The boost that added the +3 names its column.
    expect(table.getByRole('columnheader', { name: 'Forsvarsboost' })).toBeTruthy();
    expect(table.getByRole('rowheader').textContent).toBe('Laget ditt til sammen: 8 + 25 =');
  });

  it('shows no place for a round not played yet, and says so', async () => {
    answers.getTeamPoints = { success: true, team: { ...explainedTeam(false), worldRank: null } };
    renderPoints();
    fireEvent.click(await screen.findByRole('button', { name: /^Neste Runde/ }, { timeout: 3000 }));
    expect(await screen.findByRole('heading', { name: /^Runde 2,/ })).toBeTruthy();
    const place = screen.getByText('Din plassering').parentElement as HTMLElement;
    await waitFor(() => expect(place.textContent).toBe('Din plasseringIkke spilt ennå'));
    expect(screen.getByText('Verdensranking').parentElement?.textContent).toBe('VerdensrankingIkke spilt ennå');
    expect(await screen.findByText(NOT_PLAYED_TEXT)).toBeTruthy();
    expect(requests.some((r) => r.call === 'getFantasyTeamRankingThisRound' && r.body.matchID === 'M2')).toBe(false);
  });

  it('follows the match being played, with provisional numbers marked LIVE', async () => {
    answers.getLiveMatches = { success: true, matches: [liveSummary] };
    answers.getTeamPoints = { success: true, team: { ...explainedTeam(true), round: 2, matchID: 'M2' } };
    answers.getLivePoints = {
      success: true,
      season: 2030,
      round: 2,
      matchID: 'M2',
      live: true,
      players: [
        { playerID: 1, points: 5, breakdown: { ...zero, attendance: 5, totalPoints: 5 }, attended: true },
        {
          playerID: 2,
          points: 14,
          breakdown: { ...zero, attendance: 5, goalsScored: 9, totalPoints: 14 },
          attended: true,
        },
      ],
    };
    renderPoints();
    expect(await screen.findByRole('heading', { name: /^Runde 2,/ }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('LIVE').length).toBeGreaterThan(1));
    expect(screen.getByText(SUMMARY_TEXTS.liveNote)).toBeTruthy();
    expect(screen.getByText('1 - 0')).toBeTruthy();
    expect(screen.getByText('Verdensranking').parentElement?.textContent).toContain('4 av 40');
    const table = await pointsTable();
    await waitFor(() => expect(names(table)).toEqual(['Ola Hansen', 'Kari Hansen (GK)']));
    const ola = table.getAllByRole('row')[1] as HTMLElement;
    expect(within(ola).getAllByRole('cell')[2]?.textContent).toBe('14');
    expect(requests.some((r) => r.call === 'getAverageFantasyTeamsPointsThisRound' && r.body.matchID === 'M2')).toBe(
      false,
    );
  });

  it("leads a phone's first screen with the live number, total and world rank, not repeated in the tiles", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari');
    answers.getLiveMatches = { success: true, matches: [liveSummary] };
    answers.getTeamPoints = { success: true, team: { ...explainedTeam(true), round: 2, matchID: 'M2' } };
    renderPoints();
    const hero = await screen.findByRole('region', { name: 'Dine poeng nå' }, { timeout: 3000 });
    expect(hero.textContent).toBe('Dine poeng LIVE – foreløpige tall, kampen pågår33Totalt120Verdensranking4 av 40');
    // The hero comes before the round picker and the match.
    const stepper = screen.getByRole('heading', { name: /^Runde 2,/ });
    expect(hero.compareDocumentPosition(stepper) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Dine poeng', { selector: 'dt' })).toBeNull();
    expect(
      screen.getAllByText('Verdensranking').filter((term) => term.closest('[aria-label="Dine poeng nå"]') === null),
    ).toEqual([]);
    expect(screen.getByText('Snitt')).toBeTruthy();
  });

  it('lists active players by points with raw stats and (GK), and sorts by a header', async () => {
    renderPoints();
    const table = await pointsTable();
    await waitFor(() => expect(names(table)).toEqual(['Ola Hansen', 'Kari Hansen (GK)']));
    const ola = table.getAllByRole('row')[1] as HTMLElement;
    expect(within(ola).getAllByRole('cell')[4]?.textContent).toBe('6(2)');
    fireEvent.click(table.getByRole('button', { name: 'Navn' }));
    expect(names(table)).toEqual(['Ola Hansen', 'Kari Hansen (GK)']);
    fireEvent.click(table.getByRole('button', { name: /Navn/ }));
    expect(names(table)).toEqual(['Kari Hansen (GK)', 'Ola Hansen']);
  });

  it("switches to 'Alle runder' with the totals up to the round's date", async () => {
    renderPoints();
    await pointsTable();
    fireEvent.change(screen.getByLabelText('Periode'), { target: { value: 'season' } });
    const table = await pointsTable();
    await waitFor(() =>
      expect(within(table.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('31'),
    );
    expect(within(table.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[4]?.textContent).toBe('6(9)');
    expect(requests.find((r) => r.call === 'getPlayersWithRequestedFantasyUntilThisRoundMatchID')?.body).toEqual({
      season: 2030,
      date: '2030-05-01',
    });
  });

  it("says 'Ingen data funnet' when no player has points", async () => {
    answers.getPlayersWithRequestedFantasyForThisRoundMatchID = { success: true, players: [] };
    renderPoints();
    const section = await screen.findByRole('region', { name: 'Poengfordeling' }, { timeout: 3000 });
    expect(await within(section).findByText('Ingen data funnet')).toBeTruthy();
  });
});
