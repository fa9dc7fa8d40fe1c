import type { Knex } from 'knex';
import type { NoticeKind } from '@vsf/contract';
import { intArrayLiteral } from '../platform/db/sqlArrays';
import { EMAIL_OF_NOTICE, MAIL_TEXTS } from './emailKinds';

/** What the notices written by one statement share. */
export interface MailedNotices {
  kind: NoticeKind;
  round: number | null;
  createdAt: Date;
  /** The notices just written. */
  noticeIds: readonly number[];
}

/**
 * Queues an e-mail for each of these notices whose account has turned on its kind of mail
 * and has an address, in the caller's transaction: the notice and its mail commit together
 * or not at all. One statement, however many notices: a correction can name every manager
 * of a round, and only those who asked for mail get a row. Kinds that never go by e-mail
 * cost nothing.
 */
export async function queueNoticeMails(db: Knex, notices: MailedNotices): Promise<void> {
  const kind = EMAIL_OF_NOTICE[notices.kind];
  if (!kind || notices.noticeIds.length === 0) return;
  const texts = MAIL_TEXTS[kind];
  await db.raw(
    `INSERT INTO mail_outbox (user_id, kind, subject, text, path, created_at, next_attempt_at)
     SELECT n.user_id, ?, ?, n.text, ?, ?, ?
       FROM notices n
       JOIN unnest(?::int[]) AS written(id) ON written.id = n.id
       JOIN email_notice_settings s ON s.user_id = n.user_id AND s.${kind}
       JOIN users u ON u.id = n.user_id AND u.email <> ''
      ORDER BY n.id`,
    [
      kind,
      texts.subject(notices.round),
      texts.path,
      notices.createdAt,
      notices.createdAt,
      intArrayLiteral(notices.noticeIds),
    ],
  );
}
