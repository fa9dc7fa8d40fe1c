import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveShopFrame, serveWebApp } from './app';
import decodeIco from 'decode-ico';
import { FAVICON_SIZES } from './platform/http/favicon';
import { appPagePolicy } from './platform/http/pageSecurity';

describe('the built web app as the server sends it', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vsf-web-dist-'));
  const script = 'console.log("heia");'.repeat(100);
  let base = '';
  let productionBase = '';
  let proxiedBase = '';
  let close = () => undefined as unknown;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Klubben</title>');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dist, 'favicon.svg'), readFileSync(new URL('../../web/public/favicon.svg', import.meta.url)));
    writeFileSync(join(dist, 'sw.js'), script);
    writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Klubben"}');
    writeFileSync(join(dist, 'assets', 'app-1.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-1.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets', 'app-1.js.map'), '{"version":3}');
    const serve = async (sourceMaps: boolean, proxy = false) => {
      const app = new Koa({ proxy });
      serveShopFrame(app, sourceMaps ? 'https://butikk.example/klient.js?a=1&b="2"' : null);
      serveWebApp(app, dist, { sourceMaps, pagePolicy: appPagePolicy(null) });
      const server = app.listen(0);
      await new Promise((resolve) => server.once('listening', resolve));
      return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
    };
    const development = await serve(true);
    const production = await serve(false);
    const proxied = await serve(false, true);
    base = development.url;
    productionBase = production.url;
    proxiedBase = proxied.url;
    close = () => [development.close(), production.close(), proxied.close()];
  });
  afterAll(() => {
    close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const brotli = await fetch(`${base}/assets/app-1.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe(script);
    const gzip = await fetch(`${base}/assets/app-1.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);
  });

  it('answers /favicon.ico with the club crest as an icon file at each size', async () => {
    const answer = await fetch(`${productionBase}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/x-icon');
    const images = decodeIco(new Uint8Array(await answer.arrayBuffer()));
    expect(images.map(({ width, height }) => ({ width, height }))).toEqual(
      FAVICON_SIZES.map((size) => ({ width: size, height: size })),
    );
    // The crest is drawn at 48 px: a third of the way down the middle is the shield's blue, opaque.
    const { width, data } = images[2]!;
    const inside = (Math.floor(width / 3) * width + Math.floor(width / 2)) * 4;
    const [red = 0, , blue = 0, alpha = 0] = data.subarray(inside, inside + 4);
    expect(alpha).toBe(255);
    expect(blue).toBeGreaterThan(red + 50);
  });

  it('answers robots.txt with the file, a missing file with 404 and a page with the app', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toBe('User-agent: *\n');
    expect((await fetch(`${base}/assets/gone-2.js`)).status).toBe(404);
    const page = await fetch(`${base}/article/35`);
    expect(page.headers.get('content-type')).toContain('text/html');
    // A link checker or a monitor asks with HEAD: the same answer without the body.
    const head = await fetch(`${base}/article/35`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await page.text()).toContain('<title>Klubben</title>');
  });

  it('serves source maps in development only', async () => {
    expect((await fetch(`${base}/assets/app-1.js.map`)).status).toBe(200);
    expect((await fetch(`${productionBase}/assets/app-1.js.map`)).status).toBe(404);
    expect((await fetch(`${productionBase}/assets/app-1.js`)).status).toBe(200);
  });

  it('sends pages with a policy that runs scripts of the site only, and HSTS only over https', async () => {
    const page = await fetch(`${base}/fixtures`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const overHttps = await fetch(`${proxiedBase}/fixtures`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('has the service worker and the manifest asked for again on every visit, and /index.html under the page policy', async () => {
    for (const encoding of ['br', 'identity']) {
      const worker = await fetch(`${productionBase}/sw.js`, { headers: { 'Accept-Encoding': encoding } });
      expect([worker.status, worker.headers.get('cache-control')]).toEqual([200, 'no-cache']);
      expect(worker.headers.get('content-type')).toContain('javascript');
      expect(await worker.text()).toBe(script);
    }
    const manifest = await fetch(`${productionBase}/manifest.webmanifest`);
    expect([manifest.status, manifest.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    // The worker keeps /index.html as every page: it must carry the policy a page is sent with.
    const shell = await fetch(`${productionBase}/index.html`);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(shell.headers.get('content-security-policy')).toBe(appPagePolicy(null));
  });

  it('allows the socket to a realtime host of its own', () => {
    expect(appPagePolicy('https://live.klubben.no')).toContain(
      "connect-src 'self' https://live.klubben.no wss://live.klubben.no",
    );
  });

  it('runs the shop in a sandbox of its own, and has no shop frame without SHOP_URL', async () => {
    const frame = await fetch(`${base}/shop-frame`);
    expect(frame.status).toBe(200);
    const policy = frame.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox;/);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain('script-src https://butikk.example;');
    expect(await frame.text()).toContain('<script src="https://butikk.example/klient.js?a=1&amp;b=%222%22" async>');
    // Without a shop the path is just another page of the app (which says it is not found).
    const noShop = await fetch(`${productionBase}/shop-frame`);
    expect(noShop.headers.get('content-security-policy')).not.toContain('sandbox');
    expect(await noShop.text()).toContain('<title>Klubben</title>');
  });
});
