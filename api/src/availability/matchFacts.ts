import type { Knex } from 'knex';
import { formatNorwegianDate, isBeforeKickoff, kickoffAt, osloIsoTimestamp, type KickoffClock } from '@vsf/engine';
import type { AvailabilityMatch } from '@vsf/contract';
import { fixtureTime, selectFixtures, type FixtureRow } from '../match';
import { readSeasonPointer } from '../season';
import { HttpError } from '../platform/http/errors';

export const UNKNOWN_MATCH = 'Kampen finnes ikke.';

/** A fixture with what decides whether its answers and squad are still open. */
export interface ClockedFixture {
  row: FixtureRow;
  clock: KickoffClock;
}

async function startedFixtures(db: Knex, fixtureIds: readonly number[]): Promise<Set<number>> {
  if (fixtureIds.length === 0) return new Set();
  // pluck reads the driver's own (snake_case) column names.
  return new Set(await db('live_matches').whereIn('fixtureId', fixtureIds).pluck('live_matches.fixture_id'));
}

function clocked(row: FixtureRow, started: ReadonlySet<number>): ClockedFixture {
  return {
    row,
    clock: {
      kickoff: kickoffAt(row.date, fixtureTime(row.time)),
      started: started.has(row.id),
      saved: row.homeScore !== null,
    },
  };
}

/** The fixture a call names, with its clock; 404 when there is none. */
export async function readClockedFixture(db: Knex, matchID: string): Promise<ClockedFixture> {
  const row = await selectFixtures(db).where('fixtures.match_id', matchID).first();
  if (!row) throw new HttpError(404, UNKNOWN_MATCH);
  return clocked(row, await startedFixtures(db, [row.id]));
}

/**
 * The current season's fixtures still open for answers at `now`, in date order: the ones a
 * club player answers and an admin picks a squad for.
 */
export async function comingFixtures(db: Knex, now: Date): Promise<ClockedFixture[]> {
  const { season } = await readSeasonPointer(db);
  const rows = await selectFixtures(db).where('fixtures.season', season).whereNull('fixtures.home_score');
  const started = await startedFixtures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => clocked(row, started)).filter((fixture) => isBeforeKickoff(fixture.clock, now));
}

export function toAvailabilityMatch({ row, clock }: ClockedFixture, now: Date): AvailabilityMatch {
  return {
    matchID: row.matchId,
    season: row.season,
    round: row.round,
    date: formatNorwegianDate(row.date),
    time: fixtureTime(row.time),
    pitch: row.pitch,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    kickoffAt: osloIsoTimestamp(clock.kickoff),
    open: isBeforeKickoff(clock, now),
  };
}
