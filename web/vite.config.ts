import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import type { ClubIdentity } from '@vsf/engine';

type OutputChunk = Rolldown.OutputChunk;
type ChunkingContext = Rolldown.ChunkingContext;

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Every name reachable from `start` by `next`, however deep (`start` itself not included). */
function reachable(start: readonly string[], next: (name: string) => readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (names: readonly string[]) => {
    for (const name of names.filter((candidate) => !found.has(candidate))) {
      found.add(name);
      visit(next(name));
    }
  };
  visit(start);
  return found;
}

/** Every chunk `chunk` needs before it can run, however deep. */
const staticImports = (chunk: OutputChunk, chunks: Map<string, OutputChunk>): string[] => [
  ...reachable(chunk.imports, (file) => chunks.get(file)?.imports ?? []),
];

/**
 * web/src/boot.ts as a script of its own, first in index.html. Vite merges the scripts of a
 * page into one entry, and the early reads would then wait for the whole app to download; as
 * its own entry it is a few KB that start the page's reads and code at once. Its
 * chunks are preloaded beside it, so the browser need not find them one import at a time.
 */
function bootScript(): Plugin {
  return {
    name: 'vsf-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle ?? {}))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        const chunk = [...chunks.values()].find((output) => output.isEntry && output.name === 'boot');
        if (!chunk)
          return [{ tag: 'script', attrs: { type: 'module', src: '/src/boot.ts' }, injectTo: 'head-prepend' }];
        const preloads = staticImports(chunk, chunks).map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head-prepend',
        }));
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
          ...preloads,
        ];
      },
    },
  };
}

const bootEntry = join(webRoot, 'src/boot.ts');

/**
 * How the scripts are cut. Over HTTP/1.1 a phone fetches six files at a time, and
 * Lighthouse's slow 4G adds a round trip to each: the 22 small scripts the bundler cut before
 * the app could start cost more than their bytes. So every module the app needs to start is one
 * 'shell' chunk, the boot script's modules stay in its own small chunk (they must not wait for
 * the shell), and the small chunks shared by pages are copied into each page's chunk (the
 * bundler keeps one module state across the copies), so a page is one more file, not a dozen.
 */
function codeSplitting(): Rolldown.OutputOptions['codeSplitting'] {
  let bootModules: Set<string> | null = null;
  const inBootGraph = (moduleId: string, context: ChunkingContext): boolean => {
    bootModules ??= new Set([
      bootEntry,
      ...reachable([bootEntry], (id) => context.getModuleInfo(id)?.importedIds ?? []),
    ]);
    return bootModules.has(moduleId);
  };
  return {
    experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
    groups: [
      {
        debugName: 'early or shell',
        name: (moduleId, context) => (inBootGraph(moduleId, context) ? 'early' : 'shell'),
        tags: ['$initial'],
      },
    ],
  };
}

/** What the site says of itself (as index.html's description does). */
const SITE_DESCRIPTION = 'Klubbens nettside: nyheter, kamper, tabell, statistikk og fantasy.';

/**
 * The web app manifest, made from the club's identity (engine's club.ts), so another club's
 * build installs as that club: its name, its colours, its crest. The icons are added by the
 * assets generator below.
 */
function clubManifest(club: ClubIdentity): Partial<ManifestOptions> {
  return {
    id: '/',
    name: club.name,
    short_name: club.shortName,
    description: SITE_DESCRIPTION,
    lang: 'nb',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: club.colours.primary,
    background_color: club.colours.paper,
  };
}

/**
 * The installable app: the manifest, the icons drawn from the crest (public/favicon.svg) at
 * the sizes phones ask for, and the service worker (src/serviceWorker/worker/sw.ts) built with the
 * list of the build's files it keeps for a start without network (decision 0074). The page
 * registers the worker itself (features/pwa), so nothing is injected for it.
 */
async function installableApp(): Promise<Plugin[]> {
  const club = await loadClub();
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/serviceWorker/worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: clubManifest(club),
    pwaAssets: {
      image: 'public/favicon.svg',
      // /favicon.ico is drawn by the server from the same crest; the manifest's icons come from here.
      preset: {
        transparent: { sizes: [64, 192, 512] },
        // An Android launcher cuts its own shape out of the maskable icon: the crest on the club's colour.
        maskable: { sizes: [512], resizeOptions: { background: club.colours.primary } },
        // iOS draws no transparency: the crest on the paper colour.
        apple: { sizes: [180], resizeOptions: { background: club.colours.paper } },
      },
      overrideManifestIcons: true,
      injectThemeColor: true,
      includeHtmlHeadLinks: true,
    },
    injectManifest: {
      // The shell, every script and style of the build, the font's Latin letters and the
      // crest's icons: the site starts with no network. The font's other alphabets are fetched
      // only by a page that shows them; compressed copies and source maps are the server's.
      globPatterns: ['**/*.{html,js,css,svg,png}', 'assets/inter-latin-*.woff2'],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
      // Classic script, not a module: every browser that has push runs it.
      rollupFormat: 'iife',
    },
  });
}

/**
 * The club's identity from the engine. The config file is bundled with every package left
 * outside, and Node cannot load the engine's TypeScript: Vite's module runner can.
 */
async function loadClub(): Promise<ClubIdentity> {
  const engine = await runnerImport<{ club: ClubIdentity }>('@vsf/engine', { configFile: false, logLevel: 'silent' });
  return engine.module.club;
}

// In development the API and the realtime server run on :3000 (the embedded
// server); the browser talks to one origin so session cookies just work.
const backend = 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is for browsers, whatever NODE_ENV the caller has (vitest sets 'test'):
  // otherwise React's development build and dev JSX ship, and the home page budget is blown.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: webRoot,
    // Every script, style and SVG also as .br and .gz beside it: the server sends the one the
    // browser accepts (koa-send), so a phone never waits for text compressed on each request.
    plugins: [
      react(),
      bootScript(),
      installableApp(),
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /\.html$/] }),
    ],
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        input: { index: join(webRoot, 'index.html'), boot: bootEntry },
        // The inlined common chunks need it; no entry's exports are used by anything else.
        preserveEntrySignatures: false,
        output: { codeSplitting: codeSplitting() },
      },
    },
    server: {
      proxy: {
        '/api': { target: backend, changeOrigin: false },
        '/socket.io': { target: backend, ws: true, changeOrigin: false },
      },
    },
  };
});
