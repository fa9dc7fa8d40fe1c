import type { Knex } from 'knex';

/**
 * Room on every page of fantasy_teams for a new version of each of its rows. Saving a
 * match rewrites the round points, total and rank of every team of the round in one
 * transaction, and the old versions cannot be cleared before it commits: at fillfactor 70
 * (0001) only about half of the new versions fitted beside the old ones, and each of the
 * others cost an entry in every index of the table. At 45 they all stay on their page as
 * HOT updates (the columns are in no index); a page then holds about a third fewer teams.
 * Applies to pages written from now on (each carried round). Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE fantasy_teams SET (fillfactor = 45)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE fantasy_teams SET (fillfactor = 70)');
}
