import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './app';

describe('the built web app as the server sends it', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vsf-web-dist-'));
  const script = 'console.log("heia");'.repeat(100);
  let base = '';
  let productionBase = '';
  let close = () => undefined as unknown;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Klubben</title>');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dist, 'assets', 'app-1.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-1.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets', 'app-1.js.map'), '{"version":3}');
    const serve = async (sourceMaps: boolean) => {
      const app = new Koa();
      serveWebApp(app, dist, { sourceMaps });
      const server = app.listen(0);
      await new Promise((resolve) => server.once('listening', resolve));
      return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
    };
    const development = await serve(true);
    const production = await serve(false);
    base = development.url;
    productionBase = production.url;
    close = () => [development.close(), production.close()];
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

  it('answers robots.txt with the file, a missing file with 404 and a page with the app', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toBe('User-agent: *\n');
    expect((await fetch(`${base}/assets/gone-2.js`)).status).toBe(404);
    const page = await fetch(`${base}/article/35`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>Klubben</title>');
  });

  it('serves source maps in development only', async () => {
    expect((await fetch(`${base}/assets/app-1.js.map`)).status).toBe(200);
    expect((await fetch(`${productionBase}/assets/app-1.js.map`)).status).toBe(404);
    expect((await fetch(`${productionBase}/assets/app-1.js`)).status).toBe(200);
  });
});
