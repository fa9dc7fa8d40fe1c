import { HttpError, messages } from './errors';
import type { SessionUser } from '@vsf/contract';

/**
 * Who may call a route. Every route declares one; the router refuses a route
 * without it, and the role matrix test calls every route as every role.
 */
export const ACCESS_LEVELS = ['anyone', 'loggedIn', 'owner', 'player', 'poster', 'adminOrPoster', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type UserFor<A extends Access> = A extends 'anyone' ? SessionUser | null : SessionUser;

export function isAccess(value: unknown): value is Access {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}

/**
 * 'owner' routes act on the session's own user: a body naming another userID is
 * refused rather than silently redirected, so a forged request is visible.
 */
export function checkAccess(access: Access, user: SessionUser | null, input: unknown): void {
  if (access === 'anyone') return;
  if (!user) throw new HttpError(401, messages.notLoggedIn);
  const allowed =
    access === 'loggedIn' ||
    access === 'owner' ||
    (access === 'player' && user.isPlayer === 1) ||
    (access === 'poster' && user.isPoster === 1) ||
    (access === 'adminOrPoster' && (user.isAdmin === 1 || user.isPoster === 1)) ||
    (access === 'admin' && user.isAdmin === 1);
  if (!allowed) throw new HttpError(403, messages.forbidden);
  if (access === 'owner') {
    const named = input && typeof input === 'object' && 'userID' in input ? input.userID : undefined;
    if (named !== undefined && named !== null && Number(named) !== user.userID) {
      throw new HttpError(403, messages.notOwner);
    }
  }
}
