import type { Knex } from 'knex';
import type { PushMessage } from '@vsf/contract';
import { rawRows } from '../platform/db/queryResults';
import { intArrayLiteral } from '../platform/db/sqlArrays';
import type { PushUrgency } from '../platform/db/tables';

/**
 * The rows of the push queue as the sender reads and writes them: messages turned into one
 * delivery per subscription, deliveries claimed for a while by one process, and what became
 * of each.
 */

/**
 * Turns waiting messages into one delivery per subscription that follows the message's topic
 * (only the named managers' for a notice or an overtaking), each message once: its row is
 * locked while it is done, and another process skips it.
 */
export async function expandMessages(knex: Knex, now: Date): Promise<number> {
  let expanded = 0;
  for (;;) {
    const done = await knex.transaction(async (trx) => {
      const message = await trx('push_messages')
        .whereNull('expandedAt')
        .orderBy('id')
        .forUpdate()
        .skipLocked()
        .first('id', 'topic', 'noticeIds', 'userIds');
      if (!message) return false;
      if (message.noticeIds) {
        await trx.raw(
          `INSERT INTO push_deliveries (message_id, subscription_id, notice_id, next_attempt_at)
           SELECT ?, s.id, n.id, ? FROM notices n JOIN push_subscriptions s ON s.user_id = n.user_id
            WHERE n.id = ANY(?::int[]) AND ? = ANY(s.topics)
           ON CONFLICT (message_id, subscription_id) DO NOTHING`,
          [message.id, now, intArrayLiteral(message.noticeIds), message.topic],
        );
      } else {
        await trx.raw(
          `INSERT INTO push_deliveries (message_id, subscription_id, next_attempt_at)
           SELECT ?, s.id, ? FROM push_subscriptions s
            WHERE ? = ANY(s.topics) AND (?::int[] IS NULL OR s.user_id = ANY(?::int[]))
           ON CONFLICT (message_id, subscription_id) DO NOTHING`,
          [message.id, now, message.topic, ...Array(2).fill(message.userIds ? intArrayLiteral(message.userIds) : null)],
        );
      }
      await trx('push_messages').where({ id: message.id }).update({ expandedAt: now });
      return true;
    });
    if (!done) return expanded;
    expanded++;
  }
}

/** A claimed delivery with what its send needs. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  message: PushMessage;
  pushTopic: string | null;
  urgency: PushUrgency;
  expiresAt: Date;
}

interface ClaimedRow {
  id: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  title: string;
  body: string | null;
  url: string;
  tag: string;
  pushTopic: string | null;
  urgency: PushUrgency;
  expiresAt: Date;
}

/**
 * Claims up to `limit` deliveries that are due and not sent, claimed by no live process (a
 * claim lapses at `claimedUntil`), oldest first: rows another process is claiming are
 * skipped, so each goes to one sender. Answers them with their device and message.
 */
export async function claimDeliveries(
  knex: Knex,
  now: Date,
  claimedUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const result = await knex.raw(
    `WITH claimed AS (
       UPDATE push_deliveries d SET claimed_until = ?, attempts = d.attempts + 1
        WHERE d.id IN (SELECT id FROM push_deliveries
                        WHERE sent_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
                        ORDER BY next_attempt_at, id LIMIT ? FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.attempts, d.message_id, d.subscription_id, d.notice_id)
     SELECT c.id, c.attempts, s.endpoint, s.p256dh, s.auth, m.title, COALESCE(m.body, n.text) AS body,
            m.url, m.tag, m.push_topic, m.urgency, m.expires_at
       FROM claimed c
       JOIN push_subscriptions s ON s.id = c.subscription_id
       JOIN push_messages m ON m.id = c.message_id
       LEFT JOIN notices n ON n.id = c.notice_id
      ORDER BY c.id`,
    [claimedUntil, now, now, limit],
  );
  return rawRows<ClaimedRow>(result).map(({ title, body, url, tag, ...row }) => ({
    ...row,
    expiresAt: new Date(row.expiresAt),
    message: { title, body: body ?? '', url, tag },
  }));
}

/** Keeps the claim of deliveries still being sent. */
export async function extendClaims(knex: Knex, ids: readonly number[], claimedUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await knex.raw('UPDATE push_deliveries SET claimed_until = ? WHERE id = ANY(?::int[]) AND sent_at IS NULL', [
    claimedUntil,
    intArrayLiteral(ids),
  ]);
}

/** Sent: never again, whatever happens to this process next. */
export async function markSent(knex: Knex, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await knex.raw('UPDATE push_deliveries SET sent_at = ?, claimed_until = NULL WHERE id = ANY(?::int[])', [
    now,
    intArrayLiteral(ids),
  ]);
}

/** To be tried again at its time, by whichever process is there then. */
export async function scheduleRetries(knex: Knex, retries: readonly { id: number; at: Date }[]): Promise<void> {
  if (retries.length === 0) return;
  await knex.raw(
    `UPDATE push_deliveries d SET next_attempt_at = r.at, claimed_until = NULL
       FROM json_to_recordset(?::json) AS r(id int, at timestamptz) WHERE d.id = r.id`,
    [JSON.stringify(retries.map(({ id, at }) => ({ id, at: at.toISOString() })))],
  );
}

/** Given up: too many attempts, too late, or refused for good. */
export async function dropDeliveries(knex: Knex, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await knex.raw('DELETE FROM push_deliveries WHERE id = ANY(?::int[])', [intArrayLiteral(ids)]);
}

/** The push service says the device is gone (404, 410): its subscription goes, and what waited for it. */
export async function deleteGoneSubscriptions(knex: Knex, deliveryIds: readonly number[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  await knex.raw(
    'DELETE FROM push_subscriptions WHERE id IN (SELECT subscription_id FROM push_deliveries WHERE id = ANY(?::int[]))',
    [intArrayLiteral(deliveryIds)],
  );
}

/** The one process of the embedded mode starts with no claim of a sender before it standing. */
export async function releaseAllClaims(knex: Knex): Promise<void> {
  await knex('push_deliveries').whereNull('sentAt').whereNotNull('claimedUntil').update({ claimedUntil: null });
}

/** How long to wait for the next retry that falls due; null when none waits. */
export async function nextDueIn(knex: Knex, now: Date): Promise<number | null> {
  const row = await knex('push_deliveries').whereNull('sentAt').min({ at: 'nextAttemptAt' }).first();
  const at = row?.at as Date | string | null | undefined;
  return at ? Math.max(0, new Date(at).getTime() - now.getTime()) : null;
}

/**
 * Forgets messages a day after they expired, with their deliveries: the record that a goal
 * was sent is needed only while it could still be sent.
 */
export async function pruneExpired(knex: Knex, now: Date): Promise<void> {
  await knex('push_messages')
    .where('expiresAt', '<', new Date(now.getTime() - 24 * 60 * 60_000))
    .delete();
}
