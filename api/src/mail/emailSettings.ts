import type { Knex } from 'knex';
import type { EmailNoticeSettings } from '@vsf/contract';
import type { EmailKind } from './emailKinds';

const OFF: EmailNoticeSettings = { deadline: false, corrections: false };

/** An account's switches; both off when it never set them (migrations 0018_email_notices). */
export async function readEmailSettings(db: Knex, userId: number): Promise<EmailNoticeSettings> {
  const row = await db('email_notice_settings').where({ userId }).first('deadline', 'corrections');
  return row ? { deadline: row.deadline, corrections: row.corrections } : OFF;
}

/** Sets the switches named and keeps the others; answers them all as stored. */
export async function writeEmailSettings(
  db: Knex,
  userId: number,
  changes: Partial<EmailNoticeSettings>,
): Promise<EmailNoticeSettings> {
  const named = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(named).length === 0) return readEmailSettings(db, userId);
  await db('email_notice_settings')
    .insert({ ...OFF, ...named, userId })
    .onConflict('userId')
    .merge(Object.keys(named) as EmailKind[]);
  return readEmailSettings(db, userId);
}
