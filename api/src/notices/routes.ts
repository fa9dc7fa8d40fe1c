import { osloIsoTimestamp } from '@vsf/engine';
import { type Notice } from '@vsf/contract';
import type { NoticeTableRow } from '../platform/db/tables';
import { HttpError } from '../platform/http/errors';
import { defineRoute } from '../platform/http/route';
import { unreadCount } from './noticeStore';
import { NOTICE_MESSAGES, getNoticesSchema, markNoticesReadSchema } from './schemas';

/** The bell's list: the newest notices, at most this many. */
const NOTICE_LIST_LIMIT = 50;

function toNotice(row: NoticeTableRow): Notice {
  return {
    noticeID: row.id,
    kind: row.kind,
    text: row.text,
    season: row.season,
    round: row.round,
    matchID: row.matchId,
    createdAt: osloIsoTimestamp(row.createdAt),
    read: row.readAt !== null,
  };
}

const getNotices = defineRoute({
  name: 'getNotices',
  access: 'owner',
  summary: "The session user's newest notices (at most 50) and how many are unread.",
  input: getNoticesSchema,
  async handler({ db, user }) {
    const rows = await db('notices')
      .where({ userId: user.userID })
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(NOTICE_LIST_LIMIT);
    return { notices: rows.map(toNotice), unread: await unreadCount(db, user.userID) };
  },
});

const markNoticesRead = defineRoute({
  name: 'markNoticesRead',
  access: 'owner',
  transaction: true,
  summary:
    "Marks the session user's notices named as read (all of them without noticeIDs); a notice that is not theirs refuses the whole call.",
  input: markNoticesReadSchema,
  async handler({ input, db, deps, user }) {
    const own = db('notices').where({ userId: user.userID });
    if (input.noticeIDs) {
      const ids = [...new Set(input.noticeIDs)];
      const found = await db('notices').where({ userId: user.userID }).whereIn('id', ids).pluck('id');
      // Another user's notice is answered as unknown: its existence is nobody else's business.
      if (found.length !== ids.length) throw new HttpError(400, NOTICE_MESSAGES.notFound);
      own.whereIn('id', ids);
    }
    await own.whereNull('readAt').update({ readAt: deps.now() });
    return { unread: await unreadCount(db, user.userID) };
  },
});

export const noticeRoutes = [getNotices, markNoticesRead];
