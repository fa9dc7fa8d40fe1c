import type { Knex } from 'knex';
import { createTableOnce } from '../schemaHelpers';

/**
 * Notices still to be written, each as one row written in the transaction that gave rise
 * to them: a match's first result gives every manager of its round 'Resultatet er klart',
 * 100,000 notices that would double the save if written inside it. The row commits with the
 * save; a job writes the notices after the commit and deletes the row in the same
 * transaction, and a process that stopped before that leaves the row for the next run, so
 * none is lost. `created_at` is the save's time, the notices' own. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'notice_jobs', (t) => {
    t.increments('id').primary();
    t.text('kind').notNullable().checkIn(['resultReady']);
    t.integer('fixture_id').notNullable().references('fixtures.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('notice_jobs');
}
