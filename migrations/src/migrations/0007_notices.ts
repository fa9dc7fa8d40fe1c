import type { Knex } from 'knex';
import { createTableOnce, indexOnce } from '../schemaHelpers';

const KINDS = ['pointsChanged', 'resultReady', 'deadlineReminder'];

/**
 * A manager's notices (issue 14): a correction that changed their points, a confirmed
 * result, a deadline reminder. They go with the account, by a trigger rather than a foreign
 * key, as fantasy teams do (0001): a confirmed result writes one notice per manager, and a
 * key check per row would double the cost of writing 100,000. `dedupe_key` names a notice that
 * must exist once per user (a round's reminder, a match's result), so two API processes
 * writing it at the same moment leave one row: the unique index refuses the second, and
 * notices without a key (each correction is news of its own) never collide, as nulls are
 * distinct. `match_id` is the fixture's matchID as text: a notice outlives a deleted
 * fixture. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'notices', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
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
  // A user gets some dozens of notices a season: the unread count reads them through notices_newest.
  await knex.raw(`
    CREATE OR REPLACE FUNCTION delete_notices_of_deleted_user() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM notices WHERE user_id = OLD.id;
      RETURN OLD;
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS users_delete_notices ON users');
  await knex.raw(
    'CREATE TRIGGER users_delete_notices AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION delete_notices_of_deleted_user()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS users_delete_notices ON users');
  await knex.raw('DROP FUNCTION IF EXISTS delete_notices_of_deleted_user()');
  await knex.schema.dropTableIfExists('notices');
}
