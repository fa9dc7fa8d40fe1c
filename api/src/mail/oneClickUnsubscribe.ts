import type Koa from 'koa';
import type { AppDeps } from '../appDeps';
import { badRequest } from '../platform/http/errors';
import { JSON_CONTENT_TYPE } from '../platform/http/route';
import { UNSUBSCRIBE_PATH } from './composeMail';
import { unsubscribeByToken } from './unsubscribe';
import { MAIL_MESSAGES, unsubscribeEmailSchema } from './schemas';

/**
 * The one-click unsubscribe of RFC 8058: a mail client's button POSTs
 * `List-Unsubscribe=One-Click` to the `List-Unsubscribe` address, which is the unsubscribe
 * page's own (`/epost/avmeld?token=…`; a GET shows the page, which asks `unsubscribeEmail`).
 * The token is in the address, the body says nothing more and is not read. It answers as the
 * call does, and changes what the call changes: the token's one switch.
 */
export function oneClickUnsubscribe(deps: Pick<AppDeps, 'db' | 'config'>): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== UNSUBSCRIBE_PATH || ctx.method !== 'POST') return next();
    const parsed = unsubscribeEmailSchema.safeParse({ token: ctx.query.token });
    if (!parsed.success) throw badRequest(MAIL_MESSAGES.tokenInvalid);
    const settings = await deps.db.knex.transaction((trx) =>
      unsubscribeByToken(trx, deps.config.sessionSecret, parsed.data.token),
    );
    ctx.set('Content-Type', JSON_CONTENT_TYPE);
    ctx.body = { success: true, ...settings };
  };
}
