import type { Knex } from 'knex';
import { END_OF_SEASON, isBeforeDeadline } from '@vsf/engine';
import type { FixtureTableRow } from '../platform/db/tables';
import { notFound } from '../platform/http/errors';

/** The fixture a fantasy round belongs to (docs/decisions/0006-a-fantasy-round-is-a-fixture.md). */
export type RoundFixture = Pick<FixtureTableRow, 'id' | 'season' | 'round' | 'matchId' | 'date' | 'time'>;

export const MATCH_NOT_FOUND = 'Fant ikke kampen.';

const COLUMNS = ['id', 'season', 'round', 'matchId', 'date', 'time'] as const;

/**
 * The fixture of {season, matchID}. 'endOfSeason' (round 0) stands for the season's last
 * match, since 001 §4 uses the last round for data once the season is over.
 */
export async function roundFixture(db: Knex, season: number, matchID: string): Promise<RoundFixture> {
  const row = await roundFixtureQuery(db, season, matchID);
  if (!row) throw notFound(MATCH_NOT_FOUND);
  return row;
}

/** roundFixture's query, at most one row; also a part of larger reads (the team save's). */
export function roundFixtureQuery(db: Knex, season: number, matchID: string) {
  const query = db('fixtures')
    .where({ season })
    .first(...COLUMNS);
  return matchID === END_OF_SEASON
    ? query.orderBy([
        { column: 'date', order: 'desc' },
        { column: 'time', order: 'desc' },
      ])
    : query.where({ matchId: matchID });
}

/** After the deadline a round's teams can no longer change (only their points, by a rescore). */
export function isLocked(fixture: RoundFixture, now: Date): boolean {
  return !isBeforeDeadline(fixture.date, now);
}

/** Whether the round's match has a saved result. */
export async function isPlayed(db: Knex, fixture: RoundFixture): Promise<boolean> {
  const row = await db('fixtures').where({ id: fixture.id }).first('homeScore');
  return row !== undefined && row.homeScore !== null;
}
