import type { Knex } from 'knex';
import { createTableOnce, flag, indexOnce } from '../schemaHelpers';

/**
 * The league table follows the results. A published table (`league_table_rows`) now says
 * the last date it counts (`counted_through`); results after it are added on top. Existing
 * published tables count through the club's latest played match in their tournament (the
 * season's, when it played none there), so they stay as they were until a new result comes.
 * `league_results` holds the division's other matches as an admin enters them, and
 * `table_corrections` an admin's deductions and withdrawn teams with their reasons.
 * Only adds: the running version reads the same rows as before. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE league_table_rows ADD COLUMN IF NOT EXISTS counted_through date');
  await knex.raw(`
    UPDATE league_table_rows r SET counted_through = COALESCE(
      (SELECT max(f.date) FROM fixtures f
        WHERE f.season = r.season AND f.tournament_id = r.tournament_id AND f.home_score IS NOT NULL),
      (SELECT max(f.date) FROM fixtures f WHERE f.season = r.season AND f.home_score IS NOT NULL))
    WHERE r.counted_through IS NULL`);

  await createTableOnce(knex, 'league_results', (t) => {
    t.increments('id');
    t.integer('season').notNullable();
    t.integer('tournament_id').notNullable().references('tournaments.id').onDelete('RESTRICT');
    t.date('date').notNullable();
    t.text('home_team').notNullable();
    t.text('away_team').notNullable();
    t.integer('home_score').notNullable();
    t.integer('away_score').notNullable();
    t.integer('entered_by').references('users.id').onDelete('SET NULL');
    t.timestamp('entered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('home_score >= 0 AND away_score >= 0');
    t.check('home_team <> away_team');
  });
  await indexOnce(knex, 'CREATE INDEX league_results_table_idx ON league_results (season, tournament_id, date)');

  await createTableOnce(knex, 'table_corrections', (t) => {
    t.increments('id');
    t.integer('season').notNullable();
    t.integer('tournament_id').notNullable().references('tournaments.id').onDelete('RESTRICT');
    t.text('team').notNullable();
    t.integer('points_deducted').notNullable().defaultTo(0);
    flag(t, 'withdrawn', 0);
    t.text('reason').notNullable();
    t.integer('entered_by').references('users.id').onDelete('SET NULL');
    t.timestamp('entered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('points_deducted >= 0');
    t.check('points_deducted > 0 OR withdrawn = 1');
  });
  await indexOnce(knex, 'CREATE INDEX table_corrections_table_idx ON table_corrections (season, tournament_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('table_corrections');
  await knex.schema.dropTableIfExists('league_results');
  await knex.raw('ALTER TABLE league_table_rows DROP COLUMN IF EXISTS counted_through');
}
