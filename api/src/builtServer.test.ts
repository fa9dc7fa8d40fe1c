import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/freePort';
import { buildServerIfStale } from './testing/startBuiltServer';
import { startProcess, waitUntilServing, type SiteProcess } from './testing/scaledSite';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const scripts: Record<string, string> = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts;

/**
 * The build that production runs (`npm run build`, then `npm run web` and `npm run release`
 * with `node`): the bundled workspaces, the packages left in node_modules (PGlite's files,
 * argon2, sharp) and the paths relative to the built files all work from it.
 */
describe('the built server', () => {
  let dataDir = '';
  let web: SiteProcess | null = null;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO: '0', LOG_LEVEL: 'warn' });

  beforeAll(() => {
    buildServerIfStale();
    dataDir = mkdtempSync(join(tmpdir(), 'vsf-built-'));
  }, 60_000);

  afterAll(async () => {
    await web?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates an empty database with npm run release', async () => {
    const { stdout } = await promisify(execFile)('sh', ['-c', scripts.release!], {
      cwd: repoRoot,
      env: { ...process.env, ...env() },
    });
    expect(stdout).toContain('Databasen er oppdatert.');
  }, 60_000);

  it('answers /api/health with 200 from npm run web', async () => {
    web = startProcess('web', scripts.web!, await freePort(), { ...env(), WEB_DIST_DIR: '/nonexistent' });
    await waitUntilServing(`http://127.0.0.1:${web.port}/api/health`, 60_000);
    const health = await fetch(`http://127.0.0.1:${web.port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ success: true, database: 'ok', bus: 'ok' });
  }, 90_000);
});
