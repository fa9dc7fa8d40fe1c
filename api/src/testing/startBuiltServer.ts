import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './freePort';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

/**
 * The server as production runs it (scripts/serverBuild.mjs, `npm run build`'s bundle),
 * built now when it is missing or older than its sources.
 */
export function buildServerIfStale(): void {
  const build = spawnSync(process.execPath, ['scripts/serverBuild.mjs', '--if-stale'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server build failed');
}

export interface BuiltServer {
  url: string;
  /** Its DATA_DIR: the database, the session secret, the mails written without SMTP. */
  dataDir: string;
  /** Stops it as a process manager does (SIGTERM) and removes its data directory. */
  close(): Promise<void>;
}

/**
 * The built server (`node api/dist/main.js`, as `npm start` runs it) in a process of its own,
 * embedded, with the demo club in a fresh temporary data directory, on a free port of
 * 127.0.0.1, serving the web app built into `webDistDir`. Settings of the caller's environment
 * (LOG_LEVEL, …) still apply, but never its database or Redis.
 */
export async function startBuiltServer(options: { webDistDir: string }): Promise<BuiltServer> {
  buildServerIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'vsf-built-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--enable-source-maps', join(repoRoot, 'api', 'dist', 'main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO: '1',
      WEB_DIST_DIR: options.webDistDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await serving(`${url}/api/health`, exited);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, dataDir, close };
}

/** Waits until `health` answers 200; refuses when the server exits first or takes over 3 minutes. */
async function serving(health: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + 180_000;
  while (!gone && Date.now() < until) {
    try {
      if ((await fetch(health, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(gone ? 'the built server exited before it served' : `${health} did not answer within 3 minutes`);
}
