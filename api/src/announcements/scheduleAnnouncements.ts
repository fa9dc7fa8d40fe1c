import type { Knex } from 'knex';
import { announcementDelayMs, FANTASY_FEED_POST_ID } from '@vsf/engine';

/**
 * Queues the bot's announcements for the fantasy feed (DESIGN §4). They go into a table,
 * not a timer, so one scheduled just before a restart is still sent; called inside the
 * team save's transaction, a row exists only if the save commits. Each text gets its own
 * random delay of 1 to 10 whole seconds.
 */
export async function scheduleAnnouncements(db: Knex | Knex.Transaction, texts: string[], now: Date): Promise<void> {
  if (texts.length === 0) return;
  await db('scheduled_announcements').insert(
    texts.map((content) => ({
      postId: FANTASY_FEED_POST_ID,
      content,
      dueAt: new Date(now.getTime() + announcementDelayMs(Math.random())),
    })),
  );
}
