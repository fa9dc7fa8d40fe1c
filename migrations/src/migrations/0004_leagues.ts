import type { Knex } from 'knex';

/**
 * The fixture from which a league member counts (001 §4: a member of a private league
 * shows from the next round). Round numbers repeat within a season (league and cup),
 * so `join_round` alone cannot say which match that is; rows without the fixture (the
 * demo's, or one whose fixture was deleted) fall back to the season's first match with
 * `join_round`. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('league_members', 'join_fixture_id')) return;
  await knex.schema.alterTable('league_members', (t) => {
    t.integer('join_fixture_id').references('fixtures.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('league_members', 'join_fixture_id'))) return;
  await knex.schema.alterTable('league_members', (t) => {
    t.dropColumn('join_fixture_id');
  });
}
