import { BOT_USER_ID } from '@vsf/engine';
import { writeWithEvents } from '../platform/bus/writeWithEvents';
import type { AppDeps } from '../appDeps';
import { insertComment } from '../comments';
import { findUserById } from '../accounts';

export type SenderDeps = Pick<AppDeps, 'db' | 'bus' | 'log' | 'now'>;

/** Rows taken per transaction, so a backlog after downtime does not hold one huge lock. */
const SEND_BATCH_SIZE = 100;

interface DueRow {
  id: number;
  postId: number;
  content: string;
}

/**
 * Sends due, unsent announcements as the bot's comments and resolves with how many it sent.
 * The rows are claimed with FOR UPDATE SKIP LOCKED: another API process sending at the same
 * moment skips them instead of sending them twice or waiting. Comment, sent_at and claim
 * commit together; the comment:new events go out only after that commit.
 */
export async function sendDueAnnouncements(deps: SenderDeps): Promise<number> {
  const now = deps.now();
  return writeWithEvents(deps, async (trx, publish) => {
    const due: DueRow[] = await trx('scheduled_announcements')
      .select('id', 'postId', 'content')
      .whereNull('sent_at')
      .where('due_at', '<=', now)
      .orderBy([{ column: 'due_at' }, { column: 'id' }])
      .limit(SEND_BATCH_SIZE)
      .forUpdate()
      .skipLocked();
    if (due.length === 0) return 0;
    const bot = await findUserById(trx, BOT_USER_ID);
    if (!bot) throw new Error(`the bot user ${BOT_USER_ID} is missing`);
    for (const row of due) publish((await insertComment(trx, bot, row.postId, row.content, now)).event);
    await trx('scheduled_announcements')
      .whereIn(
        'id',
        due.map((row) => row.id),
      )
      .update({ sentAt: now });
    return due.length;
  });
}

/** The earliest unsent announcement's due time, to sleep until exactly then. */
export async function nextDueAt(deps: SenderDeps): Promise<Date | null> {
  const row: { dueAt?: Date | null } | undefined = await deps.db
    .knex('scheduled_announcements')
    .whereNull('sent_at')
    .min({ dueAt: 'due_at' })
    .first();
  return row?.dueAt ?? null;
}
