import { createHmac, timingSafeEqual } from 'node:crypto';
import { ID_MAX } from '@vsf/engine';
import { EMAIL_KINDS, type EmailKind } from './emailKinds';

/**
 * The unsubscribe link's token: the account, the switch and an HMAC of both under a key made
 * from the session secret (`SESSION_SECRET`, or the one kept in DATA_DIR). The key is the
 * secret's HMAC of this purpose's name, not the secret itself, so a token's signature can
 * never equal a session's ID (accounts/sessionStore.ts signs those with the secret). A token
 * does one thing, turn its one switch off, and does not expire: a mail read a year later
 * still unsubscribes. Changing the session secret ends every link sent before.
 */
const PURPOSE = 'vsf-mail-unsubscribe-v1';

export interface UnsubscribeClaim {
  userId: number;
  kind: EmailKind;
}

/** `12.deadline.<43 characters>`: what a link carries, with nothing to escape in a URL. */
export const TOKEN_PATTERN = /^[1-9]\d{0,9}\.(deadline|corrections)\.[A-Za-z0-9_-]{43}$/;

function signature(secret: string, userId: number, kind: EmailKind): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(`${userId}.${kind}`).digest('base64url');
}

export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  return `${claim.userId}.${claim.kind}.${signature(secret, claim.userId, claim.kind)}`;
}

/**
 * The claim of a token this server signed, or null for anything else. The signature is
 * compared as text, in constant time: a token spelled another way (base64's spare bits) is refused too.
 */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [user, kind, given] = token.split('.') as [string, EmailKind, string];
  const userId = Number(user);
  if (userId > ID_MAX || !EMAIL_KINDS.includes(kind)) return null;
  const expected = Buffer.from(signature(secret, userId, kind));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { userId, kind } : null;
}
