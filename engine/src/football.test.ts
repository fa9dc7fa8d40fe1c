import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STAT_METRICS,
  STAT_METRIC_LABELS,
  combinationStats,
  defaultTableTournament,
  normaliseComboStats,
  perMatch,
  sortTable,
  statLeaders,
  sumComboStats,
  tableFromResults,
  type ComboMatchLine,
  type ComboStatsEntry,
  type StatMetric,
  type TableRow,
} from './football';

const row = (team: string, points: number, goalsScored: number, goalsConceded: number): TableRow => ({
  team,
  gamesPlayed: 5,
  wins: 0,
  ties: 0,
  losses: 0,
  goalsScored,
  goalsConceded,
  goalDifference: goalsScored - goalsConceded,
  points,
});

describe('the table', () => {
  it('orders by points, goal difference, goals scored, then name', () => {
    const rows = [
      row('Øvrevoll', 9, 5, 5),
      row('Aker', 9, 5, 5),
      row('Bygdøy', 9, 8, 5),
      row('Cappelen', 9, 9, 6),
      row('Dal', 12, 1, 9),
      row('Ekeberg', 9, 5, 1),
    ];
    expect(sortTable(rows).map((entry) => [entry.position, entry.team])).toEqual([
      [1, 'Dal'],
      [2, 'Ekeberg'],
      [3, 'Cappelen'],
      [4, 'Bygdøy'],
      [5, 'Aker'],
      [6, 'Øvrevoll'],
    ]);
  });

  it('builds a table from results, skipping unplayed matches', () => {
    const table = tableFromResults([
      { homeTeam: 'Vinderen', awayTeam: 'Aker', homeTeamScore: 3, awayTeamScore: 1 },
      { homeTeam: 'Aker', awayTeam: 'Bygdøy', homeTeamScore: 2, awayTeamScore: 2 },
      { homeTeam: 'Bygdøy', awayTeam: 'Vinderen', homeTeamScore: null, awayTeamScore: null },
    ]);
    expect(table.map((entry) => [entry.team, entry.gamesPlayed, entry.points, entry.goalDifference])).toEqual([
      ['Vinderen', 1, 3, 2],
      ['Bygdøy', 1, 1, 0],
      ['Aker', 2, 1, -2],
    ]);
  });

  it('keeps points and goal differences consistent', () => {
    const resultArb = fc.record({
      homeTeam: fc.constantFrom('A', 'B', 'C', 'D'),
      awayTeam: fc.constantFrom('E', 'F'),
      homeTeamScore: fc.nat(6),
      awayTeamScore: fc.nat(6),
    });
    fc.assert(
      fc.property(fc.array(resultArb, { maxLength: 20 }), (results) => {
        const table = tableFromResults(results);
        expect(table.reduce((sum, entry) => sum + entry.goalDifference, 0)).toBe(0);
        for (const entry of table) {
          expect(entry.points).toBe(3 * entry.wins + entry.ties);
          expect(entry.gamesPlayed).toBe(entry.wins + entry.ties + entry.losses);
        }
        table.slice(1).forEach((entry, index) => expect(table[index]!.points).toBeGreaterThanOrEqual(entry.points));
      }),
    );
  });
});

describe('statistics', () => {
  it('labels all 13 metrics', () => {
    expect(STAT_METRICS).toHaveLength(13);
    expect(STAT_METRIC_LABELS).toMatchObject({
      goalsScored: 'Toppscorer',
      wins: 'Seiere',
      ties: 'Uavgjort',
      losses: 'Tap',
      gamePoints: 'Tot. poeng',
      cleanSheet: 'Rene bur',
      ownGoals: 'Selvmål',
    });
    expect(STAT_METRICS.every((metric) => STAT_METRIC_LABELS[metric].length > 0)).toBe(true);
  });

  it('gives per-match figures to 2 decimals', () => {
    expect(perMatch(2, 3)).toBe(0.67);
    expect(perMatch(1, 8)).toBe(0.13);
    expect(perMatch(5, 0)).toBe(0);
  });

  it('sorts leaders by the metric', () => {
    const stats = (goalsScored: number): Record<StatMetric, number> =>
      Object.fromEntries(STAT_METRICS.map((metric) => [metric, metric === 'goalsScored' ? goalsScored : 0])) as Record<
        StatMetric,
        number
      >;
    const leaders = statLeaders(
      [
        { playerID: 1, gamesPlayed: 10, stats: stats(4) },
        { playerID: 2, gamesPlayed: 6, stats: stats(4) },
        { playerID: 3, gamesPlayed: 6, stats: stats(7) },
        { playerID: 4, gamesPlayed: 6, stats: stats(4) },
      ],
      'goalsScored',
    );
    expect(leaders.map((leader) => [leader.position, leader.playerID, leader.perMatch])).toEqual([
      [1, 3, 1.17],
      [2, 2, 0.67],
      [3, 4, 0.67],
      [4, 1, 0.4],
    ]);
  });
});

