import type { Knex } from 'knex';
import { createTableOnce } from '../schemaHelpers';

/**
 * Events of the scaled mode waiting to go into Redis, each written in the transaction of the
 * write it tells about, so a write that committed always has its event stored, whatever
 * Redis is doing (api/src/bus/outboxBus.ts). A relay sends them in `id` order and deletes
 * what it sent; `origin` names the API process that wrote it, which has already delivered it
 * to its own caches. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'event_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.text('origin').notNullable();
    t.text('message').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('event_outbox');
}
