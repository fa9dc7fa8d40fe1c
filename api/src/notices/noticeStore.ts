import type { Knex } from 'knex';
import { busMessage, type BusMessage, type NoticeKind } from '@vsf/contract';
import { countRows, rawRows } from '../platform/db/queryResults';
import { intArrayLiteral } from '../platform/db/sqlArrays';
import { queueNoticeMails } from '../mail';

/** What every notice of one write shares: its kind, round and match. */
export interface NoticeBatch {
  kind: NoticeKind;
  season: number | null;
  round: number | null;
  matchID: string | null;
  createdAt: Date;
}

/** One user's notice of a batch; a `dedupeKey` makes it once per user (migrations 0007_notices). */
export interface NoticeRow {
  userId: number;
  text: string;
  dedupeKey: string | null;
}

export interface WrittenNotice {
  id: number;
  userId: number;
}

/**
 * Writes a batch in one statement, however many managers it names: the rows travel as one
 * JSON document. A row whose user already has its dedupe key is skipped (another process or
 * an earlier run wrote it), and only the rows written are answered, so only their writer
 * announces them. Their e-mails are queued in the same transaction.
 */
export async function insertNotices(
  db: Knex,
  batch: NoticeBatch,
  rows: readonly NoticeRow[],
): Promise<WrittenNotice[]> {
  if (rows.length === 0) return [];
  const result = await db.raw(
    `INSERT INTO notices (user_id, kind, text, season, round, match_id, dedupe_key, created_at)
     SELECT r.user_id, ?, r.text, ?::int, ?::int, ?, r.dedupe_key, ?
       FROM json_to_recordset(?::json) AS r(user_id int, text text, dedupe_key text)
     ON CONFLICT (user_id, dedupe_key) DO NOTHING
     RETURNING id, user_id`,
    [
      batch.kind,
      batch.season,
      batch.round,
      batch.matchID,
      batch.createdAt,
      JSON.stringify(rows.map((row) => ({ user_id: row.userId, text: row.text, dedupe_key: row.dedupeKey }))),
    ],
  );
  const written = rawRows<WrittenNotice>(result);
  await queueNoticeMails(db, { ...batch, noticeIds: written.map((notice) => notice.id) });
  return written;
}

/**
 * How many unread notices each of these users has: a join, not `= ANY(array)`, as a
 * confirmed result names every manager of the round; and one row of two arrays, as
 * 1,000,000 rows parse slower than they are counted.
 */
async function unreadCounts(db: Knex, userIds: readonly number[]): Promise<Map<number, number>> {
  const result = await db.raw(
    `SELECT array_agg(user_id) AS user_id, array_agg(unread) AS unread
       FROM (SELECT n.user_id, count(*)::int AS unread
               FROM notices n JOIN unnest(?::int[]) AS u(user_id) ON u.user_id = n.user_id
              WHERE n.read_at IS NULL GROUP BY n.user_id) counted`,
    [intArrayLiteral([...new Set(userIds)])],
  );
  const packed = rawRows<{ userId: number[] | null; unread: number[] | null }>(result)[0];
  const unread = packed?.unread ?? [];
  return new Map((packed?.userId ?? []).map((userId, index) => [userId, unread[index]!]));
}

/** How many unread notices a user has. */
export async function unreadCount(db: Knex, userId: number): Promise<number> {
  return countRows(db('notices').where({ userId }).whereNull('readAt'));
}

/**
 * `notice:new` for every written notice as ONE bus message: each user gets, in
 * their own room, the new notice's ID and their unread count. Null when nothing was written.
 */
export async function noticeFanout(db: Knex, written: readonly WrittenNotice[]): Promise<BusMessage | null> {
  if (written.length === 0) return null;
  const unread = await unreadCounts(
    db,
    written.map((notice) => notice.userId),
  );
  const message: BusMessage<'notice:new'> = busMessage('notice:new', { userID: 0, noticeID: 0, unread: 0 }, []);
  message.fanout = {
    userIDs: written.map((notice) => notice.userId),
    columns: {
      noticeID: written.map((notice) => notice.id),
      unread: written.map((notice) => unread.get(notice.userId) ?? 0),
    },
  };
  return message;
}
