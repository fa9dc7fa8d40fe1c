import { setTimeout as sleep } from 'node:timers/promises';
import type Koa from 'koa';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { normalizeUsername } from '@vsf/engine';
import type { AppDeps } from '../../appDeps';
import { HttpError } from '../http/errors';
import { rateLimitStore } from './rateLimitStore';

export const TOO_MANY_ATTEMPTS = 'For mange forsøk. Vent litt og prøv igjen.';

/** What one counter counts by: the address, the username, or the two together. */
export type CounterKey = 'ip' | 'username' | 'usernameAndIp';

/**
 * One counter of a scope: attempts per key within a window that starts at the key's first
 * attempt. Beyond `slowAfter` each attempt waits longer before it is answered; beyond
 * `refuseAfter` it is refused with 429 until the window ends.
 */
export interface RateCounter {
  key: CounterKey;
  windowSeconds: number;
  slowAfter?: number;
  refuseAfter?: number;
}

/**
 * What is limited: logging in (and checking a password), registering, guessing a private
 * league's code, asking whether a username is taken, and subscribing devices to pushes.
 */
export type RateScope = 'login' | 'register' | 'leagueCode' | 'usernameCheck' | 'pushSubscribe';

export interface RateLimits {
  counters: Record<RateScope, RateCounter[]>;
  /** The wait added per attempt beyond `slowAfter`, and the longest wait. */
  slowDownMs: number;
  maxSlowDownMs: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Guessing one account's password from one address is refused after 10 failures; from many
 * addresses it is slowed down, never refused, so the owner with the right password still gets
 * in. An address is slowed down after 30 failures and refused only at a rate no person types,
 * so one guesser does not lock out the fans behind the same address (a club house's wifi).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  counters: {
    login: [
      { key: 'usernameAndIp', windowSeconds: FIFTEEN_MINUTES, refuseAfter: 10 },
      { key: 'username', windowSeconds: FIFTEEN_MINUTES, slowAfter: 10 },
      { key: 'ip', windowSeconds: FIFTEEN_MINUTES, slowAfter: 30, refuseAfter: 500 },
    ],
    register: [
      { key: 'username', windowSeconds: FIFTEEN_MINUTES, refuseAfter: 10 },
      { key: 'ip', windowSeconds: FIFTEEN_MINUTES, refuseAfter: 30 },
    ],
    // The username is the session user's own: a guesser locks out only themselves.
    leagueCode: [
      { key: 'username', windowSeconds: FIFTEEN_MINUTES, refuseAfter: 10 },
      { key: 'ip', windowSeconds: FIFTEEN_MINUTES, slowAfter: 30, refuseAfter: 500 },
    ],
    // The live check of the forms asks once per pause in typing; a list of names is refused.
    usernameCheck: [{ key: 'ip', windowSeconds: 60, refuseAfter: 120 }],
    // Fans at a match share a carrier's few addresses: generous per hour, but no flood of devices.
    pushSubscribe: [{ key: 'ip', windowSeconds: 60 * 60, refuseAfter: 200 }],
  },
  slowDownMs: 1000,
  maxSlowDownMs: 10_000,
};

interface AppLimiters {
  limits: RateLimits;
  byCounter: Map<string, RateLimiterPostgres>;
}

// Keyed by the app's deps, so a test can tighten the limits of its own app without
// touching the composition root or the limits of any other app in the process.
const apps = new WeakMap<AppDeps, AppLimiters>();

/** Replaces the limits of one app (tests); the defaults apply everywhere else. */
export function setRateLimits(deps: AppDeps, limits: RateLimits): void {
  apps.set(deps, { limits, byCounter: new Map() });
}

function limitersOf(deps: AppDeps): AppLimiters {
  let app = apps.get(deps);
  if (!app) {
    app = { limits: DEFAULT_RATE_LIMITS, byCounter: new Map() };
    apps.set(deps, app);
  }
  return app;
}

/**
 * The counter's limiter, made once per app: rate-limiter-flexible's PostgreSQL store on the
 * app's database (api/src/platform/security/rateLimitStore.ts), so every API process shares the counts.
 */
function limiterFor(deps: AppDeps, scope: RateScope, index: number, counter: RateCounter): RateLimiterPostgres {
  const app = limitersOf(deps);
  const keyPrefix = `${scope}:${index}:${counter.key}`;
  let limiter = app.byCounter.get(keyPrefix);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: rateLimitStore(deps.db.knex),
      storeType: 'client',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points: counter.refuseAfter ?? counter.slowAfter ?? 1,
      duration: counter.windowSeconds,
    });
    app.byCounter.set(keyPrefix, limiter);
  }
  return limiter;
}

function keyOf(counter: RateCounter, who: { ip: string; username: string }): string {
  const username = normalizeUsername(who.username);
  if (counter.key === 'ip') return who.ip;
  return counter.key === 'username' ? username : `${username}@${who.ip}`;
}

export interface Attempt {
  /** Forget the attempt: it succeeded, and only failures should count against anyone. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt on every counter of the scope; throws 429 when one refuses it, and
 * waits first when one slows it down. The attempt is counted before any password is
 * checked, so parallel guesses cannot slip past the limit between a check and a write.
 */
export async function countAttempt(
  deps: AppDeps,
  scope: RateScope,
  who: { ip: string; username: string },
  koa?: Koa.Context,
): Promise<Attempt> {
  const { limits } = limitersOf(deps);
  const counted = await Promise.all(
    limits.counters[scope].map(async (counter, index) => {
      const limiter = limiterFor(deps, scope, index, counter);
      const key = keyOf(counter, who);
      const result = await limiter.penalty(key, 1);
      return { counter, limiter, key, result };
    }),
  );
  const refusing = counted.find(({ counter, result }) => result.consumedPoints > (counter.refuseAfter ?? Infinity));
  if (refusing) {
    koa?.set('Retry-After', String(Math.max(1, Math.ceil(refusing.result.msBeforeNext / 1000))));
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
  const beyond = Math.max(
    0,
    ...counted.map(({ counter, result }) => result.consumedPoints - (counter.slowAfter ?? Infinity)),
  );
  if (beyond > 0) await sleep(Math.min(beyond * limits.slowDownMs, limits.maxSlowDownMs));
  return {
    async succeeded() {
      await Promise.all(counted.map(({ limiter, key }) => limiter.reward(key, 1)));
    },
  };
}
