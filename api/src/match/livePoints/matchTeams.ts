import type { Knex } from 'knex';
import { boostCode, joinIndex, type PackedTeams } from '@vsf/engine';
import { type BusMessage, type BusEventName } from '@vsf/contract';
import type { AppDeps } from '../../appDeps';
import type { EventBus } from '../../platform/bus/eventBus';
import { READ_CACHE_MAX_AGE_MS } from '../../platform/cache/readCache';
import { TEAM_SLOTS } from '../../fantasy';
import { seasonMatches } from '../../leagues';
import { readTeams, type TeamRow } from '../result/rescoreFixture';
import { concurrently } from '../../platform/db/concurrently';
import type { FixtureTableRow } from '../../platform/db/tables';

/** The fixture a match's fantasy numbers belong to. */
export type PointsFixture = Pick<
  FixtureTableRow,
  'id' | 'season' | 'round' | 'matchId' | 'date' | 'homeTeam' | 'awayTeam' | 'homeScore' | 'awayScore'
>;

/**
 * A match's fantasy teams as packed columns, with the world ranks they have stored (0 for
 * none), where each user's team is, and each league's members who count at this match.
 */
export interface MatchTeams {
  teams: PackedTeams;
  storedRank: Int32Array;
  indexOf: Map<number, number>;
  /** leagueID → the members who count at this match (001 §4, joinIndex), as standings.ts counts them. */
  leagues: Map<number, number[]>;
}

function packTeams(rows: readonly TeamRow[]): Pick<MatchTeams, 'teams' | 'storedRank' | 'indexOf'> {
  const slots = TEAM_SLOTS.length;
  const players = new Int32Array(rows.length * slots);
  rows.forEach((row, index) => TEAM_SLOTS.forEach((slot, at) => (players[index * slots + at] = row[slot] ?? 0)));
  return {
    teams: {
      userIds: Int32Array.from(rows, (row) => row.userId),
      slots,
      players,
      captains: Int32Array.from(rows, (row) => row.captainId ?? 0),
      boosts: Uint8Array.from(rows, (row) => boostCode(row.activeBoost)),
      storedRound: Int32Array.from(rows, (row) => row.roundPoints),
      storedTotal: Int32Array.from(rows, (row) => row.totalPoints),
    },
    storedRank: Int32Array.from(rows, (row) => row.worldRank ?? 0),
    indexOf: new Map(rows.map((row, index) => [row.userId, index])),
  };
}

async function countingMembers(db: Knex, fixture: PointsFixture): Promise<Map<number, number[]>> {
  const schedule = await seasonMatches(db, fixture.season);
  const index = schedule.findIndex((match) => match.id === fixture.id);
  const rows: { leagueId: number; userId: number; joinFixtureId: number | null; joinRound: number }[] = await db(
    'league_members',
  )
    .where({ season: fixture.season })
    .select('leagueId', 'userId', 'joinFixtureId', 'joinRound');
  const leagues = new Map<number, number[]>();
  for (const row of rows) {
    if (joinIndex(schedule, row) > index) continue;
    const members = leagues.get(row.leagueId) ?? [];
    members.push(row.userId);
    leagues.set(row.leagueId, members);
  }
  return leagues;
}

/** The match's teams and leagues as they are now in `db` (inside a write: as the write left them). */
export async function readMatchTeams(db: Knex, fixture: PointsFixture): Promise<MatchTeams> {
  const [rows, leagues] = await concurrently(db, [
    () => readTeams(db, fixture.id),
    () => countingMembers(db, fixture),
  ] as const);
  return { ...packTeams(rows), leagues };
}

/**
 * What can change a match's teams or their stored totals: a rescore ('rankings:updated'),
 * the season's schedule or results, a season move. A team itself cannot change after the
 * match's deadline, so during the match these are admins' corrections.
 */
export const DROPPED_BY: ReadonlySet<BusEventName> = new Set<BusEventName>([
  'rankings:updated',
  'fixtures:updated',
  'stats:updated',
  'season:changed',
]);

interface Entry {
  teams: Promise<MatchTeams>;
  loadedAt: number;
}

const caches = new WeakMap<EventBus, Map<number, Entry>>();

function cacheOf(bus: EventBus): Map<number, Entry> {
  let cache = caches.get(bus);
  if (!cache) {
    const created = new Map<number, Entry>();
    bus.subscribe((message: BusMessage) => {
      if (DROPPED_BY.has(message.event)) created.clear();
    });
    caches.set(bus, (cache = created));
  }
  return cache;
}

/**
 * A live match's teams, read once per process and kept: the teams of a match being played
 * are past their deadline. Dropped on the bus messages above (every process hears them),
 * and after READ_CACHE_MAX_AGE_MS, which bounds how late a league join shows.
 */
export function cachedMatchTeams(deps: Pick<AppDeps, 'bus'>, db: Knex, fixture: PointsFixture): Promise<MatchTeams> {
  const cache = cacheOf(deps.bus);
  const now = Date.now();
  const hit = cache.get(fixture.id);
  if (hit && now - hit.loadedAt < READ_CACHE_MAX_AGE_MS) return hit.teams;
  const entry: Entry = { teams: readMatchTeams(db, fixture), loadedAt: now };
  cache.set(fixture.id, entry);
  entry.teams.catch(() => cache.get(fixture.id) === entry && cache.delete(fixture.id));
  return entry.teams;
}
