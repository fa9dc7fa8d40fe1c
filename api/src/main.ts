import { loadConfig } from './config';
import { startServer } from './server';

/** `npm start` (embedded) and the Procfile's `web` process (scaled). */
const server = await startServer(loadConfig());
console.log(`Klubbsiden kjører på ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
