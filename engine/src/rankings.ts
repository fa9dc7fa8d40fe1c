/**
 * Rankings (001 §2, §9): standard competition ranking (1, 1, 3), rank movement against
 * the previous round, top 7 lists, use percentages and the round average.
 */
import { TOP_LIST_SIZE } from './limits';

export type Ranked<T> = T & { rank: number };

/**
 * Sorts by points, most first, and ranks with ties: teams on the same points share a
 * rank and the next rank skips (1, 1, 3). tieBreak orders rows within a tie (for
 * display only); without it their input order is kept.
 */
export function rankByPoints<T extends object>(
  rows: readonly T[],
  pointsOf: (row: T) => number,
  tieBreak: (a: T, b: T) => number = () => 0,
): Ranked<T>[] {
  const sorted = [...rows].sort((a, b) => pointsOf(b) - pointsOf(a) || tieBreak(a, b));
  let rank = 0;
  return sorted.map((row, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || pointsOf(previous) !== pointsOf(row)) rank = index + 1;
    return { ...row, rank };
  });
}

/** The rank a score gets among all scores: one more than the number of better ones. */
export function rankForPoints(allPoints: readonly number[], points: number): number {
  return rankFromBetterCount(allPoints.filter((other) => other > points).length);
}

/**
 * The same rank when the database has counted the better scores, so a rank among 100,000
 * teams needs no list of them: ties share a rank and the next rank skips (1, 1, 3).
 */
export function rankFromBetterCount(betterCount: number): number {
  return betterCount + 1;
}

export type RankMovement = 'up' | 'down' | 'none';

/** 'up' when the rank got better (a smaller number) since the previous round. */
export function rankMovement(rank: number | null, previousRank: number | null): RankMovement {
  if (rank === null || previousRank === null || rank === previousRank) return 'none';
  return rank < previousRank ? 'up' : 'down';
}

/** The top 7 by points, ranked (ties can make the last rank shared with rows left out). */
export function topTeams<T extends object>(
  rows: readonly T[],
  pointsOf: (row: T) => number,
  tieBreak?: (a: T, b: T) => number,
): Ranked<T>[] {
  return rankByPoints(rows, pointsOf, tieBreak).slice(0, TOP_LIST_SIZE);
}

/** useCount / teamCount × 100 to 2 decimals; 0 when there are no teams. */
export function usePercentage(useCount: number, teamCount: number): number {
  return teamCount > 0 ? Math.round((useCount * 10_000) / teamCount) / 100 : 0;
}

export type WithUse<T> = T & { usePercentage: number };

/** The 7 most used players, most used first, ties by points, then by player ID. */
export function mostUsedPlayers<T extends { playerID: number; useCount: number; totalPoints: number }>(
  players: readonly T[],
  teamCount: number,
): WithUse<T>[] {
  return [...players]
    .sort((a, b) => b.useCount - a.useCount || b.totalPoints - a.totalPoints || a.playerID - b.playerID)
    .slice(0, TOP_LIST_SIZE)
    .map((player) => ({ ...player, usePercentage: usePercentage(player.useCount, teamCount) }));
}

/** The average of the round's team points, rounded to a whole number; 0 without teams. */
export function averageRoundPoints(roundPoints: readonly number[]): number {
  return averageFromSum(
    roundPoints.reduce((sum, points) => sum + points, 0),
    roundPoints.length,
  );
}

/** The same average from a sum and a count the database has added up. */
export function averageFromSum(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round(sum / count);
}

/**
 * rankByPoints' ranks for many teams at once, without sorting the teams themselves: each
 * team's rank is one more than the number of better scores (ties share, the next skips),
 * found by binary search in the sorted scores. For 100,000 teams in a few milliseconds.
 */
export function ranksOfPoints(points: ArrayLike<number>): Int32Array {
  const sorted = Float64Array.from(points).sort();
  const ranks = new Int32Array(points.length);
  for (let index = 0; index < points.length; index++) {
    const own = points[index]!;
    // The first position holding a score above own: everything from there is better.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! <= own) low = middle + 1;
      else high = middle;
    }
    ranks[index] = rankFromBetterCount(sorted.length - low);
  }
  return ranks;
}
