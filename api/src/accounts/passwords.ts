import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// The library's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;

/** argon2id with the library's recommended cost (DESIGN §6). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID });
}

/** False for anything that is not a matching argon2 hash, such as the bot's '!'. */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  if (!storedHash.startsWith('$argon2')) return false;
  return verify(storedHash, plain).catch(() => false);
}

let unknownUserHash: Promise<string> | null = null;

/**
 * Checks a password against a hash no one has, for a login naming no user: it costs what a
 * wrong password for a real user costs, so the answer's time does not tell whether the
 * username exists. Always false.
 */
export async function verifyNoUser(plain: string): Promise<false> {
  unknownUserHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verify(await unknownUserHash, plain).catch(() => false);
  return false;
}
