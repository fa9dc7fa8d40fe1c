import type { Knex } from 'knex';
import { rankFromBetterCount } from '@vsf/engine';
import { joined } from '../../platform/db/queryResults';
import { numbersOfUser, type PointsSnapshot } from './snapshot';

/** A user's provisional round points and total, by user, for the league pages (standings.ts). */
export function livePointsOf(snapshot: PointsSnapshot, userIds: readonly number[]) {
  const points = new Map<
    number,
    { userId: number; roundPoints: number; totalPoints: number; worldRank: number | null }
  >();
  for (const userId of userIds) {
    const own = numbersOfUser(snapshot, userId);
    if (own) points.set(userId, { userId, ...own });
  }
  return points;
}

/** The best `size` teams' indices by provisional total (then round points), once per snapshot. */
const topLists = new WeakMap<PointsSnapshot, number[]>();

function topIndices(snapshot: PointsSnapshot, size: number): number[] {
  const cached = topLists.get(snapshot);
  if (cached && cached.length >= Math.min(size, snapshot.teams.teams.userIds.length)) return cached.slice(0, size);
  const { roundPoints, totalPoints } = snapshot.numbers;
  const order = Array.from(totalPoints.keys()).sort(
    (a, b) => totalPoints[b]! - totalPoints[a]! || roundPoints[b]! - roundPoints[a]!,
  );
  const top = order.slice(0, size);
  topLists.set(snapshot, top);
  return top;
}

export interface LiveWorldRow {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  teamName: string;
  registerDate: Date;
  roundPoints: number;
  totalPoints: number;
  worldRank: number | null;
}

/**
 * 'Verdensranking' of a live match: the best `size` teams by provisional total and the
 * asking user's own, with their provisional world ranks, best first (ties by round points,
 * then username, as the stored list orders them).
 */
export async function liveWorldRows(
  db: Knex,
  snapshot: PointsSnapshot,
  userID: number,
  size: number,
): Promise<LiveWorldRow[]> {
  const ids = topIndices(snapshot, size).map((index) => snapshot.teams.teams.userIds[index]!);
  if (!ids.includes(userID) && snapshot.teams.indexOf.has(userID)) ids.push(userID);
  const users = await joined<Omit<LiveWorldRow, 'roundPoints' | 'totalPoints' | 'worldRank'>>(
    db('users')
      .whereIn('id', ids)
      .select(db.raw('id as user_id'), 'username', 'first_name', 'last_name', 'team_name', 'register_date'),
  );
  const points = livePointsOf(snapshot, ids);
  return users
    .map((user) => ({ ...user, ...points.get(user.userId)! }))
    .sort(
      (a, b) =>
        b.totalPoints - a.totalPoints || b.roundPoints - a.roundPoints || a.username.localeCompare(b.username, 'nb'),
    );
}

/**
 * rankOfUser's rank from the provisional numbers: among the teams with players (001 §4), one
 * more than the number with more round points or total; null without a team.
 */
export function liveRankOfUser(
  snapshot: PointsSnapshot,
  userId: number,
  kind: 'roundPoints' | 'totalPoints',
): number | null {
  const { teams } = snapshot.teams;
  const hasPlayers = (index: number) => teams.players[index * teams.slots] !== 0;
  const own = snapshot.teams.indexOf.get(userId);
  if (own === undefined || !hasPlayers(own)) return null;
  const points = snapshot.numbers[kind];
  let better = 0;
  for (let index = 0; index < points.length; index++) {
    if (hasPlayers(index) && points[index]! > points[own]!) better++;
  }
  return rankFromBetterCount(better);
}
