import type { Knex } from 'knex';
import { rankLeague } from '@vsf/engine';
import { livePointsOf, type LivePointsChange, type PointsSnapshot } from '../match';
import { overtakingPushText } from './pushTexts';
import type { QueuedPush } from './pushQueue';

/** An overtaking is news while the match is played: not an hour later. */
const LIFETIME_MS = 30 * 60_000;

function ranksIn(snapshot: PointsSnapshot, members: readonly number[]): Map<number, number> {
  const points = livePointsOf(snapshot, members);
  return new Map(rankLeague(members, (userID) => points.get(userID)).map((row) => [row.userID, row.rank]));
}

interface Overtaking {
  userId: number;
  leagueId: number;
  passedId: number;
  rank: number;
}

/**
 * Who, among the managers who follow their leagues, a live write moved past someone in a
 * league: ahead after it of a member who was ahead before. The one named is the member now
 * right behind them. Only leagues with such a manager are ranked.
 */
function overtakings(change: LivePointsChange, followers: ReadonlySet<number>): Overtaking[] {
  const found: Overtaking[] = [];
  for (const [leagueId, members] of change.after.teams.leagues) {
    const watching = members.filter((userId) => followers.has(userId));
    if (watching.length === 0) continue;
    const before = ranksIn(change.before, members);
    const after = ranksIn(change.after, members);
    for (const userId of watching) {
      const [was, is] = [before.get(userId)!, after.get(userId)!];
      if (is >= was) continue;
      const passed = members
        .filter((other) => other !== userId && before.get(other)! < was && after.get(other)! > is)
        .sort((a, b) => after.get(a)! - after.get(b)!);
      if (passed.length > 0) found.push({ userId, leagueId, passedId: passed[0]!, rank: is });
    }
  }
  return found;
}

/**
 * 'Du gikk forbi Kari i Gamlegutta' for each manager following `leagues` whom a live write moved
 * past someone: at most one a match per league (the dedupe key), so a goal and its correction
 * do not tell it twice.
 */
export async function overtakingPushes(db: Knex, change: LivePointsChange, now: Date): Promise<QueuedPush[]> {
  if (!change.after.live) return [];
  const following = await db('push_subscriptions')
    .whereRaw("'leagues' = ANY(topics)")
    .whereNotNull('userId')
    .distinct('userId');
  const followers = new Set(following.map((row) => row.userId!));
  if (followers.size === 0) return [];
  const found = overtakings(change, followers);
  if (found.length === 0) return [];
  const users = await db('users')
    .whereIn('id', [...new Set(found.map((one) => one.passedId))])
    .select('id', 'firstName', 'username');
  const leagues = await db('leagues')
    .whereIn('id', [...new Set(found.map((one) => one.leagueId))])
    .select('id', 'name');
  const nameOf = new Map(users.map((user) => [user.id, user.firstName.trim() || user.username]));
  const leagueName = new Map(leagues.map((league) => [league.id, league.name]));
  const fixture = change.after.fixture;
  return found.map(({ userId, leagueId, passedId, rank }) => ({
    topic: 'leagues',
    kind: 'overtaking',
    ...overtakingPushText(nameOf.get(passedId) ?? '', leagueName.get(leagueId) ?? '', rank),
    url: '/fantasy/league',
    tag: `league:${leagueId}`,
    pushTopic: null,
    urgency: 'normal',
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
    userIds: [userId],
    dedupeKey: `overtaking:${fixture.id}:${leagueId}:${userId}`,
  }));
}
