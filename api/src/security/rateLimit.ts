import type { Knex } from 'knex';
import type Koa from 'koa';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../http/errors';

export const TOO_MANY_ATTEMPTS = 'For mange forsøk. Vent litt og prøv igjen.';

export interface RateRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * What is limited, each per IP and per username: logging in (and checking a password),
 * registering, and guessing a private league's code.
 */
export type RateScope = 'login' | 'register' | 'leagueCode';

export type RateLimits = Record<RateScope, { perIp: RateRule; perUsername: RateRule }>;

const FIFTEEN_MINUTES = 15 * 60;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: {
    perIp: { limit: 30, windowSeconds: FIFTEEN_MINUTES },
    perUsername: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  },
  register: {
    perIp: { limit: 30, windowSeconds: FIFTEEN_MINUTES },
    perUsername: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  },
  leagueCode: {
    perIp: { limit: 30, windowSeconds: FIFTEEN_MINUTES },
    perUsername: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  },
};

// Keyed by the app's deps, so a test can tighten the limits of its own app without
// touching the composition root or the limits of any other app in the process.
const overrides = new WeakMap<AppDeps, RateLimits>();

/** Replaces the limits of one app (tests); the defaults apply everywhere else. */
export function setRateLimits(deps: AppDeps, limits: RateLimits): void {
  overrides.set(deps, limits);
}

export function rateLimitsFor(deps: AppDeps): RateLimits {
  return overrides.get(deps) ?? DEFAULT_RATE_LIMITS;
}

interface Hit {
  key: string;
  windowStart: Date;
}

/**
 * Counts one attempt in the key's current fixed window, atomically in the database so
 * that every API process shares the count; true while the count is within the limit.
 */
async function hit(db: Knex, key: string, rule: RateRule, now: Date): Promise<{ ok: boolean; hit: Hit }> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const result = await db.raw<{ rows: { hits: number }[] }>(
    `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES (?, ?, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [key, windowStart],
  );
  const hits = Number(result.rows[0]?.hits ?? 0);
  return { ok: hits <= rule.limit, hit: { key, windowStart } };
}

/** Gives back counted attempts that turned out well (a successful login). */
async function refund(db: Knex, hits: Hit[]): Promise<void> {
  for (const { key, windowStart } of hits) {
    await db('rate_limit_hits').where({ key, windowStart }).decrement('hits', 1);
  }
}

export interface Attempt {
  /** Forget the attempt: it succeeded, and only failures should count against anyone. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt for the IP and for the username; throws 429 when either is over
 * its limit. The attempt is counted before any password is checked, so parallel
 * guesses cannot slip past the limit between a check and a write.
 */
export async function countAttempt(
  deps: AppDeps,
  db: Knex,
  scope: RateScope,
  who: { ip: string; username: string },
  koa?: Koa.Context,
): Promise<Attempt> {
  const rules = rateLimitsFor(deps)[scope];
  const now = deps.now();
  const byIp = await hit(db, `${scope}:ip:${who.ip}`, rules.perIp, now);
  const byName = await hit(db, `${scope}:user:${who.username.toLowerCase()}`, rules.perUsername, now);
  await pruneSometimes(db, now);
  if (!byIp.ok || !byName.ok) {
    const rule = !byIp.ok ? rules.perIp : rules.perUsername;
    koa?.set('Retry-After', String(rule.windowSeconds));
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
  return { succeeded: () => refund(db, [byIp.hit, byName.hit]) };
}

const DAY_MS = 24 * 3600 * 1000;

/** Old windows are useless; about one attempt in a hundred clears those over a day old. */
async function pruneSometimes(db: Knex, now: Date): Promise<void> {
  if (Math.random() >= 0.01) return;
  await db('rate_limit_hits')
    .where('windowStart', '<', new Date(now.getTime() - DAY_MS))
    .delete();
}
