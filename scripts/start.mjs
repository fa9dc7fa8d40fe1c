// `npm start`: builds the web app and the server when either is missing or older than its
// sources, then runs the built server with `node` (API, web app and realtime in one process
// on the embedded defaults). `npm run dev` (`--watch`) runs the server's TypeScript instead
// and restarts it on every change.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBuildStale } from './serverBuild.mjs';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'web', 'dist', 'index.html');
const watch = process.argv.includes('--watch');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

const webSources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'engine/src', 'contract/src'].map((p) =>
  join(root, p),
);
const webStale =
  !existsSync(builtIndex) || Math.max(...webSources.filter(existsSync).map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (webStale) {
  console.log('Bygger nettsiden …');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!watch && serverBuildStale()) {
  console.log('Bygger serveren …');
  await buildServer();
}

const args = watch
  ? [
      fileURLToPath(import.meta.resolve('tsx/cli')),
      'watch',
      '--clear-screen=false',
      join(root, 'api', 'src', 'main.ts'),
    ]
  : ['--enable-source-maps', join(root, 'api', 'dist', 'main.js')];
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
