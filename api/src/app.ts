import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import type { AppDeps } from './appDeps';
import { attachReadCaches } from './cache/readCache';
import { requestEdge, sameOriginWrites } from './http/middleware';
import type { AnyRoute } from './http/route';
import { createApiRouter } from './http/router';
import { allRoutes } from './routes';

/** The Koa app: the API under /api and, when built, the web app for every other path. */
export function createApp(deps: AppDeps, routes: readonly AnyRoute[] = allRoutes): Koa {
  const app = new Koa({ proxy: process.env.TRUST_PROXY === '1' });
  const router = createApiRouter(routes, deps);
  // Hot public answers are cached per process and dropped on the bus's change events.
  attachReadCaches(deps);
  app.use(requestEdge(deps));
  app.use(sameOriginWrites(deps));
  app.use(router.routes());
  app.use(router.allowedMethods());
  serveWebApp(app, deps.config.webDistDir);
  return app;
}

/**
 * Hashed assets are cached for a year; index.html never, so a new build is picked
 * up at once. Unknown paths outside /api get index.html: the router in the browser
 * decides what they show.
 */
function serveWebApp(app: Koa, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  app.use(
    serve(distDir, {
      index: false,
      setHeaders: (res, path) => {
        if (path.includes(`${join(distDir, 'assets')}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const html = readFileSync(indexFile, 'utf8');
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io')) return next();
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = html;
  });
}
