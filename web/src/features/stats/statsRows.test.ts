import { describe, expect, it } from 'vitest';
import type { PlayerWithStats } from '../player/types';
import { METRIC_SORT, nextStatsSort, sortStatsRows, statsRows } from './statsRows';

function player(playerID: number, nickname: string, attendance: number, goalsScored: number): PlayerWithStats {
  const zero = {
    attendance,
    goalsScored,
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
    ownGoals: 0,
    gamePoints: 0,
    points: 0,
  };
  return {
    playerID,
    firstName: 'Fornavn',
    lastName: `Etternavn${playerID}`,
    nickname,
    age: 30,
    position: 'Angrep',
    jerseyNo: 9,
    description: '',
    image: null,
    active: 1,
    activeSeasons: [2026],
    skills: { skillPoints: 0, reliability: 0, attack: 0, defence: 0, keeper: 0, disiplin: 0, xFactor: 0 },
    stats: { total: zero, byDate: {} },
  };
}

const players = [player(1, 'Bomben', 10, 7), player(2, 'Ås', 4, 3), player(3, '', 0, 0), player(4, 'Cebu', 3, 7)];

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
