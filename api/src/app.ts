import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import type { AppDeps } from './appDeps';
import { attachReadCaches } from './platform/cache/readCache';
import { sessionCache } from './accounts/sessionCache';
import { requestEdge, sameOriginWrites } from './platform/http/middleware';
import type { AnyRoute } from './platform/http/route';
import { createApiRouter } from './platform/http/router';
import { allRoutes } from './routes';
import { oneClickUnsubscribe } from './mail';
import { serveMetrics } from './platform/metrics/metrics';
import { serveFavicon } from './platform/http/favicon';
import { appPagePolicy, setPageHeaders, shopFramePage, shopFramePolicy } from './platform/http/pageSecurity';

/** The Koa app: the API under /api and, when built, the web app for every other path. */
export function createApp(deps: AppDeps, routes: readonly AnyRoute[] = allRoutes): Koa {
  // Koa reads the client's address from X-Forwarded-For only behind proxies, and then only
  // the entries the configured proxies added (the rightmost ones).
  const hops = deps.config.trustProxyHops;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  const api = createApiRouter(routes, deps);
  // Hot public answers are cached per process and dropped on the bus's change events.
  attachReadCaches(deps);
  sessionCache(deps.bus);
  app.use(requestEdge(deps));
  app.use(serveMetrics(deps.config.metricsToken));
  app.use(sameOriginWrites(deps));
  app.use(api.calls);
  app.use(api.routes);
  app.use(api.allowedMethods);
  app.use(oneClickUnsubscribe(deps));
  serveShopFrame(app, deps.config.shopUrl);
  serveWebApp(app, deps.config.webDistDir, {
    sourceMaps: !deps.config.production,
    pagePolicy: appPagePolicy(deps.config.realtimeUrl),
  });
  return app;
}

/** /shop-frame: the shop's script in a sandbox of its own (pageSecurity.ts); without SHOP_URL, a page of the app like any other. */
export function serveShopFrame(app: Koa, shopUrl: string | null): void {
  if (!shopUrl) return;
  const page = shopFramePage(shopUrl);
  const policy = shopFramePolicy(shopUrl);
  app.use((ctx, next) => {
    if (ctx.path !== '/shop-frame' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    setPageHeaders(ctx, policy);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = page;
    return undefined;
  });
}

/**
 * Files a browser must ask for again on every visit: the service worker (a new build is found
 * through it), the manifest (the app's name and colours) and the page.
 */
const UNCACHED_FILES = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/** A path naming a file (`/robots.txt`, `/assets/x.js`), not a page of the app. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * Hashed assets are cached for a year; index.html, the service worker and the manifest never,
 * so a new build is picked up at once. Scripts, styles and SVGs go out as the .br or .gz the
 * build made beside them, whichever the browser accepts. Unknown paths outside /api get index.html: the router in
 * the browser decides what they show; a missing file (a path with an extension) is a 404,
 * so a crawler's robots.txt or a stale chunk is never answered with the page.
 */
export function serveWebApp(
  app: Koa,
  distDir: string,
  { sourceMaps, pagePolicy }: { sourceMaps: boolean; pagePolicy: string },
): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  // The build writes source maps for local debugging; in production they would hand anyone
  // the unminified client, so there they are not served (404).
  if (!sourceMaps) app.use((ctx, next) => (ctx.path.endsWith('.map') ? undefined : next()));
  serveFavicon(app, distDir);
  app.use(
    serve(distDir, {
      index: false,
      brotli: true,
      gzip: true,
      setHeaders: (res, path) => {
        res.setHeader('Vary', 'Accept-Encoding');
        if (path.includes(`${join(distDir, 'assets')}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (UNCACHED_FILES.has(relative(distDir, path).replace(/\.(br|gz)$/, '')))
          res.setHeader('Cache-Control', 'no-cache');
        // The service worker keeps /index.html as the page of every path: it carries the page's policy.
        if (path === indexFile) res.setHeader('Content-Security-Policy', pagePolicy);
      },
    }),
  );
  const html = readFileSync(indexFile, 'utf8');
  app.use(async (ctx, next) => {
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (!read || ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io')) return next();
    if (FILE_PATH.test(ctx.path)) return next();
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    setPageHeaders(ctx, pagePolicy);
    ctx.body = html;
  });
}
