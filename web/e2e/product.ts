import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '@vsf/api/testing';

const webRoot = new URL('..', import.meta.url).pathname;

export interface RunningProduct {
  url: string;
  /** The production build the server serves. */
  distDir: string;
  /** The server's DATA_DIR. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Builds the web app and starts the whole product once, built (the server's JavaScript, as
 * `npm start` runs it), embedded, with the demo club in a temporary data directory — as a new
 * user's `npm start` would. Used by the browser
 * tests and by `npm run bench:homejs`.
 */
export async function startBuiltProduct(): Promise<RunningProduct> {
  // A private build directory, so parallel runs never share files.
  const distDir = mkdtempSync(join(tmpdir(), 'vsf-e2e-dist-'));
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');
  const product = await startBuiltServer({ webDistDir: distDir });
  return {
    url: product.url,
    distDir,
    dataDir: product.dataDir,
    async close() {
      await product.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
