import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort';

/**
 * A PostgreSQL server of a fault test's own (initdb into a temporary folder, its own port),
 * which the test may stop and start again; only this server is ever stopped. As root (CI)
 * it runs as the `postgres` user, which PostgreSQL requires.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

const BIN_ROOT = '/usr/lib/postgresql';

/** The server's programs folder, or null where PostgreSQL is not installed. */
export function postgresBin(): string | null {
  if (!existsSync(BIN_ROOT)) return null;
  const versions = readdirSync(BIN_ROOT).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((version) => join(BIN_ROOT, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  return !asRoot || spawnSync('id', ['postgres']).status === 0 ? bin : null;
}

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'vsf-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, program), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const server: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-o', options, '-l', join(dir, 'log'), 'start'),
    // Immediate: as a crash or a pulled cable would, without waiting for clients.
    stop: () => pgCtl('-m', 'immediate', 'stop'),
    remove() {
      try {
        server.stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
