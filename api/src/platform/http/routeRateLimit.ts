import type Koa from 'koa';
import type { AppDeps } from '../../appDeps';
import { countAttempt, type Attempt, type RateScope } from '../security/rateLimit';
import type { SessionUser } from '@vsf/contract';
import type { Access } from './access';

/**
 * A route's declared rate limit: its scope (the counters in api/src/platform/security/rateLimit.ts),
 * and where a call counts less than every time.
 *
 * The username counted is the one the body names on routes open to anyone (logging in,
 * registering: there is no session user to count), and the session user's on the others,
 * so a logged-in user cannot spend another user's attempts by naming them.
 */
export interface RateLimitRule<Input, Answer> {
  scope: RateScope;
  /** Only calls for which this holds are counted (default: every call). */
  counts?(input: Input): boolean;
  /**
   * Whether an answered call gives its attempt back, because only failures should count
   * against anyone (default: every answer does; a refusal never does).
   */
  refund?(answer: Answer): boolean;
}

/** Scopes counted by the address alone: a route open to anyone may declare them without a username. */
type AddressScope = 'pushSubscribe';

/** Routes open to anyone count the body's username, so their input must have one (or the scope counts none). */
type Counted<Input, A extends Access> = A extends 'anyone'
  ? Input extends { username: string }
    ? RateScope
    : AddressScope
  : RateScope;

export type RouteRateLimit<Input, A extends Access, Answer> =
  Counted<Input, A> | (RateLimitRule<Input, Answer> & { scope: Counted<Input, A> });

interface LimitedRoute {
  access: Access;
  rateLimit?: RouteRateLimit<never, Access, never>;
}

/** What the router needs after the handler: whether to give the attempt back. */
export interface CountedCall {
  answered(answer: object): Promise<void>;
}

const NOT_COUNTED: CountedCall = { answered: async () => undefined };

/**
 * Counts the call when its route declares a limit (throws 429 beyond it, waits when the
 * counts say to slow down). Counted on the database itself, outside the route's
 * transaction: a refused call rolls its writes back, never its count.
 */
export async function countRouteCall(
  route: LimitedRoute,
  input: unknown,
  user: SessionUser | null,
  deps: AppDeps,
  koa: Koa.Context,
): Promise<CountedCall> {
  if (!route.rateLimit) return NOT_COUNTED;
  const rule: RateLimitRule<unknown, object> =
    typeof route.rateLimit === 'string'
      ? { scope: route.rateLimit }
      : (route.rateLimit as RateLimitRule<unknown, object>);
  if (rule.counts && !rule.counts(input)) return NOT_COUNTED;
  const username =
    route.access === 'anyone' ? ((input as { username?: string }).username ?? '') : (user?.username ?? '');
  const attempt: Attempt = await countAttempt(deps, rule.scope, { ip: koa.ip, username }, koa);
  return {
    async answered(answer) {
      if (!rule.refund || rule.refund(answer)) await attempt.succeeded();
    },
  };
}
