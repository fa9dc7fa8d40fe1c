import type { Knex } from 'knex';
import { END_OF_SEASON, fantasyDeadline, formatNorwegianDate, osloIsoTimestamp } from '@vsf/engine';
import { type DeadlinePayload, type SeasonContext } from '@vsf/contract';
import { selectFixtures, toApiFixture, type FixtureRow } from '../fixtures/fixtureRows';

export interface SeasonPointer {
  season: number;
  round: number;
  matchID: string;
}

export async function readSeasonPointer(db: Knex): Promise<SeasonPointer> {
  const row = await db('season_state').where({ id: 1 }).first();
  if (!row) throw new Error('season_state has no row: migrations have not run');
  return { season: row.thisYear, round: row.thisRound, matchID: row.thisMatchId };
}

export async function currentFixture(db: Knex, pointer: SeasonPointer): Promise<FixtureRow | null> {
  if (pointer.matchID === END_OF_SEASON) return null;
  const row = await selectFixtures(db).where('fixtures.match_id', pointer.matchID).first();
  return row ?? null;
}

/** The start-up context of 000 §1, plus the next match and its fantasy deadline. */
export async function readSeasonContext(db: Knex): Promise<SeasonContext> {
  const pointer = await readSeasonPointer(db);
  const [fixture, previous] = await Promise.all([
    currentFixture(db, pointer),
    db('previous_years').orderBy('year', 'desc').pluck('year'),
  ]);
  return {
    thisYear: pointer.season,
    thisRound: pointer.round,
    thisMatchID: pointer.matchID,
    thisMatchDate: fixture ? formatNorwegianDate(fixture.date) : null,
    previousYears: previous,
    nextMatch: fixture ? toApiFixture(fixture) : null,
    deadlineAt: fixture ? osloIsoTimestamp(fantasyDeadline(fixture.date)) : null,
  };
}

export async function readDeadline(db: Knex, now: Date): Promise<DeadlinePayload> {
  const pointer = await readSeasonPointer(db);
  const fixture = await currentFixture(db, pointer);
  return {
    season: pointer.season,
    round: pointer.round,
    matchID: pointer.matchID,
    deadlineAt: fixture ? osloIsoTimestamp(fantasyDeadline(fixture.date)) : null,
    serverNow: osloIsoTimestamp(now),
  };
}
