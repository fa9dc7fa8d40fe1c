import type Koa from 'koa';
import type { AppDeps } from '../appDeps';
import { SESSION_COOKIE, findSessionUser } from './sessionStore';
import type { SessionUser } from '@vsf/contract';

const CACHE_KEY = 'sessionUser';

/** The logged-in user of this request, looked up once; null without a valid session. */
export async function loadRequestUser(ctx: Koa.Context, deps: AppDeps): Promise<SessionUser | null> {
  if (CACHE_KEY in ctx.state) return ctx.state[CACHE_KEY] as SessionUser | null;
  const token = ctx.cookies.get(SESSION_COOKIE);
  const user = token ? await findSessionUser(deps, token) : null;
  ctx.state[CACHE_KEY] = user;
  return user;
}

/** Sets or clears the session cookie: HttpOnly, SameSite=Lax, Secure behind https. */
export function setSessionCookie(ctx: Koa.Context, token: string | null, expiresAt?: Date): void {
  ctx.cookies.set(SESSION_COOKIE, token ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    overwrite: true,
    ...(token ? { expires: expiresAt } : { maxAge: 0 }),
  });
  delete ctx.state[CACHE_KEY];
}
