import type { Knex } from 'knex';
import { createTableOnce, indexOnce } from '../schemaHelpers';

/**
 * The audit log: who created, changed, reopened or deleted a match, a match event, a
 * fixture, a user or a club player, when, with the object before and after. Rows are only
 * ever added. `user_id` is kept as a number without a foreign key and `username` copied,
 * so the log outlives a deleted user. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'audit_log', (t) => {
    t.increments('id').primary();
    t.text('kind').notNullable();
    t.text('action').notNullable();
    t.text('object_id').notNullable();
    t.text('summary').notNullable();
    t.jsonb('before');
    t.jsonb('after');
    t.integer('user_id');
    t.text('username');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await indexOnce(knex, 'CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC)');
  await indexOnce(knex, 'CREATE INDEX audit_log_kind_at ON audit_log (kind, at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log');
}
