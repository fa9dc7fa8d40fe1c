import type { Knex } from 'knex';
import type { PushTopic } from '@vsf/contract';
import type { PushMessageTableRow } from '../platform/db/tables';

/**
 * One thing to push, as the code that queues it says it: the row's own fields (their meaning
 * is written on PushMessageTableRow), and whom it is for when not every follower of its topic.
 */
export type QueuedPush = Pick<
  PushMessageTableRow,
  'topic' | 'kind' | 'title' | 'body' | 'url' | 'tag' | 'pushTopic' | 'urgency' | 'expiresAt'
> & {
  /** A manager's notices: only their users' subscriptions get it, each with its notice's text. */
  noticeIds?: readonly number[];
  /** Only these users' subscriptions get it (a league overtaking). */
  userIds?: readonly number[];
  /** Makes it once: a second message with the key is not queued. */
  dedupeKey?: string;
};

/**
 * Queues pushes in the caller's transaction: a write that rolls back pushes nothing, and one
 * that commits cannot lose them. Sending waits for the push job (pushSender.ts), after the commit.
 */
export async function queuePushes(db: Knex, pushes: readonly QueuedPush[], now: Date): Promise<void> {
  if (pushes.length === 0) return;
  await db.raw(
    `INSERT INTO push_messages (topic, kind, title, body, url, tag, push_topic, urgency, expires_at,
                                notice_ids, user_ids, dedupe_key, created_at)
     SELECT topic, kind, title, body, url, tag, push_topic, urgency, expires_at, notice_ids, user_ids, dedupe_key, ?
       FROM json_to_recordset(?::json) AS p(topic text, kind text, title text, body text, url text, tag text,
            push_topic text, urgency text, expires_at timestamptz, notice_ids int[], user_ids int[], dedupe_key text)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      now,
      JSON.stringify(
        pushes.map((push) => ({
          topic: push.topic,
          kind: push.kind,
          title: push.title,
          body: push.body,
          url: push.url,
          tag: push.tag,
          push_topic: push.pushTopic,
          urgency: push.urgency,
          expires_at: push.expiresAt.toISOString(),
          notice_ids: push.noticeIds ?? null,
          user_ids: push.userIds ?? null,
          dedupe_key: push.dedupeKey ?? null,
        })),
      ),
    ],
  );
}

/** Whether any device follows a topic (of a manager's, with an account): most writes need not look further. */
export async function anyoneFollows(db: Knex, topic: PushTopic): Promise<boolean> {
  const row = await db('push_subscriptions')
    .whereRaw('? = ANY(topics)', [topic])
    .modify((query) => {
      if (topic !== 'matches') query.whereNotNull('userId');
    })
    .first('id');
  return row !== undefined;
}
