import type { Knex } from 'knex';

/**
 * The push job goes through a message's subscriptions in id order, a few hundred at a time,
 * and keeps a delivery's row only while it is sent or waits to be tried again: a
 * subscription below the message's `expanded_through` without a row has had the message. So
 * no statement writes a whole audience at once (on PGlite every statement runs on the thread
 * that answers requests), and `push_deliveries` holds few rows and needs no index or foreign key.
 * Its `sent_at` stays, always empty (0015 still names it when migrations run again); rows of
 * deliveries already sent go, as they would now. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE push_messages ADD COLUMN IF NOT EXISTS expanded_through integer NOT NULL DEFAULT 0');
  await knex.raw('DELETE FROM push_deliveries WHERE sent_at IS NOT NULL');
  // Few rows, each written once: an index beyond the keys, or a foreign key checked row by row,
  // would cost every write and save no read. The job removes rows whose message or subscription
  // has gone (deliveryRows.ts).
  await knex.raw('DROP INDEX IF EXISTS push_deliveries_due_idx');
  await knex.raw('DROP INDEX IF EXISTS push_deliveries_subscription_idx');
  await knex.raw('ALTER TABLE push_deliveries DROP CONSTRAINT IF EXISTS push_deliveries_message_id_foreign');
  await knex.raw('ALTER TABLE push_deliveries DROP CONSTRAINT IF EXISTS push_deliveries_subscription_id_foreign');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DELETE FROM push_deliveries');
  await knex.schema.alterTable('push_deliveries', (t) => {
    t.foreign('message_id').references('push_messages.id').onDelete('CASCADE');
    t.foreign('subscription_id').references('push_subscriptions.id').onDelete('CASCADE');
  });
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS push_deliveries_due_idx ON push_deliveries (next_attempt_at, id) WHERE sent_at IS NULL',
  );
  await knex.raw('CREATE INDEX IF NOT EXISTS push_deliveries_subscription_idx ON push_deliveries (subscription_id)');
  await knex.raw('ALTER TABLE push_messages DROP COLUMN IF EXISTS expanded_through');
}
