import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../api/src/config';
import { startServer } from '../../api/src/server';

const root = new URL('../..', import.meta.url).pathname;

export interface RunningProduct {
  url: string;
  /** The production build the server serves. */
  distDir: string;
  close(): Promise<void>;
}

/**
 * Builds the web app and starts the whole product once, embedded, with the demo club
 * in a temporary data directory — as a new user's `npm start` would. Used by the browser
 * tests and by `npm run bench:homejs`.
 */
export async function startBuiltProduct(): Promise<RunningProduct> {
  // A private build and data directory, so parallel runs never share files.
  const dataDir = mkdtempSync(join(tmpdir(), 'vsf-e2e-'));
  const distDir = join(dataDir, 'dist');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');
  const env = { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO: '1' };
  const server = await startServer({ ...loadConfig(env), webDistDir: distDir }, { host: '127.0.0.1' });
  return {
    url: server.url,
    distDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
