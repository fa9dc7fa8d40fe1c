import type { Knex } from 'knex';
import { createTableOnce, indexOnce } from '../schemaHelpers';

const KINDS = ['pointsChanged', 'resultReady', 'deadlineReminder'];

/**
 * A manager's notices (issue 14): a correction that changed their points, a confirmed
 * result, a deadline reminder. They go with the account. `dedupe_key` names a notice that
 * must exist once per user (a round's reminder, a match's result), so two API processes
 * writing it at the same moment leave one row: the unique index refuses the second, and
 * notices without a key (each correction is news of its own) never collide, as nulls are
 * distinct. `match_id` is the fixture's matchID as text: a notice outlives a deleted
 * fixture. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'notices', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable().checkIn(KINDS);
    t.text('text').notNullable();
    t.integer('season');
    t.integer('round');
    t.text('match_id');
    t.text('dedupe_key');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
  });
  await indexOnce(knex, 'CREATE UNIQUE INDEX notices_once ON notices (user_id, dedupe_key)');
  await indexOnce(knex, 'CREATE INDEX notices_newest ON notices (user_id, created_at DESC, id DESC)');
  await indexOnce(knex, 'CREATE INDEX notices_unread ON notices (user_id) WHERE read_at IS NULL');
  // A reopened match frees its 'Resultatet er klart' key for every manager at once.
  await indexOnce(knex, 'CREATE INDEX notices_by_key ON notices (dedupe_key) WHERE dedupe_key IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('notices');
}
