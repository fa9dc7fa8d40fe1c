// The API and the realtime server as JavaScript for `node` (`npm run build`, and `npm start`
// when the build is missing or older than its sources). The workspaces' own packages
// (@vsf/*) are TypeScript source, so they are bundled in; every other package stays in
// node_modules, where native modules (sharp, argon2), pino's transport workers and PGlite's
// wasm and data files find their own files.
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/**
 * Each workspace's entry points, built into its `dist`, which sits where its `src` does: paths
 * relative to a source file still hold from the built one.
 */
const serverBuilds = [
  // The push sender's worker thread is plain JavaScript that imports packages only: it is
  // copied beside the entries, where the bundled code looks for it.
  { workspace: 'api', entries: ['main', 'cli'], copies: ['push/sendWorker.mjs'] },
  { workspace: 'realtime-server', entries: ['main'], copies: [] },
];

/** The built files `node` runs, relative to the repository. */
export const serverEntries = serverBuilds.flatMap(({ workspace, entries }) =>
  entries.map((entry) => `${workspace}/dist/${entry}.js`),
);

/** Every workspace whose source can end up in the build: all but the web app and the load tests. */
function bundledSourceDirs() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.filter((name) => name !== 'web' && name !== 'load-tests').map((name) => join(root, name, 'src'));
}

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

/** Whether a built file is missing or older than a source file or this script. */
export function serverBuildStale() {
  const built = serverEntries.map((file) => join(root, file));
  if (!built.every(existsSync)) return true;
  const oldestBuild = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const sources = [...bundledSourceDirs(), join(root, 'scripts', 'serverBuild.mjs')].filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > oldestBuild;
}

/** Bundles what is ours (relative imports and @vsf/*); leaves every other package external. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vsf/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Code split at dynamic imports, so what the server loads on first use (the PDF documents) is
 * still loaded then and not on every start. Each `dist` is built aside and swapped in whole:
 * a build running beside another (two test runs) never leaves a half-written file in place.
 */
export async function buildServer() {
  for (const { workspace, entries, copies } of serverBuilds) {
    const outdir = join(root, workspace, 'dist');
    // As deep below the repository as `dist`, so the source maps' relative paths hold after the swap.
    const built = mkdtempSync(join(root, 'node_modules', `.server-build-${workspace}-`));
    await build({
      entryPoints: entries.map((entry) => ({ in: join(root, workspace, 'src', `${entry}.ts`), out: entry })),
      outdir: built,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      plugins: [externalPackages],
      logLevel: 'warning',
    });
    for (const file of copies) copyFileSync(join(root, workspace, 'src', file), join(built, basename(file)));
    const replaced = `${built}-replaced`;
    if (existsSync(outdir)) renameSync(outdir, replaced);
    try {
      renameSync(built, outdir);
    } catch {
      // Another build put the same sources' build in place meanwhile.
      rmSync(built, { recursive: true, force: true });
    }
    rmSync(replaced, { recursive: true, force: true });
  }
}

// `node scripts/serverBuild.mjs` builds; `--if-stale` only when the build is missing or out of date.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--if-stale') || serverBuildStale()) await buildServer();
}
