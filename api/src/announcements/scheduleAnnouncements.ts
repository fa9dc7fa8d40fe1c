import type { Knex } from 'knex';
import { announcementDelayMs, FANTASY_FEED_POST_ID } from '@vsf/engine';
import { joined, type JoinedQuery } from '../platform/db/queryResults';

/**
 * A write statement that also queues the bot's announcements for the fantasy feed
 * (DESIGN §4), in the same statement: PostgreSQL runs one statement as one transaction, so
 * a row exists only if the write commits, without a BEGIN and COMMIT of their own (the team
 * save, docs/PERFORMANCE.md). They go into a table, not a timer, so one scheduled just before
 * a restart is still sent. Each text gets its own random delay of 1 to 10 whole seconds.
 * `write` must end in RETURNING; its rows are the answer, with or without texts.
 */
export function withAnnouncements<Row>(
  db: Knex,
  write: JoinedQuery<Row>,
  texts: readonly string[],
  now: Date,
): JoinedQuery<Row> {
  if (texts.length === 0) return write;
  const queued = db('scheduled_announcements').insert(
    texts.map((content) => ({
      postId: FANTASY_FEED_POST_ID,
      content,
      dueAt: new Date(now.getTime() + announcementDelayMs(Math.random())),
    })),
  );
  return joined<Row>(db.with('written', write).with('queued', queued).select('*').from('written'));
}

/**
 * One of the bot's texts for the fantasy feed, due at `dueAt`, written in the caller's
 * transaction: it exists only if that write commits, and the sender posts it once.
 */
export async function scheduleAnnouncement(db: Knex, content: string, dueAt: Date): Promise<void> {
  await db('scheduled_announcements').insert({ postId: FANTASY_FEED_POST_ID, content, dueAt });
}
