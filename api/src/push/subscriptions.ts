import type { Knex } from 'knex';
import type { PushSubscriptionInput, PushTopic } from '@vsf/contract';
import { PUSH_TOPICS } from './schemas';

/**
 * How many devices one account may have pushes on. A new one beyond it replaces the account's
 * device subscribed longest ago: a phone that was reset never says goodbye, and its owner
 * should not be locked out by it.
 */
export const DEVICES_PER_USER = 10;

/** A list of topics as a PostgreSQL array literal: the names are the contract's own, no quoting needed. */
export function topicsLiteral(topics: readonly PushTopic[]): string {
  return `{${topics.join(',')}}`;
}

/** The topics in the settings' order, each once. */
export function orderedTopics(topics: readonly PushTopic[]): PushTopic[] {
  return PUSH_TOPICS.filter((topic) => topics.includes(topic));
}

/**
 * Keeps a device's subscription: a new endpoint is added, a known one gets the keys, topics
 * and account of this call (the same browser may have another user logged in now). Then the
 * account's devices beyond DEVICES_PER_USER, the oldest first, lose their subscription.
 */
export async function saveSubscription(
  db: Knex,
  subscription: PushSubscriptionInput,
  topics: readonly PushTopic[],
  userId: number | null,
  now: Date,
): Promise<void> {
  await db('push_subscriptions')
    .insert({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      topics: db.raw('?::text[]', [topicsLiteral(topics)]) as unknown as PushTopic[],
      userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict('endpoint')
    .merge(['p256dh', 'auth', 'topics', 'userId', 'updatedAt']);
  if (userId === null) return;
  const beyond = await db('push_subscriptions')
    .where({ userId })
    .orderBy([
      { column: 'updatedAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(DEVICES_PER_USER)
    .pluck('id');
  if (beyond.length > 0) await db('push_subscriptions').whereIn('id', beyond).delete();
}

export async function deleteSubscription(db: Knex, endpoint: string): Promise<void> {
  await db('push_subscriptions').where({ endpoint }).delete();
}

export async function topicsOf(db: Knex, endpoint: string): Promise<PushTopic[]> {
  const row = await db('push_subscriptions').where({ endpoint }).first('topics');
  return row ? orderedTopics(row.topics) : [];
}
