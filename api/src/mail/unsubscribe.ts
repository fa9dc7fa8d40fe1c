import type { Knex } from 'knex';
import type { EmailNoticeSettings } from '@vsf/contract';
import { badRequest } from '../platform/http/errors';
import { readEmailSettings } from './emailSettings';
import { MAIL_MESSAGES } from './schemas';
import { verifyUnsubscribeToken } from './unsubscribeToken';

/**
 * Turns off the switch a signed token names and answers the account's switches. A token this
 * server did not sign is a 400 and changes nothing; one of a deleted account finds nothing
 * to turn off. No row is written for an account that never turned anything on.
 */
export async function unsubscribeByToken(db: Knex, secret: string, token: string): Promise<EmailNoticeSettings> {
  const claim = verifyUnsubscribeToken(secret, token);
  if (!claim) throw badRequest(MAIL_MESSAGES.tokenInvalid);
  await db('email_notice_settings')
    .where({ userId: claim.userId })
    .update({ [claim.kind]: false });
  return readEmailSettings(db, claim.userId);
}
