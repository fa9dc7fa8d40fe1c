import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './freePort';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

/** Whether nginx is installed here: the scaled set-up's test is skipped otherwise (CI installs it). */
export const hasNginx = spawnSync('nginx', ['-v']).status === 0;

/** One process of the scaled site, started as a Procfile runner starts it. */
export interface SiteProcess {
  name: string;
  port: number;
  /** Kills it (and its children) at once, as a crash or `kill -9` would. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM, as a deploy or a runner's stop does) and waits until it has. */
  stop(): Promise<void>;
}

/** The Procfile's process types and their commands, as a runner reads them. */
export function procfile(): Map<string, string> {
  const lines = readFileSync(join(repoRoot, 'Procfile'), 'utf8').split('\n');
  const types = new Map<string, string>();
  for (const line of lines) {
    const match = /^([A-Za-z0-9_-]+):\s*(.+)$/.exec(line.trim());
    if (match) types.set(match[1]!, match[2]!);
  }
  return types;
}

/**
 * Starts `command` in its own process group with `env` on top of this one's, as a Procfile
 * runner would; only that group is ever killed.
 */
export function startProcess(name: string, command: string, port: number, env: Record<string, string>): SiteProcess {
  const child: ChildProcess = spawn('sh', ['-c', command], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', process.env.SCALED_SITE_LOGS ? 'inherit' : 'ignore'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
    await exited;
  };
  return { name, port, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}

/**
 * nginx with the project's own deploy/nginx-klubben.conf, its ports replaced by the given
 * processes' (the file's own are a Procfile runner's), inside a minimal main configuration
 * of a temporary folder that `remove` deletes.
 */
export async function startNginx(
  webPorts: number[],
  realtimePorts: number[],
): Promise<SiteProcess & { remove(): void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'vsf-nginx-'));
  const upstreams = (ports: number[]) =>
    ports.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`).join('\n');
  const site = readFileSync(join(repoRoot, 'deploy', 'nginx-klubben.conf'), 'utf8')
    .replace(/upstream klubben_web \{[^}]*\}/, `upstream klubben_web {\n${upstreams(webPorts)}\n}`)
    .replace(/upstream klubben_realtime \{[^}]*\}/, `upstream klubben_realtime {\n${upstreams(realtimePorts)}\n}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'klubben.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events {}',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${dir}/${temp};`),
      `  include ${dir}/klubben.conf;`,
      '}',
    ].join('\n'),
  );
  const nginx = startProcess('nginx', `nginx -p ${dir} -c ${dir}/nginx.conf`, port, {});
  return {
    ...nginx,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Waits until `url` answers 200, for up to `timeoutMs`. */
export async function waitUntilServing(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
