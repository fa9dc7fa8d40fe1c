import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn, PHONE } from './helpers';

/**
 * A page's code and first reads are asked for by the small boot script, while the
 * app's main script still downloads (on a phone that script took 1–2 s to arrive and run,
 * and the page's reads used to start only after it). Each page: the chunk of its code, and
 * its first reads (call and body) that the app must take from the boot script, not ask again.
 */
const FIRST_PAGES: { path: string; chunks: string[]; reads: string[]; user?: string }[] = [
  {
    path: '/',
    chunks: ['HomePage'],
    reads: ['loadPosts {"numberOfPosts":7}', 'fetchNewsFeed {}', 'getSeasonFixtures', 'getTables'],
  },
  { path: '/fixtures', chunks: ['FixturesPage'], reads: ['getSeasonFixtures'] },
  { path: '/table', chunks: ['TablePage'], reads: ['getTables'] },
  { path: '/stats', chunks: ['StatsPage'], reads: ['getLastRoundAndMatchIDOfSeason', 'getPlayersWithRequestedStats'] },
  { path: '/fantasy/main', chunks: ['FantasyMainPage'], reads: ['getSeasonFixtures'], user: 'vsffan' },
];
/**
 * Every page waits for these (startup.ts); the boot script asks for them too. The live ticker's
 * matches are asked once, not again by the ticker and the fantasy pages as they mount: they stay
 * fresh until a live event (api/live/invalidation.ts), which this test keeps away by blocking the
 * socket, since other browser tests play matches at the same time.
 */
const START_UP_READS = ['isLoggedIn {}', 'getYearRoundMatchDateID {}', 'config', 'getLiveMatches {}'];
/** How long the main script is held back at most while the early requests are awaited. */
const HOLD_MS = 10_000;

/** `call body` for an API request (`call` for a GET), the chunk's name for a script. */
function named(request: Request): string | null {
  const { pathname } = new URL(request.url());
  const call = /^\/api\/(\w+)$/.exec(pathname)?.[1];
  if (call) return request.method() === 'POST' ? `${call} ${request.postData() ?? ''}` : call;
  return /^\/assets\/(\w+)-[\w-]+\.js$/.exec(pathname)?.[1] ?? null;
}

const askedFor = (asked: string[], wanted: string) => asked.filter((name) => name.startsWith(wanted));

/** The app's main script and the scripts it imports before it runs, as index.html names them. */
async function mainScripts(page: Page): Promise<{ main: string; preloaded: string[] }> {
  const html = await (await page.request.get(appUrl)).text();
  const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((found) => found[1]);
  const main = scripts.find((src) => src?.startsWith('/assets/index-'));
  if (!main) throw new Error(`no main script in index.html:\n${html}`);
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (found) => found[1],
  );
  return { main, preloaded: preloaded.filter((href): href is string => href !== undefined) };
}

/**
 * Loads `path` with the app's main script held back until every `wanted` request has been
 * made (or HOLD_MS); returns what was asked before it was let through, and everything asked
 * until the page was idle.
 */
async function loadHoldingMainScript(page: Page, path: string, wanted: string[]) {
  const { main } = await mainScripts(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const name = named(request);
    if (name) asked.push(name);
  });
  let beforeMain: string[] = [];
  await page.route('**/socket.io/**', (route) => route.abort());
  await page.route(`${appUrl}${main}`, async (route) => {
    const started = Date.now();
    while (Date.now() - started < HOLD_MS && !wanted.every((name) => askedFor(asked, name).length > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    beforeMain = [...asked];
    await route.continue();
  });
  await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
  return { beforeMain, asked };
}

describe.skipIf(!chromiumPath)("a page's code and first reads", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it.each(FIRST_PAGES)(
    "are asked for on $path before the app's main script has arrived, and not asked again",
    async ({ path, chunks, reads, user }) => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      if (user) await logIn(page, user);
      const wanted = [...START_UP_READS, ...reads, ...chunks];
      const { beforeMain, asked } = await loadHoldingMainScript(page, path, wanted);
      for (const name of wanted) expect(askedFor(beforeMain, name), `${name} before index-*.js`).toHaveLength(1);
      // The app took the boot script's answers: none of them was asked for a second time.
      for (const name of [...START_UP_READS, ...reads]) expect(askedFor(asked, name), name).toHaveLength(1);
      await context.close();
    },
  );

  it('keeps the Socket.IO client out of the main script and what it imports: it loads beside the page', async () => {
    const page = await browser.newPage();
    const { main, preloaded } = await mainScripts(page);
    for (const script of [main, ...preloaded]) {
      const code = await (await page.request.get(`${appUrl}${script}`)).text();
      // A reason the client gives its own disconnects: in its code, in no other library's.
      expect(code.includes('io server disconnect'), script).toBe(false);
    }
    await page.close();
  });

  it.each(['/', '/fixtures', '/table', '/stats'])(
    'loads no framer-motion on %s: the shell, the ball menu and the carousel animate with CSS',
    async (path) => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
      });
      await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
      for (const script of scripts) {
        const code = await (await page.request.get(script)).text();
        // An attribute framer-motion's code names, and no other library's.
        expect(code.includes('data-framer-appear-id'), script).toBe(false);
      }
      await context.close();
    },
  );

  it('names a few files in index.html: the boot script, the shell, the runtime and one stylesheet', async () => {
    const html = await (await fetch(appUrl)).text();
    const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((found) => found[1]));
    const styles = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)];
    expect(scripts.size).toBeLessThanOrEqual(5);
    expect(styles).toHaveLength(1);
  });

  it('draws the start-up splash before any script has run', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(appUrl);
    expect(await page.getByRole('img', { name: /klubbmerke$/ }).isVisible()).toBe(true);
    expect(await page.getByRole('status').innerText()).toBe('Laster...');
    await context.close();
  });
});
