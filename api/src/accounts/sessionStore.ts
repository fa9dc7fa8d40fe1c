import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { joined } from '../platform/db/queryResults';
import type { Knex } from 'knex';
import { USER_COLUMNS, toSessionUser, type UserRow } from './sessionUser';
import type { SessionUser } from '@vsf/contract';
import type { AppDeps } from '../appDeps';
import { sessionCache, type StoredSession } from './sessionCache';
import { deleteSession, insertSession, type UserWriter } from './userWrites';

export const SESSION_COOKIE = 'vsf_session';
export const SESSION_DAYS = 30;

/**
 * The cookie holds a random token; the table holds only its HMAC, so neither a copy
 * of the database nor a copy of the secret alone lets anyone into an account.
 */
export function sessionId(token: string, secret: string): string {
  return createHmac('sha256', hmacKey(secret)).update(token).digest('base64url');
}

let key: { secret: string; object: KeyObject } | null = null;

/** The secret as a key object, made once: preparing the key on every request was a fifth of the HMAC's cost. */
function hmacKey(secret: string): KeyObject {
  if (key?.secret !== secret) key = { secret, object: createSecretKey(Buffer.from(secret, 'utf8')) };
  return key.object;
}

export async function createSession(
  db: Knex,
  secret: string,
  userID: number,
  meta: { ip: string; userAgent: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(meta.now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
  await insertSession(
    { db },
    {
      id: sessionId(token, secret),
      userId: userID,
      createdAt: meta.now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
    },
  );
  return { token, expiresAt };
}

/** The session's user, kept by the process until a write announces a change to it (`sessionCache.ts`). */
export async function findSessionUser(
  deps: Pick<AppDeps, 'db' | 'bus' | 'config' | 'now'>,
  token: string,
): Promise<SessionUser | null> {
  const now = deps.now();
  // Kept by the token, so a kept session costs no HMAC (4 % of a logged-in read's CPU):
  // the token is in the process's memory during every request anyway.
  return sessionCache(deps.bus).find(token, now, () =>
    readSession(deps.db.knex, sessionId(token, deps.config.sessionSecret), now),
  );
}

async function readSession(db: Knex, id: string, now: Date): Promise<StoredSession | null> {
  const row = await joined<UserRow & { sessionExpiresAt: Date }>(
    db('sessions')
      .join('users', 'users.id', 'sessions.user_id')
      .select([...USER_COLUMNS, 'sessions.expires_at as session_expires_at'])
      .where('sessions.id', id)
      .andWhere('sessions.expires_at', '>', now),
  ).first();
  return row ? { user: toSessionUser(row), expiresAt: row.sessionExpiresAt } : null;
}

export async function endSession(writer: UserWriter, secret: string, token: string): Promise<void> {
  await deleteSession(writer, sessionId(token, secret));
}
