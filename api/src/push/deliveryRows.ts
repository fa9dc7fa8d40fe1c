import { setImmediate } from 'node:timers/promises';
import type { Knex } from 'knex';
import type { PushMessage } from '@vsf/contract';
import { rawRows } from '../platform/db/queryResults';
import { intArrayLiteral } from '../platform/db/sqlArrays';
import type { PushMessageTableRow, PushUrgency } from '../platform/db/tables';

/**
 * The rows of the push queue as the sender reads and writes them. A message's subscriptions
 * are gone through in id order, a hundred at a time, each getting a delivery row claimed
 * by this process; the row goes once the push service has answered for good. A subscription
 * below the message's `expanded_through` without a row has had it (migrations 0015_push).
 * Every statement touches a few hundred rows at most: on PGlite the database runs on the
 * thread that answers requests.
 */

/**
 * Lets the event loop take the requests that came meanwhile: PGlite answers a statement
 * synchronously, so statements awaited one after another would otherwise run as one block.
 */
export const letRequestsIn = () => setImmediate();

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
  expiresAt: Date | string;
}

function claimed(rows: readonly ClaimedRow[]): ClaimedDelivery[] {
  return rows.map(({ title, body, url, tag, ...row }) => ({
    ...row,
    expiresAt: new Date(row.expiresAt),
    message: { title, body: body ?? '', url, tag },
  }));
}

/** The next subscriptions of a message, after its cursor, with the notice each gets when it names notices. */
async function nextSubscriptions(
  trx: Knex.Transaction,
  message: Pick<PushMessageTableRow, 'topic' | 'noticeIds' | 'userIds' | 'expandedThrough'>,
  limit: number,
): Promise<{ subscriptionId: number; noticeId: number | null }[]> {
  if (message.noticeIds) {
    return rawRows(
      await trx.raw(
        `SELECT s.id AS subscription_id, n.id AS notice_id
           FROM notices n JOIN push_subscriptions s ON s.user_id = n.user_id
          WHERE n.id = ANY(?::int[]) AND ? = ANY(s.topics) AND s.id > ?
          ORDER BY s.id LIMIT ?`,
        [intArrayLiteral(message.noticeIds), message.topic, message.expandedThrough, limit],
      ),
    );
  }
  const users = message.userIds ? intArrayLiteral(message.userIds) : null;
  return rawRows(
    await trx.raw(
      `SELECT s.id AS subscription_id, NULL::int AS notice_id FROM push_subscriptions s
        WHERE ? = ANY(s.topics) AND s.id > ? AND (?::int[] IS NULL OR s.user_id = ANY(?::int[]))
        ORDER BY s.id LIMIT ?`,
      [message.topic, message.expandedThrough, users, users, limit],
    ),
  );
}

/**
 * Claims the next `limit` subscriptions of the oldest message still being gone through: their
 * deliveries are written claimed by this process until `claimedUntil`, and the message's
 * cursor moves past them in the same transaction, which locks the message (another process
 * takes another message meanwhile). Answers them with their device and message; none when no
 * message waits.
 */
export async function claimNewDeliveries(
  knex: Knex,
  now: Date,
  claimedUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return knex.transaction(async (trx) => {
    const message: PushMessageTableRow | undefined = await trx('push_messages')
      .whereNull('expandedAt')
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .first();
    if (!message) return [];
    await letRequestsIn();
    const next = await nextSubscriptions(trx, message, limit);
    await letRequestsIn();
    await trx('push_messages')
      .where({ id: message.id })
      .update({
        expandedThrough: next.at(-1)?.subscriptionId ?? message.expandedThrough,
        ...(next.length < limit ? { expandedAt: now } : {}),
      });
    if (next.length === 0) return [];
    await letRequestsIn();
    const rows = rawRows<ClaimedRow>(
      await trx.raw(
        `WITH written AS (
           INSERT INTO push_deliveries (message_id, subscription_id, notice_id, attempts, next_attempt_at, claimed_until)
           SELECT ?, u.subscription_id, u.notice_id, 1, ?, ? FROM unnest(?::int[], ?::int[]) AS u(subscription_id, notice_id)
           ON CONFLICT (message_id, subscription_id) DO NOTHING
           RETURNING id, attempts, subscription_id, notice_id)
         SELECT w.id, w.attempts, s.endpoint, s.p256dh, s.auth, n.text AS body
           FROM written w JOIN push_subscriptions s ON s.id = w.subscription_id LEFT JOIN notices n ON n.id = w.notice_id`,
        [
          message.id,
          now,
          claimedUntil,
          intArrayLiteral(next.map((row) => row.subscriptionId)),
          intArrayLiteral(next.map((row) => row.noticeId)),
        ],
      ),
    );
    const { title, body, url, tag, pushTopic, urgency, expiresAt } = message;
    return claimed(
      rows.map((row) => ({ ...row, title, body: body ?? row.body, url, tag, pushTopic, urgency, expiresAt })),
    );
  });
}

