import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './freePort';

/** Whether `redis-server` is installed here: the fault tests that need their own are skipped otherwise. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/**
 * A Redis server of a fault test's own (its own port, nothing kept on disk), which the test
 * may stop and start again on the same port, as a restart without persistence would; only
 * the process started here is ever stopped, by its own handle.
 */
export interface ThrowawayRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let server: ChildProcess | null = null;
  const redis: ThrowawayRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitUntilListening(port);
    },
    async stop() {
      const running = server;
      server = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await redis.start();
  return redis;
}

async function waitUntilListening(port: number): Promise<void> {
  for (let tries = 0; ; tries++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (tries > 100) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
