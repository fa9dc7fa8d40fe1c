import type { Knex } from 'knex';
import { fantasyDeadline, type IsoDate } from '@vsf/engine';
import type { NoticeKind, PushTopic } from '@vsf/contract';
import { intArrayLiteral } from '../platform/db/sqlArrays';
import { rawRows } from '../platform/db/queryResults';
import { NOTICE_PUSH_TITLES, type PushedNoticeKind } from './pushTexts';
import { anyoneFollows, queuePushes } from './pushQueue';

/**
 * Which topic a manager follows to get a kind of notice pushed. The squad's notices (a player
 * who cannot play, an answer asked for) stay in the bell: no topic names them.
 */
const NOTICE_TOPIC: Record<PushedNoticeKind, PushTopic> = {
  deadlineReminder: 'deadline',
  resultReady: 'results',
  pointsChanged: 'corrections',
};

/** The page each kind of notice is about. */
const NOTICE_URL: Record<PushedNoticeKind, string> = {
  deadlineReminder: '/fantasy/team',
  resultReady: '/fantasy/points',
  pointsChanged: '/fantasy/points',
};

function isPushedKind(kind: NoticeKind): kind is PushedNoticeKind {
  return Object.hasOwn(NOTICE_TOPIC, kind);
}

/** A result or a correction is news for a day; a reminder until its deadline. */
const NOTICE_LIFETIME_MS = 24 * 60 * 60_000;

/** What the notices of one write share (notices/noticeStore.ts). */
export interface NoticePushBatch {
  kind: NoticeKind;
  season: number | null;
  round: number | null;
  matchID: string | null;
  createdAt: Date;
}

async function expiryOf(db: Knex, batch: NoticePushBatch): Promise<Date | null> {
  if (batch.kind !== 'deadlineReminder') return new Date(batch.createdAt.getTime() + NOTICE_LIFETIME_MS);
  if (batch.matchID === null) return null;
  const fixture = await db('fixtures').where({ matchId: batch.matchID }).first('date');
  return fixture ? fantasyDeadline(fixture.date as IsoDate) : null;
}

/**
 * Queues the push of notices just written, in the transaction that wrote them, for those of
 * their managers who follow the notice's kind on a device: one message naming their notices,
 * each device getting its manager's own text, the bell's. Nothing when nobody follows it,
 * which costs one indexed read.
 */
export async function queueNoticePushes(
  db: Knex,
  batch: NoticePushBatch,
  written: readonly { id: number; userId: number }[],
): Promise<void> {
  if (written.length === 0 || !isPushedKind(batch.kind)) return;
  const topic = NOTICE_TOPIC[batch.kind];
  if (!(await anyoneFollows(db, topic))) return;
  const followed = rawRows<{ id: number }>(
    await db.raw(
      `SELECT n.id FROM unnest(?::int[], ?::int[]) AS n(id, user_id)
        WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = n.user_id AND ? = ANY(s.topics))`,
      [
        intArrayLiteral(written.map((notice) => notice.id)),
        intArrayLiteral(written.map((notice) => notice.userId)),
        topic,
      ],
    ),
  );
  const expiresAt = await expiryOf(db, batch);
  if (followed.length === 0 || !expiresAt || expiresAt <= batch.createdAt) return;
  const about = batch.matchID ?? 'none';
  await queuePushes(
    db,
    [
      {
        topic,
        kind: batch.kind,
        title: NOTICE_PUSH_TITLES[batch.kind],
        body: null,
        url: NOTICE_URL[batch.kind],
        tag: `${batch.kind}:${about}`,
        // The reminder an hour before replaces the one of the day before if that still waits.
        pushTopic: batch.kind === 'deadlineReminder' ? `deadline${batch.season ?? 0}-${batch.round ?? 0}` : null,
        urgency: 'normal',
        expiresAt,
        noticeIds: followed.map((row) => row.id),
      },
    ],
    batch.createdAt,
  );
}
