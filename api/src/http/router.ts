import Router from '@koa/router';
import type Koa from 'koa';
import type { BusMessage } from '@vsf/engine';
import type { AppDeps } from '../appDeps';
import { loadRequestUser } from '../session/requestUser';
import { checkAccess, isAccess } from './access';
import { badRequest } from './errors';
import type { AnyRoute } from './route';
import { namedFieldErrors, validationMessage } from './validation';

/**
 * Each route is the same short chain: who may call it, validate the body, run the
 * handler (in a transaction when declared), answer, then publish its events.
 */
export function createApiRouter(routes: readonly AnyRoute[], deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const names = new Set<string>();
  for (const route of routes) {
    assertDeclared(route, names);
    const handle = (ctx: Koa.Context) => runRoute(route, ctx, deps);
    if (route.method === 'GET') router.get(`/${route.name}`, handle);
    else router.post(`/${route.name}`, handle);
  }
  return router;
}

function assertDeclared(route: AnyRoute, names: Set<string>): void {
  if (!isAccess(route.access)) throw new Error(`Route ${route.name} declares no access level`);
  if (!route.input) throw new Error(`Route ${route.name} declares no input schema`);
  if (names.has(route.name)) throw new Error(`Route ${route.name} is declared twice`);
  names.add(route.name);
}

async function runRoute(route: AnyRoute, ctx: Koa.Context, deps: AppDeps): Promise<void> {
  const user = await loadRequestUser(ctx, deps);
  checkAccess(route.access, user, undefined);
  const raw = route.method === 'GET' ? { ...ctx.query, ...ctx.params } : (ctx.request.body ?? {});
  const parsed = route.input.safeParse(raw, { error: namedFieldErrors });
  if (!parsed.success) throw badRequest(validationMessage(parsed.error));
  checkAccess(route.access, user, parsed.data);

  const queued: BusMessage[] = [];
  const run = (db: AppDeps['db']['knex']) =>
    route.handler({
      input: parsed.data,
      user: user as never,
      db,
      deps,
      publish: (message) => queued.push(message),
      ip: ctx.ip,
      koa: ctx,
    });
  const result = route.transaction ? await deps.db.knex.transaction((trx) => run(trx)) : await run(deps.db.knex);
  if (route.respond !== 'raw') ctx.body = { success: true, ...result };
  await publishAll(queued, deps);
}

async function publishAll(messages: BusMessage[], deps: AppDeps): Promise<void> {
  for (const message of messages) {
    // The write has committed; a lost notification must not turn it into an error.
    await deps.bus.publish(message).catch((error: unknown) => deps.log.error({ err: error }, 'event not published'));
  }
}
