import escapeHtml from 'escape-html';
import type Koa from 'koa';

/**
 * What a browser may load on the app's pages. Scripts and styles come from the
 * site only, with nothing inline: article HTML is sanitized, and should anything slip through
 * the sanitizer, the browser still runs none of it. Images are the site's own (uploads are
 * re-encoded and served from /api/images) or data and blob URLs (the upload preview). The
 * realtime server may be another host (PUBLIC_REALTIME_URL): its origin is allowed for the
 * socket. Frames are the site's own (the shop's sandboxed frame), and only the site may frame
 * its pages.
 */
export function appPagePolicy(realtimeUrl: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    ['connect-src', "'self'", ...socketOrigins(realtimeUrl)].join(' '),
    "font-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The realtime host's origin for HTTP (long polling) and WebSocket. */
function socketOrigins(realtimeUrl: string | null): string[] {
  if (!realtimeUrl) return [];
  const url = new URL(realtimeUrl);
  const socketScheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return [url.origin, `${socketScheme}//${url.host}`];
}

/**
 * The sandbox the shop's script runs in (/shop-frame): its own opaque origin, so it can neither
 * read the site's pages nor call the API with a visitor's cookie, even if the shop's script
 * were taken over. It may run scripts from the shop's origin, submit forms and open the shop
 * in a new tab; what it shows is the shop's business (any https source).
 */
export function shopFramePolicy(shopUrl: string): string {
  const shop = new URL(shopUrl).origin;
  return [
    'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
    "default-src 'none'",
    `script-src ${shop}`,
    "style-src https: 'unsafe-inline'",
    'img-src https: data:',
    'font-src https: data:',
    'connect-src https:',
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

/** A year of https only, for this host and its subdomains, once a browser has seen it over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers of a page: its policy, and HSTS when the request came over https (directly or, with TRUST_PROXY, through the proxy). */
export function setPageHeaders(ctx: Koa.Context, policy: string): void {
  ctx.set('Content-Security-Policy', policy);
  if (ctx.secure) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

/** The shop frame's page: a box for the shop and its script (SHOP_URL), nothing of the site's. */
export function shopFramePage(shopUrl: string): string {
  const src = escapeHtml(new URL(shopUrl).href);
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>Nettbutikken</title></head><body><div id="shop"></div><script src="${src}" async></script></body></html>`;
}
