import type { Knex } from 'knex';
import {
  liveClubScore,
  livePlayerPoints,
  noPoints,
  pointsByPlayer,
  provisionalNumbers,
  type PlayerPoints,
  type PointsBreakdown,
  type TeamNumbers,
} from '@vsf/engine';
import type { AppDeps } from '../../appDeps';
import { deriveReview } from '../live/liveReview';
import { liveRevision } from '../live/liveMatchCache';
import { readFixture, readLiveState, type LiveState } from '../live/liveState';
import { fixtureClubScore } from '../result/seasonScoring';
import { DROPPED_BY, cachedMatchTeams, readMatchTeams, type MatchTeams, type PointsFixture } from './matchTeams';
import { concurrently } from '../../platform/db/concurrently';

/**
 * A match's fantasy numbers at one moment: every squad player's points, and every team's
 * round points, total and world rank (0: none) at the teams' indices. Provisional while the
 * match is live, else what the scoring stored (zeros and no ranks for an unplayed match).
 */
export interface PointsSnapshot {
  fixture: PointsFixture;
  live: boolean;
  players: PlayerPoints[];
  /** The club's goals for and against so far; null while nothing is played. */
  match: { goalsFor: number; goalsConceded: number } | null;
  teams: MatchTeams;
  numbers: TeamNumbers;
}

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

function storedNumbers(teams: MatchTeams): TeamNumbers {
  return { roundPoints: teams.teams.storedRound, totalPoints: teams.teams.storedTotal, worldRank: teams.storedRank };
}

/** The numbers of a live match from its state: liveResult scored as saveMatch would score it. */
export function liveSnapshot(state: LiveState, teams: MatchTeams): PointsSnapshot {
  const result = deriveReview(state);
  const players = livePlayerPoints(state.fixture, result);
  const match = liveClubScore(state.fixture, result);
  return {
    fixture: state.fixture,
    live: true,
    players,
    match,
    teams,
    numbers: match ? provisionalNumbers(teams.teams, pointsByPlayer(players), match) : storedNumbers(teams),
  };
}

const BREAKDOWN_KEYS = Object.keys(noPoints()) as (keyof PointsBreakdown)[];

/** The stored fantasy points of a saved match's players (fantasy_player_points). */
export async function storedPlayerPoints(db: Knex, fixtureId: number): Promise<PlayerPoints[]> {
  const rows: (PointsBreakdown & { playerId: number; attendance: number })[] = await db('fantasy_player_points')
    .where({ fixtureId })
    .orderBy('playerId')
    .select('playerId', ...BREAKDOWN_KEYS);
  return rows.map((row) => {
    const breakdown = noPoints();
    for (const key of BREAKDOWN_KEYS) breakdown[key] = row[key];
    // A line is stored only for a player who attended (saveMatch); their attendance points say so.
    return { playerID: row.playerId, points: row.totalPoints, breakdown, attended: row.attendance > 0 };
  });
}

/** What the scoring stored for the match, read in `db` (inside a write: as the write left it). */
export async function storedSnapshot(db: Knex, fixture: PointsFixture): Promise<PointsSnapshot> {
  const [teams, players] = await concurrently(db, [
    () => readMatchTeams(db, fixture),
    () => storedPlayerPoints(db, fixture.id),
  ] as const);
  return { fixture, live: false, players, match: fixtureClubScore(fixture), teams, numbers: storedNumbers(teams) };
}

/**
 * The match's numbers as `db` sees them, for a write to compare before and after itself:
 * provisional when the match is live, else stored. A live write leaves the teams alone, so
 * it takes them from the process's cache; a write that rescored them (reopenMatch) reads
 * them again (`freshTeams`), and nothing read in its transaction is cached.
 */
export async function snapshotIn(
  deps: Pick<AppDeps, 'bus'>,
  db: Knex,
  fixtureId: number,
  freshTeams: boolean,
): Promise<PointsSnapshot> {
  const fixture = await readFixture(db, { fixtureId });
  const state = await readLiveState(db, fixture, false);
  if (!state.live || fixture.homeScore !== null) return storedSnapshot(db, fixture);
  return liveSnapshot(state, await (freshTeams ? readMatchTeams(db, fixture) : cachedMatchTeams(deps, db, fixture)));
}

interface Entry {
  revision: number;
  snapshot: Promise<PointsSnapshot>;
}

/** One entry per live match per process (each test app has its own bus). */
const caches = new WeakMap<object, Map<number, Entry>>();

/** Dropped with the teams they were computed from (matchTeams.ts): a saved match's entry goes too. */
function cacheOf(deps: Pick<AppDeps, 'bus'>): Map<number, Entry> {
  let cache = caches.get(deps.bus);
  if (!cache) {
    const created = new Map<number, Entry>();
    deps.bus.subscribe((message) => {
      if (DROPPED_BY.has(message.event)) created.clear();
    });
    caches.set(deps.bus, (cache = created));
  }
  return cache;
}

/**
 * A live match's provisional numbers as 1,000 pages ask for them after an event: computed
 * once per revision of the match (live_matches.revision, raised by every live write in its
 * transaction) and shared. The revision is read first; an answer is never older than it, on
 * any process, since a process that has not computed that revision computes it. Null when
 * the match is not live.
 */
export async function cachedLiveSnapshot(
  deps: Pick<AppDeps, 'bus'>,
  db: Knex,
  matchID: string,
): Promise<PointsSnapshot | null> {
  const revision = await liveRevision(db, matchID);
  if (revision === null) return null;
  const fixture = await readFixture(db, { matchID });
  const cache = cacheOf(deps);
  const hit = cache.get(fixture.id);
  if (hit && hit.revision >= revision) return hit.snapshot;
  const entry: Entry = {
    revision,
    snapshot: Promise.all([readLiveState(db, fixture, false), cachedMatchTeams(deps, db, fixture)]).then(
      ([state, teams]) => liveSnapshot(state, teams),
    ),
  };
  cache.set(fixture.id, entry);
  entry.snapshot.catch(() => cache.get(fixture.id) === entry && cache.delete(fixture.id));
  return entry.snapshot;
}

/**
 * The live match's numbers at the revision a write found under its lock: the shared entry
 * when this process has it, else computed from the state the write read.
 */
export async function liveSnapshotAt(
  deps: Pick<AppDeps, 'bus'>,
  db: Knex,
  state: LiveState & { live: { revision: number } },
): Promise<PointsSnapshot> {
  const hit = cacheOf(deps).get(state.fixture.id);
  if (hit && hit.revision === state.live.revision) return hit.snapshot;
  return liveSnapshot(state, await cachedMatchTeams(deps, db, state.fixture));
}
