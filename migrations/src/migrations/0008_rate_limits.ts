import type { Knex } from 'knex';
import { createTableOnce } from '../schemaHelpers';

/**
 * The attempt counters of the rate limits, in the layout of rate-limiter-flexible's
 * PostgreSQL store (a key, its points, when they expire in epoch milliseconds), which
 * replaces the fixed windows of `rate_limit_hits`. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
  await knex.schema.dropTableIfExists('rate_limit_hits');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
  await createTableOnce(knex, 'rate_limit_hits', (t) => {
    t.text('key').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('hits').notNullable().defaultTo(0);
    t.primary(['key', 'window_start']);
  });
}
