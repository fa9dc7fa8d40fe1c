import { setFlagsFromString } from 'node:v8';
// A request's objects die young. V8's allocation-site pretenuring (promoting whole
// allocation sites to the old generation once some of their objects survive) made the
// garbage collector keep every request's objects alive until a full collection: up to a
// fifth of the CPU and half the throughput of the cached reads (docs/PERFORMANCE.md).
// Set before the server allocates anything.
setFlagsFromString('--no-allocation-site-pretenuring');

import { loadConfig } from './config';
import { startServer } from './server';

/** `npm start` (embedded) and the Procfile's `web` process (scaled). */
const server = await startServer(loadConfig());
console.log(`Klubbsiden kjører på ${server.url}`);

/** However a step hangs, a stopped process is gone within this (under 10 s). */
const EXIT_WITHIN_MS = 9500;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), EXIT_WITHIN_MS).unref();
    void server.close().finally(() => process.exit(0));
  });
}
