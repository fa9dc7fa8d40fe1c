import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageFromSum,
  averageRoundPoints,
  mostUsedPlayers,
  rankByPoints,
  rankForPoints,
  rankMovement,
  topTeams,
  usePercentage,
} from './rankings';

const teams = [
  { teamName: 'C', totalPoints: 30 },
  { teamName: 'A', totalPoints: 50 },
  { teamName: 'B', totalPoints: 50 },
  { teamName: 'D', totalPoints: 10 },
];
const points = (row: { totalPoints: number }): number => row.totalPoints;

describe('rankByPoints', () => {
  it('ranks ties as 1, 1, 3', () => {
    expect(rankByPoints(teams, points).map((row) => [row.teamName, row.rank])).toEqual([
      ['A', 1],
      ['B', 1],
      ['C', 3],
      ['D', 4],
    ]);
  });

  it('orders ties by the tie-break', () => {
    const byNameDesc = rankByPoints(teams, points, (a, b) => b.teamName.localeCompare(a.teamName));
    expect(byNameDesc.map((row) => row.teamName)).toEqual(['B', 'A', 'C', 'D']);
  });

  it('gives ranks consistent with points and ties', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10, max: 60 }), { maxLength: 40 }), (scores) => {
        const ranked = rankByPoints(
          scores.map((totalPoints) => ({ totalPoints })),
          points,
        );
        ranked.forEach((row, index) => {
          expect(row.rank).toBe(rankForPoints(scores, row.totalPoints));
          const next = ranked[index + 1];
          if (next !== undefined) {
            expect(next.totalPoints).toBeLessThanOrEqual(row.totalPoints);
            expect(next.rank === row.rank).toBe(next.totalPoints === row.totalPoints);
            if (next.rank !== row.rank) expect(next.rank).toBe(index + 2);
          }
        });
      }),
    );
  });
});

describe('rank movement and lists', () => {
  it('is up when the rank number falls', () => {
    expect(rankMovement(2, 5)).toBe('up');
    expect(rankMovement(5, 2)).toBe('down');
    expect(rankMovement(3, 3)).toBe('none');
    expect(rankMovement(3, null)).toBe('none');
    expect(rankMovement(null, 3)).toBe('none');
  });

  it('keeps the top 7', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ totalPoints: index }));
    expect(topTeams(many, points).map((row) => row.totalPoints)).toEqual([9, 8, 7, 6, 5, 4, 3]);
  });

  it('computes use percentages to 2 decimals', () => {
    expect(usePercentage(1, 3)).toBe(33.33);
    expect(usePercentage(2, 3)).toBe(66.67);
    expect(usePercentage(1, 8)).toBe(12.5);
    expect(usePercentage(5, 0)).toBe(0);
  });

  it('lists the 7 most used players', () => {
    const players = Array.from({ length: 9 }, (_, index) => ({
      playerID: index + 1,
      useCount: index % 4,
      totalPoints: index,
    }));
    const used = mostUsedPlayers(players, 4);
    expect(used).toHaveLength(7);
    expect(used.map((player) => player.playerID)).toEqual([8, 4, 7, 3, 6, 2, 9]);
    expect(used[0]?.usePercentage).toBe(75);
    const tied = mostUsedPlayers(
      [
        { playerID: 2, useCount: 1, totalPoints: 0 },
        { playerID: 1, useCount: 1, totalPoints: 0 },
      ],
      1,
    );
    expect(tied.map((player) => player.playerID)).toEqual([1, 2]);
  });

  it('rounds the average round points', () => {
    expect(averageRoundPoints([10, 11])).toBe(11);
    expect(averageRoundPoints([10, 10, 11])).toBe(10);
    expect(averageRoundPoints([])).toBe(0);
  });

  it('averages a sum the database added up the same way', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 200 }), { maxLength: 50 }), (roundPoints) => {
        const sum = roundPoints.reduce((total, points) => total + points, 0);
        expect(averageFromSum(sum, roundPoints.length)).toBe(averageRoundPoints(roundPoints));
      }),
    );
  });
});
