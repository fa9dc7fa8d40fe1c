import type { Knex } from 'knex';
import { rankLeague } from '@vsf/engine';
import {
  EVERYONE,
  busMessage,
  rooms,
  type BusMessage,
  type LeagueTablePayload,
  type OwnPointsPayload,
} from '@vsf/contract';
import type { AppDeps } from '../../appDeps';
import type { LiveState } from '../live/liveState';
import type { ReadPointsBefore } from '../result/pointsAroundWrite';
import { liveSnapshotAt, snapshotIn, storedSnapshot, type PointsSnapshot } from './snapshot';

type Publish = (message: BusMessage) => void;

/**
 * The users whose round points, total or rank differ between the two snapshots (all of them
 * when `live` changed), compared column by column: during a match both snapshots hold the
 * same cached teams, so team i is team i in both.
 */
function changedTeams(before: PointsSnapshot, after: PointsSnapshot) {
  const all = before.live !== after.live;
  const sameTeams = before.teams === after.teams;
  const { userIds } = after.teams.teams;
  const now = after.numbers;
  const then = before.numbers;
  const own = {
    userIDs: [] as number[],
    roundPoints: [] as number[],
    totalPoints: [] as number[],
    worldRank: [] as (number | null)[],
  };
  const pointsChanged = new Set<number>();
  for (let index = 0; index < userIds.length; index++) {
    const userID = userIds[index]!;
    const was = sameTeams ? index : (before.teams.indexOf.get(userID) ?? -1);
    const points =
      was < 0 || then.roundPoints[was] !== now.roundPoints[index] || then.totalPoints[was] !== now.totalPoints[index];
    if (points) pointsChanged.add(userID);
    if (all || points || then.worldRank[was] !== now.worldRank[index]) {
      const rank = now.worldRank[index]!;
      own.userIDs.push(userID);
      own.roundPoints.push(now.roundPoints[index]!);
      own.totalPoints.push(now.totalPoints[index]!);
      own.worldRank.push(rank === 0 ? null : rank);
    }
  }
  return { own, pointsChanged, all };
}

/** A snapshot's round points and total of a user, for a league's table. */
function leagueNumbers(snapshot: PointsSnapshot) {
  const { indexOf } = snapshot.teams;
  const { roundPoints, totalPoints } = snapshot.numbers;
  return (userID: number) => {
    const index = indexOf.get(userID);
    return index === undefined ? undefined : { roundPoints: roundPoints[index]!, totalPoints: totalPoints[index]! };
  };
}

/**
 * Queues what a change to a match's numbers sends, after the commit: every squad
 * player's points to everyone; ONE `points:own` whose fanout names each manager whose round
 * points, total or world rank changed with their own numbers; and the table of each league
 * a changed manager counts in, to its room.
 */
export function publishPoints(publish: Publish, before: PointsSnapshot, after: PointsSnapshot): void {
  const { season, round, matchId: matchID } = after.fixture;
  const common = { season, round, matchID, live: after.live };
  publish(
    busMessage(
      'points:live',
      { ...common, players: after.players.map(({ playerID, points }) => ({ playerID, points })) },
      [EVERYONE],
    ),
  );
  const { own, pointsChanged, all } = changedTeams(before, after);
  if (own.userIDs.length > 0) {
    const payload: OwnPointsPayload = { ...common, userID: 0, roundPoints: 0, totalPoints: 0, worldRank: null };
    const message = busMessage('points:own', payload, []);
    message.fanout = {
      userIDs: own.userIDs,
      columns: { roundPoints: own.roundPoints, totalPoints: own.totalPoints, worldRank: own.worldRank },
    };
    publish(message);
  }
  const numbersOf = leagueNumbers(after);
  for (const [leagueID, members] of after.teams.leagues) {
    if (!all && !members.some((userID) => pointsChanged.has(userID))) continue;
    const payload: LeagueTablePayload = {
      ...common,
      leagueID,
      rows: rankLeague(members, numbersOf),
    };
    publish(busMessage('league:table', payload, [rooms.league(leagueID)]));
  }
}

/**
 * The numbers before a live write, from the state it read under its lock: provisional when
 * the match is being entered, else (before kick-off) as stored.
 */
function pointsBeforeLiveWrite(deps: Pick<AppDeps, 'bus'>, db: Knex, state: LiveState): Promise<PointsSnapshot> {
  const { live } = state;
  if (live && state.fixture.homeScore === null) return liveSnapshotAt(deps, db, { ...state, live });
  return storedSnapshot(db, state.fixture);
}

/**
 * A stored snapshot's round points by user, of the teams that have players (001 §4; an
 * empty first slot is 0 in the packed columns): what withMatchNotices compares a
 * correction with. Null for provisional numbers.
 */
export function storedRoundPoints(snapshot: PointsSnapshot): Map<number, number> | null {
  if (snapshot.live) return null;
  const { userIds, players, slots, storedRound } = snapshot.teams.teams;
  const points = new Map<number, number>();
  userIds.forEach((userId, index) => {
    if (players[index * slots] !== 0) points.set(userId, storedRound[index]!);
  });
  return points;
}

/** The numbers before a write to a saved match (reopenMatch), as stored. */
export function pointsBeforeWrite(deps: Pick<AppDeps, 'bus'>, db: Knex, fixtureId: number): Promise<PointsSnapshot> {
  return snapshotIn(deps, db, fixtureId, true);
}

/** A live write's numbers before and after it. */
export interface LivePointsChange {
  before: PointsSnapshot;
  after: PointsSnapshot;
}

/**
 * After a live write, in its transaction: the numbers as the write found them (`stateBefore`,
 * read under its lock; `live: null` when there was no live match) against the numbers now.
 * Answers both, for what else a write tells of them (the leagues' pushes).
 */
export async function announceLivePoints(
  deps: Pick<AppDeps, 'bus'>,
  db: Knex,
  publish: Publish,
  stateBefore: LiveState,
): Promise<LivePointsChange> {
  const before = await pointsBeforeLiveWrite(deps, db, stateBefore);
  const after = await snapshotIn(deps, db, before.fixture.id, false);
  publishPoints(publish, before, after);
  return { before, after };
}

/** After a write that rescored a saved match (reopenMatch), in its transaction: compares with `before`, queues the events. */
export async function announcePoints(
  deps: Pick<AppDeps, 'bus'>,
  db: Knex,
  publish: Publish,
  before: PointsSnapshot,
): Promise<void> {
  publishPoints(publish, before, await snapshotIn(deps, db, before.fixture.id, true));
}

/** The points before a write to a saved match, for result/'s routes (pointsAroundWrite.ts). */
export const readPointsBefore: ReadPointsBefore = async (deps, db, fixtureId) => {
  const before = await pointsBeforeWrite(deps, db, fixtureId);
  return {
    roundPoints: storedRoundPoints(before),
    announce: (publish) => announcePoints(deps, db, publish, before),
  };
};
