import type { AnyRoute } from './http/route';
import { fixtureRoutes } from './fixtures/routes';
import { realtimeRoutes } from './realtime/routes';
import { seasonRoutes } from './season/routes';
import { sessionRoutes } from './session/routes';
import { systemRoutes } from './system/routes';

/** Every route of the API, one list per area. */
export const allRoutes: readonly AnyRoute[] = [
  ...systemRoutes(() => allRoutes),
  ...sessionRoutes,
  ...seasonRoutes,
  ...fixtureRoutes,
  ...realtimeRoutes,
];