/**
 * Claims deliveries waiting to be tried again, and those a process that died left claimed (a
 * claim lapses at `claimedUntil`), oldest first: rows another process is claiming are
 * skipped, so each goes to one sender.
 */
export async function claimWaitingDeliveries(
  knex: Knex,
  now: Date,
  claimedUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  // The rows keep no foreign keys (migrations 0016): those whose device unsubscribed or whose
  // message was forgotten meanwhile go here.
  await knex.raw(
    `DELETE FROM push_deliveries d
      WHERE NOT EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.id = d.subscription_id)
         OR NOT EXISTS (SELECT 1 FROM push_messages m WHERE m.id = d.message_id)`,
  );
  await letRequestsIn();
  const result = await knex.raw(
    `WITH claimed AS (
       UPDATE push_deliveries d SET claimed_until = ?, attempts = d.attempts + 1
        WHERE d.id IN (SELECT id FROM push_deliveries
                        WHERE next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
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
  return claimed(rawRows<ClaimedRow>(result));
}

/** Keeps the claim of deliveries still being sent. */
export async function extendClaims(knex: Knex, ids: readonly number[], claimedUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await knex.raw('UPDATE push_deliveries SET claimed_until = ? WHERE id = ANY(?::int[])', [
    claimedUntil,
    intArrayLiteral(ids),
  ]);
}

/**
 * Settled for good (sent, refused, given up): the row goes, and the subscription, below its
 * message's cursor, never gets the message again, whatever happens to this process next.
 */
export async function settleDeliveries(knex: Knex, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await knex.raw('DELETE FROM push_deliveries WHERE id = ANY(?::int[])', [intArrayLiteral(ids)]);
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

/** The push service says the device is gone (404, 410): its subscription goes, and what waited for it. */
export async function deleteGoneSubscriptions(knex: Knex, deliveryIds: readonly number[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  const ids = intArrayLiteral(deliveryIds);
  await knex.raw(
    `WITH gone AS (DELETE FROM push_subscriptions
                    WHERE id IN (SELECT subscription_id FROM push_deliveries WHERE id = ANY(?::int[]))
                    RETURNING id)
     DELETE FROM push_deliveries WHERE subscription_id IN (SELECT id FROM gone)`,
    [ids],
  );
}

/** The one process of the embedded mode starts with no claim of a sender before it standing. */
export async function releaseAllClaims(knex: Knex): Promise<void> {
  await knex('push_deliveries').whereNotNull('claimedUntil').update({ claimedUntil: null });
}

/** How long to wait until something falls due: 0 while a message is gone through; null when nothing waits. */
export async function nextDueIn(knex: Knex, now: Date): Promise<number | null> {
  if (await knex('push_messages').whereNull('expandedAt').first('id')) return 0;
  const row = await knex('push_deliveries').min({ at: 'nextAttemptAt' }).first();
  const at = row?.at as Date | string | null | undefined;
  return at ? Math.max(0, new Date(at).getTime() - now.getTime()) : null;
}

/**
 * Forgets messages a day after they expired, with what still waited of them: the record that
 * a goal was sent is needed only while it could still be sent.
 */
export async function pruneExpired(knex: Knex, now: Date): Promise<void> {
  await knex('push_messages')
    .where('expiresAt', '<', new Date(now.getTime() - 24 * 60 * 60_000))
    .delete();
}

/**
 * PGlite has no autovacuum: the deliveries' table, whose rows live seconds, is vacuumed now
 * and then by the sender, when nothing is being sent.
 */
export async function vacuumDeliveries(knex: Knex): Promise<void> {
  await knex.raw('VACUUM push_deliveries');
}
