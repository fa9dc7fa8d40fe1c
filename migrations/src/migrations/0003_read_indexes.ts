import type { Knex } from 'knex';
import { indexOnce } from '../schemaHelpers';

/**
 * Indexes for the public reads of issue 6 that 0001 does not already cover: a season's
 * registered players (statistics lists). Fixtures by season and date, match rows by
 * fixture or player, table rows by season and fantasy rows by fixture or player use
 * 0001's indexes and unique keys.
 */
export async function up(knex: Knex): Promise<void> {
  await indexOnce(knex, 'CREATE INDEX player_seasons_season_idx ON player_seasons (season, player_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS player_seasons_season_idx');
}
