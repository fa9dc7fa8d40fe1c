import { runnerImport, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import type { ClubIdentity } from '@vsf/engine';

/** What the site says of itself, in index.html's description and the app's manifest. */
export const SITE_DESCRIPTION = 'Klubbens nettside: nyheter, kamper, tabell, statistikk og fantasy.';

/**
 * The web app manifest, made from the club's identity (engine's club.ts), so another club's
 * build installs as that club: its name, its colours, its crest. The icons are added by the
 * assets generator below.
 */
export function clubManifest(club: ClubIdentity): Partial<ManifestOptions> {
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
export async function installableApp(): Promise<Plugin[]> {
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
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}', 'assets/inter-latin-*.woff2'],
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
