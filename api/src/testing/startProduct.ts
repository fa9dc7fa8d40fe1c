import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { BusMessage } from '@vsf/contract';
import { loadConfig, startServer } from '../index';

export interface StartedProduct {
  url: string;
  /** A message straight onto the product's bus, as a handler's publish sends it (bench:live's baseline). */
  publish(message: BusMessage): Promise<void>;
  /** Every message on the product's bus as it is published (bench:live times the publishes). */
  subscribe(handler: (message: BusMessage) => void): () => void;
  /** The product's own database, for a benchmark to fill before it measures. */
  knex: Knex;
  /** The secret sessions are signed with, for sessions a benchmark opens directly in the database. */
  sessionSecret: string;
  close(): Promise<void>;
}

/**
 * The whole product in this process, embedded (in-process bus, realtime on the same HTTP
 * server) as a new user's `npm start` runs it, with the demo club in a fresh temporary data
 * directory that `close()` removes, on a free port of 127.0.0.1. The database is PGlite in
 * that directory, or an empty PostgreSQL database the caller made and drops (`databaseUrl`).
 * Serves the web app built into `webDistDir`. Settings of the caller's environment
 * (LOG_LEVEL, …) still apply, but never its database or Redis.
 */
export async function startProduct(options: {
  webDistDir: string;
  now?: () => Date;
  databaseUrl?: string;
}): Promise<StartedProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vsf-product-'));
  const env = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    // PostgreSQL needs a given secret (several processes could share the database).
    ...(options.databaseUrl ? { SESSION_SECRET: randomBytes(32).toString('base64url') } : {}),
    REDIS_URL: '',
    DEMO: '1',
  };
  const config = { ...loadConfig(env), webDistDir: options.webDistDir };
  const server = await startServer(config, { host: '127.0.0.1', now: options.now });
  return {
    url: server.url,
    publish: (message) => server.deps.bus.publish(message),
    subscribe: (handler) => server.deps.bus.subscribe(handler),
    knex: server.deps.db.knex,
    sessionSecret: config.sessionSecret,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
