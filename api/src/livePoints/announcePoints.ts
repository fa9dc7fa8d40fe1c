import type { Knex } from 'knex';
import {
  EVERYONE,
  busMessage,
  rankLeague,
  rooms,
  type BusMessage,
  type LeagueTablePayload,
  type OwnPointsPayload,
} from '@vsf/engine';
import type { AppDeps } from '../appDeps';
import type { LiveState } from '../liveMatch/liveState';
import { liveSnapshotAt, snapshotIn, storedSnapshot, type PointsSnapshot } from './snapshot';

type Publish = (message: BusMessage) => void;

/** A team's numbers in a snapshot, by user: null without a team for the match. */
export function numbersOfUser(snapshot: PointsSnapshot, userID: number) {
  const index = snapshot.teams.indexOf.get(userID);
  if (index === undefined) return null;
  const rank = snapshot.numbers.worldRank[index]!;
  return {
    roundPoints: snapshot.numbers.roundPoints[index]!,
    totalPoints: snapshot.numbers.totalPoints[index]!,
    worldRank: rank === 0 ? null : rank,
  };
}

/** The users whose round points, total or rank differ between the two snapshots (all of them when `live` changed). */
function changedTeams(before: PointsSnapshot, after: PointsSnapshot) {
  const all = before.live !== after.live;
  const { userIds } = after.teams.teams;
  const own = { userIDs: [] as number[], roundPoints: [] as number[], totalPoints: [] as number[], worldRank: [] as (number | null)[] };
  const pointsChanged = new Set<number>();
  for (let index = 0; index < userIds.length; index++) {
    const userID = userIds[index]!;
    const now = numbersOfUser(after, userID)!;
    const then = numbersOfUser(before, userID);
    const points = !then || then.roundPoints !== now.roundPoints || then.totalPoints !== now.totalPoints;
    if (points) pointsChanged.add(userID);
    if (all || points || then.worldRank !== now.worldRank) {
      own.userIDs.push(userID);
      own.roundPoints.push(now.roundPoints);
      own.totalPoints.push(now.totalPoints);
      own.worldRank.push(now.worldRank);
    }
  }
  return { own, pointsChanged, all };
}

/**
 * Queues what a change to a match's numbers sends (issue 14), after the commit: every squad
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
  for (const [leagueID, members] of after.teams.leagues) {
    if (!all && !members.some((userID) => pointsChanged.has(userID))) continue;
    const payload: LeagueTablePayload = {
      ...common,
      leagueID,
      rows: rankLeague(members, (userID) => numbersOfUser(after, userID) ?? undefined),
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

/** The numbers before a write to a saved match (reopenMatch), as stored. */
export function pointsBeforeWrite(deps: Pick<AppDeps, 'bus'>, db: Knex, fixtureId: number): Promise<PointsSnapshot> {
  return snapshotIn(deps, db, fixtureId);
}

/**
 * After a live write, in its transaction: the numbers as the write found them (`stateBefore`,
 * read under its lock; `live: null` when there was no live match) against the numbers now.
 */
export async function announceLivePoints(
  deps: Pick<AppDeps, 'bus'>,
  db: Knex,
  publish: Publish,
  stateBefore: LiveState,
): Promise<void> {
  await announcePoints(deps, db, publish, await pointsBeforeLiveWrite(deps, db, stateBefore));
}

/** After the write, in its transaction: compares with `before` and queues the events. */
export async function announcePoints(
  deps: Pick<AppDeps, 'bus'>,
  db: Knex,
  publish: Publish,
  before: PointsSnapshot,
): Promise<void> {
  publishPoints(publish, before, await snapshotIn(deps, db, before.fixture.id));
}
