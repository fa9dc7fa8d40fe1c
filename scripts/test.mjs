// `npm test`: every workspace's tests and the browser tests, on the embedded defaults.
import { spawnSync } from 'node:child_process';

const run = (args, env = {}) =>
  spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

process.exit(run(process.argv.slice(2)));
