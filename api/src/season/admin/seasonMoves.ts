import type { Knex } from 'knex';
import { fixtureTime } from '../../match';
import {
  SEASON_MESSAGES,
  endOfSeasonPointer,
  formatNorwegianDate,
  isEndOfSeason,
  startOfSeasonPointer,
  type SeasonPointer,
} from '@vsf/engine';
import { HttpError } from '../../platform/http/errors';
import { readSeasonPointer } from '../seasonState';
import { updateUsers, type UserWriter } from '../../accounts';

export const SEASON_NOT_OVER = 'Sesongen er ikke avsluttet ennå. Avslutt den før du starter neste sesong.';

async function writePointer(trx: Knex.Transaction, pointer: SeasonPointer): Promise<void> {
  await trx('season_state')
    .where({ id: 1 })
    .update({ thisYear: pointer.season, thisRound: pointer.round, thisMatchId: pointer.matchID });
}

/**
 * Ends the season (002 §4.2): only once some match has a result; the fixtures never
 * played are deleted with everything hanging off them, and the pointer becomes round 0,
 * 'endOfSeason'. One transaction.
 */
export async function endSeason(trx: Knex.Transaction): Promise<{ season: number; deleted: number }> {
  const pointer = await readSeasonPointer(trx);
  const played = await trx('fixtures').where({ season: pointer.season }).whereNotNull('home_score').first('id');
  if (!played) throw new HttpError(400, SEASON_MESSAGES.needResultsToEnd);
  // returning(): PGlite's driver answers a bare delete with a result object, not a count.
  const deleted = (
    await trx('fixtures').where({ season: pointer.season }).whereNull('home_score').delete().returning('id')
  ).length;
  await writePointer(trx, endOfSeasonPointer(pointer.season));
  return { season: pointer.season, deleted };
}

/**
 * Starts the next season (002 §4.2), all or nothing: the old year joins the previous
 * years, the old season's leagues are deactivated, every active club player is registered
 * for the new season, every user's first-login flag is reset, every fantasy manager of the
 * old season gets an empty team for the first match, and the pointer moves to it.
 */
export async function startSeason(
  trx: Knex.Transaction,
  publish: UserWriter['publish'],
): Promise<{ season: number; pointer: SeasonPointer; teams: number }> {
  const current = await readSeasonPointer(trx);
  if (!isEndOfSeason(current)) throw new HttpError(400, SEASON_NOT_OVER);
  const season = current.season + 1;
  const fixtures = await trx('fixtures').where({ season });
  const pointer = startOfSeasonPointer(
    season,
    fixtures.map((row) => ({
      round: row.round,
      matchID: row.matchId,
      date: formatNorwegianDate(row.date),
      time: fixtureTime(row.time),
    })),
  );
  const first = pointer && fixtures.find((row) => row.matchId === pointer.matchID);
  if (!pointer || !first) throw new HttpError(400, SEASON_MESSAGES.needFixturesToStart);

  await trx('previous_years').insert({ year: current.season }).onConflict('year').ignore();
  await trx('leagues').where({ season: current.season }).update({ active: 0 });
  await trx.raw(
    `INSERT INTO player_seasons (player_id, season) SELECT id, ? FROM players WHERE active = 1
     ON CONFLICT DO NOTHING`,
    [season],
  );
  await updateUsers({ db: trx, publish }, 'all', { seasonFirstTimeLogin: 1 });
  const inserted = await trx.raw(
    `INSERT INTO fantasy_teams (user_id, fixture_id)
     SELECT DISTINCT t.user_id, ?::int FROM fantasy_teams t JOIN fixtures f ON f.id = t.fixture_id WHERE f.season = ?
     ON CONFLICT (user_id, fixture_id) DO NOTHING`,
    [first.id, current.season],
  );
  await writePointer(trx, pointer);
  return { season, pointer, teams: (inserted as { rowCount?: number }).rowCount ?? 0 };
}
