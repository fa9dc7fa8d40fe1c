import type { Knex } from 'knex';
import { createTableOnce, indexOnce } from '../schemaHelpers';

/** What a subscription can follow: `matches` anyone, the rest a logged-in manager. */
const TOPICS = ['matches', 'deadline', 'results', 'corrections', 'leagues'];

/**
 * Web Push. `push_subscriptions` holds each device the browser gave us (an endpoint on a
 * push service and the keys to encrypt for it), the kinds it follows, and the manager it
 * belongs to (none for a fan's). `push_messages` is the durable queue: one row per thing to
 * push, written in the transaction of the write it tells of, so a committed goal always has
 * its push and a refused one none. Who gets it is said by its topic and, for a manager's
 * notices, the notices or users it names; a job turns it into one `push_deliveries` row per
 * subscription after the commit and sends them. A delivery's `sent_at` is what keeps a
 * restarted process from sending a goal twice; `claimed_until` keeps two processes from
 * sending it at once. Only adds tables. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'push_subscriptions', (t) => {
    t.increments('id').primary();
    t.text('endpoint').notNullable().unique();
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.specificType('topics', 'text[]').notNullable();
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.check(`topics <@ ARRAY['${TOPICS.join("','")}']::text[] AND cardinality(topics) > 0`);
  });
  await indexOnce(knex, 'CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)');

  await createTableOnce(knex, 'push_messages', (t) => {
    t.increments('id').primary();
    t.text('topic').notNullable().checkIn(TOPICS);
    t.text('kind').notNullable();
    t.text('title').notNullable();
    /** Null for a notice's push: its body is the notice's own text. */
    t.text('body');
    t.text('url').notNullable();
    t.text('tag').notNullable();
    /** The Web Push `Topic` header: a newer message with it replaces an older one still waiting. */
    t.text('push_topic');
    t.text('urgency').notNullable().checkIn(['very-low', 'low', 'normal', 'high']);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.specificType('notice_ids', 'integer[]');
    t.specificType('user_ids', 'integer[]');
    t.text('dedupe_key').unique();
    t.timestamp('expanded_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await indexOnce(knex, 'CREATE INDEX push_messages_waiting_idx ON push_messages (id) WHERE expanded_at IS NULL');

  await createTableOnce(knex, 'push_deliveries', (t) => {
    t.increments('id').primary();
    t.integer('message_id').notNullable().references('push_messages.id').onDelete('CASCADE');
    t.integer('subscription_id').notNullable().references('push_subscriptions.id').onDelete('CASCADE');
    t.integer('notice_id').references('notices.id').onDelete('CASCADE');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.timestamp('claimed_until', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.unique(['message_id', 'subscription_id']);
  });
  await indexOnce(
    knex,
    'CREATE INDEX push_deliveries_due_idx ON push_deliveries (next_attempt_at, id) WHERE sent_at IS NULL',
  );
  await indexOnce(knex, 'CREATE INDEX push_deliveries_subscription_idx ON push_deliveries (subscription_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('push_deliveries');
  await knex.schema.dropTableIfExists('push_messages');
  await knex.schema.dropTableIfExists('push_subscriptions');
}
