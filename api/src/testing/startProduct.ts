import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusMessage } from '@vsf/engine';
import { loadConfig, startServer } from '../index';

export interface StartedProduct {
  url: string;
  /** A message straight onto the product's bus, as a handler's publish sends it (bench:live's baseline). */
  publish(message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole product in this process, embedded (PGlite, in-process bus, realtime on the same
 * HTTP server) as a new user's `npm start` runs it, with the demo club in a fresh temporary
 * data directory that `close()` removes, on a free port of 127.0.0.1. Serves the web app
 * built into `webDistDir`. Settings of the caller's environment (LOG_LEVEL, …) still apply,
 * but never its database or Redis.
 */
export async function startProduct(options: { webDistDir: string; now?: () => Date }): Promise<StartedProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vsf-product-'));
  const env = { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO: '1' };
  const server = await startServer(
    { ...loadConfig(env), webDistDir: options.webDistDir },
    { host: '127.0.0.1', now: options.now },
  );
  return {
    url: server.url,
    publish: (message) => server.deps.bus.publish(message),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
