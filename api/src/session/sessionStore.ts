import { createHmac, randomBytes } from 'node:crypto';
import { joined } from '../db/queryResults';
import type { Knex } from 'knex';
import { USER_COLUMNS, toSessionUser, type UserRow } from './sessionUser';
import type { SessionUser } from '@vsf/engine';

export const SESSION_COOKIE = 'vsf_session';
export const SESSION_DAYS = 30;

/**
 * The cookie holds a random token; the table holds only its HMAC, so neither a copy
 * of the database nor a copy of the secret alone lets anyone into an account.
 */
export function sessionId(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

export async function createSession(
  db: Knex,
  secret: string,
  userID: number,
  meta: { ip: string; userAgent: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(meta.now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
  await db('sessions').insert({
    id: sessionId(token, secret),
    userId: userID,
    createdAt: meta.now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 300),
  });
  return { token, expiresAt };
}

export async function findSessionUser(db: Knex, secret: string, token: string, now: Date): Promise<SessionUser | null> {
  const row = await joined<UserRow>(
    db('sessions')
      .join('users', 'users.id', 'sessions.user_id')
      .select(USER_COLUMNS)
      .where('sessions.id', sessionId(token, secret))
      .andWhere('sessions.expires_at', '>', now),
  ).first();
  return row ? toSessionUser(row) : null;
}

export async function endSession(db: Knex, secret: string, token: string): Promise<void> {
  await db('sessions').where('id', sessionId(token, secret)).delete();
}
