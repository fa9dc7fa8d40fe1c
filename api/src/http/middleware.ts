import type Koa from 'koa';
import type { AppDeps } from '../appDeps';
import { HttpError, messages } from './errors';

/** Turns every failure into the contract's `{success: false, msg}`; internals stay in the log. */
export function errorHandler(deps: AppDeps): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { success: false, msg: messages.unknownCall };
      }
    } catch (error) {
      const { status, msg } = describe(error);
      if (status >= 500) deps.log.error({ err: error, path: ctx.path }, 'request failed');
      ctx.status = status;
      ctx.body = { success: false, msg };
    }
  };
}

function describe(error: unknown): { status: number; msg: string } {
  if (error instanceof HttpError) return { status: error.status, msg: error.message };
  const status = (error as { status?: unknown; type?: unknown }).status;
  const type = (error as { type?: unknown }).type;
  if (status === 413 || type === 'entity.too.large') return { status: 413, msg: messages.tooLarge };
  if (error instanceof SyntaxError || type === 'entity.parse.failed') return { status: 400, msg: messages.invalidJson };
  if (typeof status === 'number' && status >= 400 && status < 500) return { status: 400, msg: messages.badRequest };
  return { status: 500, msg: messages.internal };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes must come from the site itself (DESIGN §6). Browsers send Origin on every
 * cross-site POST; scripts without one (k6, curl) carry no cookie of a victim.
 */
export function sameOriginWrites(deps: AppDeps): Koa.Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && ctx.path.startsWith('/api/')) {
      const origin = ctx.get('Origin');
      const foreign = origin
        ? origin !== (deps.config.publicOrigin ?? `${ctx.protocol}://${ctx.host}`) && !allowedDevOrigin(origin, deps)
        : ctx.get('Sec-Fetch-Site') === 'cross-site';
      if (foreign) {
        ctx.status = 403;
        ctx.body = { success: false, msg: messages.otherOrigin };
        return;
      }
    }
    await next();
  };
}

/** The Vite dev server proxies from its own port; only outside production. */
function allowedDevOrigin(origin: string, deps: AppDeps): boolean {
  return !deps.config.production && /^http:\/\/(localhost|127\.0\.0\.1):5173$/.test(origin);
}

export function requestLog(deps: AppDeps): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    await next();
    if (!ctx.path.startsWith('/api/')) return;
    deps.log.info(
      { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
