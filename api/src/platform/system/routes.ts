import { z } from 'zod';
import type { CallAnswer } from '@vsf/contract';
import { defineRoute, rawAnswer, type AnyRoute } from '../http/route';
import { openApiDocument } from '../http/openapi';

const health = defineRoute({
  name: 'health',
  method: 'GET',
  access: 'anyone',
  summary: 'Whether the database and the event bus answer.',
  input: z.object({}),
  respond: 'raw',
  async handler({ deps, koa }) {
    const [database, bus] = await Promise.all([
      deps.db.knex
        .raw('select 1')
        .then(() => true)
        .catch(() => false),
      deps.bus.healthy().catch(() => false),
    ]);
    const ok = database && bus;
    const answer: CallAnswer<'health'> = { database: database ? 'ok' : 'feil', bus: bus ? 'ok' : 'feil' };
    koa.status = ok ? 200 : 503;
    koa.body = { success: ok, ...answer, ...(ok ? {} : { msg: 'Tjenesten er ikke klar.' }) };
    return rawAnswer<typeof answer>();
  },
});

const live = defineRoute({
  name: 'live',
  method: 'GET',
  access: 'anyone',
  summary: 'Liveness: the process answers, whatever the database and Redis do.',
  input: z.object({}),
  async handler() {
    return { alive: true as const };
  },
});

const config = defineRoute({
  name: 'config',
  method: 'GET',
  access: 'anyone',
  summary: 'What the browser needs to know about this installation.',
  input: z.object({}),
  async handler({ deps }) {
    return { realtimeUrl: deps.config.realtimeUrl, shopUrl: deps.config.shopUrl };
  },
});

/** The reference is built from every route, including itself. */
export function systemRoutes(allRoutes: () => readonly AnyRoute[]): AnyRoute[] {
  const openapi = defineRoute({
    name: 'openapi.json',
    method: 'GET',
    access: 'anyone',
    summary: 'This API reference (OpenAPI 3.1).',
    input: z.object({}),
    respond: 'raw',
    async handler({ koa }) {
      koa.body = openApiDocument(allRoutes());
      return rawAnswer();
    },
  });
  return [health, live, config, openapi];
}
