import type Koa from 'koa';
import type { AppDeps } from '../../appDeps';
import { observeRequest } from '../metrics/metrics';
import { HttpError, messages } from './errors';

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
} as const;

/**
 * The outer edge of every request, in one middleware because each extra layer costs a
 * measurable share of a cached read (docs/PERFORMANCE.md): failures become the contract's
 * `{success: false, msg}` with internals kept in the log, the security headers are set, and
 * every request is counted by call and status with its time (/metrics); API calls are logged.
 */
export function requestEdge(deps: AppDeps): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { success: false, msg: messages.unknownCall };
      }
    } catch (error) {
      const { status, msg } = describeError(error);
      if (status === 503) {
        deps.log.warn({ err: error, path: ctx.path }, 'database unavailable');
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      } else if (status >= 500) deps.log.error({ err: error, path: ctx.path }, 'request failed');
      ctx.status = status;
      ctx.body = { success: false, msg };
    }
    ctx.set(SECURITY_HEADERS);
    const ms = performance.now() - started;
    const call = (ctx.state as { call?: string }).call ?? (ctx.path.startsWith('/api/') ? 'unknown' : 'web');
    observeRequest(call, ctx.status, ms / 1000);
    if (deps.log.isLevelEnabled('info') && ctx.path.startsWith('/api/')) {
      deps.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms) }, 'request');
    }
  };
}

/**
 * PostgreSQL's error codes for a write that lost a race to an identical one (unique_violation),
 * and for values the schemas should have refused (numeric_value_out_of_range,
 * untranslatable_character: a NUL byte), the same on PGlite and PostgreSQL.
 */
const UNIQUE_VIOLATION = '23505';
const BAD_VALUE_CODES = new Set(['22003', '22P05', '22021']);

/**
 * What a database that is down or restarting answers: the socket's errors, PostgreSQL's
 * connection exceptions (class 08) and shutdown or start-up (57P01–57P03), node-postgres'
 * lost connection and knex's pool giving up on a connection: 503 with Retry-After, so a client
 * knows to try again (a transaction that could not reach the database was not saved).
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// knex puts the query before the driver's message ('select … - Connection terminated …').
const LOST_CONNECTION = /Connection terminated|Client has encountered a connection error|Connection ended/;
/** How long a client should wait before trying again: PostgreSQL restarts within seconds. */
const RETRY_AFTER_SECONDS = 5;

function databaseUnavailable(error: unknown): boolean {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)))
    return true;
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

export function describeError(error: unknown): { status: number; msg: string } {
  if (error instanceof HttpError) return { status: error.status, msg: error.message };
  if (databaseUnavailable(error)) return { status: 503, msg: messages.databaseUnavailable };
  const code = (error as { code?: unknown }).code;
  if (code === UNIQUE_VIOLATION) return { status: 409, msg: messages.alreadyExists };
  if (typeof code === 'string' && BAD_VALUE_CODES.has(code)) return { status: 400, msg: messages.badRequest };
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
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && ctx.path.startsWith('/api/')) {
      const origin = ctx.get('Origin');
      const foreign = origin
        ? origin !== (deps.config.publicOrigin ?? `${ctx.protocol}://${ctx.host}`) && !allowedDevOrigin(origin, deps)
        : ctx.get('Sec-Fetch-Site') === 'cross-site';
      if (foreign) {
        ctx.status = 403;
        ctx.body = { success: false, msg: messages.otherOrigin };
        return Promise.resolve();
      }
    }
    return next();
  };
}

/** The Vite dev server proxies from its own port; only outside production. */
function allowedDevOrigin(origin: string, deps: AppDeps): boolean {
  return !deps.config.production && /^http:\/\/(localhost|127\.0\.0\.1):5173$/.test(origin);
}
