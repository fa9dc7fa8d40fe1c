import { describe, expect, it } from 'vitest';
import { METRIC_SORT, nextStatsSort, sortStatsRows, statsRows } from './statsRows';
import { statsPlayer } from './testPlayers';

const players = [
  statsPlayer(1, 'Bomben', 10, 7),
  statsPlayer(2, 'Ås', 4, 3),
  statsPlayer(3, '', 0, 0),
  statsPlayer(4, 'Cebu', 3, 7),
];

describe('statsRows', () => {
  it('ranks those who played by the metric, with per-match values to 2 decimals', () => {
    const rows = statsRows(players, 'goalsScored');
    expect(rows.map((r) => [r.position, r.name, r.total, r.perMatch])).toEqual([
      [1, 'Cebu', 7, 2.33],
      [2, 'Bomben', 7, 0.7],
      [3, 'Ås', 3, 0.75],
    ]);
  });

  it('sorts by a header, starting descending, then toggling', () => {
    const rows = statsRows(players, 'goalsScored');
    const byGames = nextStatsSort(METRIC_SORT, 'gamesPlayed');
    expect(byGames.direction).toBe('descending');
    expect(sortStatsRows(rows, byGames).map((r) => r.playerID)).toEqual([1, 2, 4]);
    const back = nextStatsSort(byGames, 'gamesPlayed');
    expect(sortStatsRows(rows, back).map((r) => r.playerID)).toEqual([4, 2, 1]);
    expect(sortStatsRows(rows, { column: 'name', direction: 'ascending' }).map((r) => r.name)).toEqual([
      'Bomben',
      'Cebu',
      'Ås',
    ]);
  });
});