describe('combination stats', () => {
  const line = (
    playerID: number,
    matchID: string,
    round: number,
    extra: Partial<ComboMatchLine> = {},
  ): ComboMatchLine => ({
    playerID,
    matchID,
    round,
    attendance: 1,
    goalsScored: 0,
    assists: 0,
    ownGoals: 0,
    yellowCards: 0,
    redCards: 0,
    goalsFor: 2,
    goalsConceded: 0,
    ...extra,
  });

  it('counts only matches where all chosen players took part', () => {
    const lines = [
      line(1, 'm2', 2, { goalsScored: 1, goalsFor: 1, goalsConceded: 1 }),
      line(2, 'm2', 2, { assists: 1, goalsFor: 1, goalsConceded: 1 }),
      line(1, 'm1', 1, { goalsScored: 2 }),
      line(2, 'm1', 1, { yellowCards: 1 }),
      line(1, 'm3', 3),
      line(2, 'm3', 3, { attendance: 0 }),
      line(3, 'm1', 1),
    ];
    const entries = combinationStats([1, 2], lines);
    expect(entries.map((entry) => entry.round)).toEqual([1, 2]);
    expect(entries[0]).toMatchObject({
      goalsScored: 2,
      yellowCards: 1,
      goalsFor: 2,
      cleanSheet: 1,
      wins: 1,
      points: 3,
    });
    expect(entries[1]).toMatchObject({
      goalsScored: 1,
      assists: 1,
      ties: 1,
      points: 1,
      cleanSheet: 0,
      twoOrLessConceded: 1,
    });
    expect(sumComboStats(entries)).toMatchObject({
      attendance: 2,
      goalsScored: 3,
      assists: 1,
      points: 4,
      wins: 1,
      ties: 1,
    });
  });

  it('treats a single entry with round null as empty', () => {
    const empty: ComboStatsEntry = {
      round: null,
      attendance: 0,
      points: 0,
      goalsScored: 0,
      assists: 0,
      goalsFor: 0,
      goalsConceded: 0,
      cleanSheet: 0,
      twoOrLessConceded: 0,
      yellowCards: 0,
      redCards: 0,
      wins: 0,
      ties: 0,
      losses: 0,
    };
    expect(normaliseComboStats([empty])).toEqual([]);
    expect(normaliseComboStats([{ ...empty, round: 1 }])).toHaveLength(1);
    expect(sumComboStats([empty]).attendance).toBe(0);
  });
});

describe('defaultTableTournament', () => {
  it("opens 2018 on ' 5. div. Menn avd. 01' whatever the spaces around it", () => {
    expect(defaultTableTournament(2018, ['Oslo Cup', ' 5. div. Menn avd. 01'])).toBe(' 5. div. Menn avd. 01');
    expect(defaultTableTournament(2018, ['Oslo Cup', '5. div. Menn avd. 01'])).toBe('5. div. Menn avd. 01');
  });

  it('otherwise opens on the first tournament, or none', () => {
    expect(defaultTableTournament(2018, ['Oslo Cup'])).toBe('Oslo Cup');
    expect(defaultTableTournament(2024, ['Oslo Cup', ' 5. div. Menn avd. 01'])).toBe('Oslo Cup');
    expect(defaultTableTournament(2024, [])).toBeNull();
  });
});
