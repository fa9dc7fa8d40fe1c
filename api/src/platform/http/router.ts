import Router from '@koa/router';
import type Koa from 'koa';
import type { BusMessage } from '@vsf/contract';
import type { AppDeps } from '../../appDeps';
import { publishAfterWrite, writeWithEvents } from '../bus/writeWithEvents';
import { loadRequestUser } from '../../accounts/requestUser';
import { checkAccess, isAccess } from './access';
import { messages } from './errors';
import { JSON_CONTENT_TYPE, type AnyRoute, type RouteContext } from './route';
import { routeInput } from './routeInput';
import { countRouteCall } from './routeRateLimit';

type Method = 'GET' | 'POST';

/**
 * Each route is the same short chain: who may call it, validate the body, count the call
 * when the route is rate-limited, run the handler (in a transaction when declared), answer, then publish its events.
 *
 * Calls are `/api/{name}`: they are found in a map by name, because matching the path against
 * ~150 layers one by one cost as much as a cached read itself (docs/PERFORMANCE.md). A path
 * that is exactly `/api/{name}` goes straight to its route, skipping the router's own dispatch
 * (4 % of a logged-in read's CPU); anything else (percent-encoded names, routes with path
 * parameters, unknown calls) takes the router, which answers the same.
 */
export function createApiRouter(routes: readonly AnyRoute[], deps: AppDeps): ApiRouter {
  const router = new Router({ prefix: '/api' });
  const byName = new Map<string, Partial<Record<Method, AnyRoute>>>();
  const declared = new Set<string>();
  for (const route of routes) {
    assertDeclared(route, declared);
    const method = route.method ?? 'POST';
    if (route.name.includes('/')) {
      const handle = (ctx: Koa.Context) => runRoute(route, ctx, deps, ctx.params);
      if (method === 'GET') router.get(`/${route.name}`, handle);
      else router.post(`/${route.name}`, handle);
    } else {
      byName.set(route.name, { ...byName.get(route.name), [method]: route });
    }
  }
  const byNameRoute = (ctx: Koa.Context, methods: Partial<Record<Method, AnyRoute>>): Promise<void> | void => {
    const route = ctx.method === 'HEAD' ? methods.GET : methods[ctx.method as Method];
    if (!route) return wrongMethod(ctx, methods);
    return runRoute(route, ctx, deps, {});
  };
  router.all('/:name', async (ctx, next) => {
    const methods = byName.get(ctx.params.name ?? '');
    if (!methods) return next();
    return byNameRoute(ctx, methods);
  });
  const calls: Koa.Middleware = (ctx, next) => {
    const { path } = ctx;
    const methods = path.startsWith(PREFIX) ? byName.get(path.slice(PREFIX.length)) : undefined;
    return methods ? byNameRoute(ctx, methods) : next();
  };
  return { calls, routes: router.routes(), allowedMethods: router.allowedMethods() };
}

/** The API's middleware, used in this order: the calls by exact name, then the router. */
export interface ApiRouter {
  calls: Koa.Middleware;
  routes: ReturnType<Router['routes']>;
  allowedMethods: ReturnType<Router['allowedMethods']>;
}

const PREFIX = '/api/';

function assertDeclared(route: AnyRoute, names: Set<string>): void {
  if (!isAccess(route.access)) throw new Error(`Route ${route.name} declares no access level`);
  if (!route.input) throw new Error(`Route ${route.name} declares no input schema`);
  if (names.has(route.name)) throw new Error(`Route ${route.name} is declared twice`);
  names.add(route.name);
}

function wrongMethod(ctx: Koa.Context, methods: Partial<Record<Method, AnyRoute>>): void {
  const allowed = Object.keys(methods);
  if (ctx.method === 'OPTIONS') {
    ctx.status = 204;
  } else {
    ctx.status = 405;
    ctx.body = { success: false, msg: messages.wrongMethod(allowed.join(' eller ')) };
  }
  ctx.set('Allow', (methods.GET ? ['HEAD', ...allowed] : allowed).join(', '));
}

async function runRoute(
  route: AnyRoute,
  ctx: Koa.Context,
  deps: AppDeps,
  params: Record<string, string>,
): Promise<void> {
  // The call's name for /metrics (requestEdge), known only here.
  (ctx.state as { call?: string }).call = route.name;
  const user = await loadRequestUser(ctx, deps);
  checkAccess(route.access, user, undefined);
  const input = await routeInput(route, ctx, params);
  checkAccess(route.access, user, input);
  // Most routes declare no limit: they skip the counting without awaiting anything.
  const counted = route.rateLimit ? await countRouteCall(route, input, user, deps, ctx) : null;

  const queued: BusMessage[] = [];
  const context: RouteContext<unknown, never> = {
    input,
    user: user as never,
    db: deps.db.knex,
    deps,
    publish: queued.push.bind(queued),
    ip: ctx.ip,
    koa: ctx,
  };
  const result = route.transaction
    ? await writeWithEvents(deps, (trx, publish) => route.handler({ ...context, db: trx, publish }))
    : await route.handler(context);
  if (counted) await counted.answered(result);
  if (route.respond !== 'raw') {
    // As a header, not through Koa's type lookup, which was 3 % of a logged-in read's CPU.
    ctx.set('Content-Type', JSON_CONTENT_TYPE);
    ctx.body = { success: true, ...result };
  }
  await publishAfterWrite(deps, queued);
}
