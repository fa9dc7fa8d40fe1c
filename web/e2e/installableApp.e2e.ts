import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { club } from '@vsf/engine';
import type { PushMessage } from '@vsf/contract';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn, PHONE, post } from './helpers';

const OFFLINE_TEXT = 'Du er frakoblet – viser sist lagrede data';
/** Where the screenshots go to be looked at; they are not part of the repository. */
const SHOTS = join(tmpdir(), 'vsf-installable-app');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** What the test's new version of the worker adds: it says which version it is when asked. */
const NEXT_VERSION_ANSWERS =
  "self.addEventListener('message', (event) => { if (event.data === 'which version?') event.source.postMessage('the next one'); });";

/** Whether the worker that controls the page is the test's new version (the old one does not answer). */
const controlledByNextVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => {
          if (event.data === 'the next one') resolve(true);
        });
        navigator.serviceWorker.controller?.postMessage('which version?');
        setTimeout(() => resolve(false), 1500);
      }),
  );

/** The state of a new version waiting beside the active one, or null when none waits. */
const waitingState = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

/** Waits until the site's service worker is active and controls the page. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A match of this season, as the fixtures list it. */
async function someMatchID(): Promise<{ matchID: string; homeTeam: string }> {
  const season = await post<{ thisYear: number }>('getYearRoundMatchDateID', {});
  const { fixtures } = await post<{ fixtures: { matchID: string; homeTeam: string }[] }>('getSeasonFixtures', {
    season: season.thisYear,
  });
  const fixture = fixtures.find((candidate) => candidate.matchID !== '');
  if (!fixture) throw new Error('the demo season has no fixtures');
  return fixture;
}

describe.skipIf(!chromiumPath)('the installable app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("installs: a manifest made from the club's identity, the crest's icons and a service worker that takes the page", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(appUrl);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifestAnswer = await page.request.get(`${appUrl}${href}`);
    expect(manifestAnswer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestAnswer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: club.name,
      short_name: club.shortName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: club.colours.primary,
      background_color: club.colours.paper,
      lang: 'nb',
    });
    // The sizes phones ask for: 192 and 512 for Android's launcher and splash, a maskable one.
    for (const icon of manifest.icons) {
      const answer = await page.request.get(`${appUrl}/${icon.src}`);
      expect(answer.headers()['content-type']).toBe('image/png');
      const size = pngSize(await answer.body());
      expect(`${size.width}x${size.height}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    // The Home Screen icon of an iPhone, and the colour of the phone's bar.
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await page.request.get(`${appUrl}${touchIcon}`)).body())).toEqual({
      width: 180,
      height: 180,
    });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(club.colours.primary);

    await controlledByWorker(page);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toBe(`${appUrl}/sw.js`);
    expect((await page.request.get(`${appUrl}/sw.js`)).headers()['cache-control']).toBe('no-cache');
    // Everything the shell needs is in the worker's store: the page starts without a network.
    const shellKept = await page.evaluate(async () => {
      const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);
      // The page is kept under its revision (a parameter); the hashed files under their own names.
      const kept = await Promise.all(
        [location.origin + '/index.html', ...scripts].map((url) => caches.match(url, { ignoreSearch: true })),
      );
      return kept.every((answer) => answer !== undefined);
    });
    expect(shellKept).toBe(true);
    await context.close();
  });

  it("starts with no network and shows the last fixtures, the table and the manager's own team, saying so", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await logIn(page, 'vsffan');
    await controlledByWorker(page);
    // Seen once with the network: the worker keeps what these pages read.
    await page.goto(`${appUrl}/fixtures`);
    const firstFixture = page.getByRole('table').first().getByRole('row').nth(1);
    await firstFixture.waitFor({ timeout: 20_000 });
    const fixtureText = await firstFixture.innerText();
    await page.goto(`${appUrl}/table`);
    await page.getByRole('table').first().waitFor({ timeout: 20_000 });
    const tableText = await page.getByRole('table').first().innerText();
    await page.goto(`${appUrl}/fantasy/team`);
    const pitch = page.getByRole('group', { name: 'Laget ditt' });
    await expect.poll(() => pitch.getByRole('button').count(), { timeout: 20_000 }).toBe(7);
    const teamText = await pitch.innerText();
    expect(await page.getByText(OFFLINE_TEXT).count()).toBe(0);

    await context.setOffline(true);
    // A new start of the site, as on a train: the shell, the login and the last answers.
    await page.goto(`${appUrl}/fixtures`);
    await page.getByText(OFFLINE_TEXT).waitFor({ timeout: 20_000 });
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('table').first().getByRole('row').nth(1).innerText()).toBe(fixtureText);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/offline-fixtures-phone.png`, fullPage: false });
    await page.goto(`${appUrl}/table`);
    await page.getByRole('table').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('table').first().innerText()).toBe(tableText);
    expect(await page.getByRole('status').filter({ hasText: OFFLINE_TEXT }).count()).toBe(1);
    await page.goto(`${appUrl}/fantasy/team`);
    await expect.poll(() => pitch.getByRole('button').count(), { timeout: 20_000 }).toBe(7);
    expect(await pitch.innerText()).toBe(teamText);
    await page.screenshot({ path: `${SHOTS}/offline-team-phone.png`, fullPage: false });

    // Back on the network the notice goes, and the pages read the server again.
    await context.setOffline(false);
    await page.getByText(OFFLINE_TEXT).waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });

  it('takes a new version when the site is next opened, never under an open page', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${appUrl}/fixtures`);
    await controlledByWorker(page);
    // A deploy: the same worker with a line more, which answers which version it is.
    const workerFile = join(inject('distDir'), 'sw.js');
    const current = readFileSync(workerFile, 'utf8');
    writeFileSync(workerFile, `${current}\n${NEXT_VERSION_ANSWERS}`);
    onTestFinished(() => writeFileSync(workerFile, current));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    // The new version installs beside the open page and waits: the page keeps the code it started with.
    await expect.poll(() => waitingState(page), { timeout: 30_000 }).toBe('installed');
    await page.waitForTimeout(1000);
    expect(await waitingState(page)).toBe('installed');
    expect(await controlledByNextVersion(page)).toBe(false);

    // Every page of the site closed, then opened again: the new version runs it.
    await page.close();
    const next = await context.newPage();
    await next.goto(`${appUrl}/fixtures`);
    await controlledByWorker(next);
    await expect.poll(() => controlledByNextVersion(next), { timeout: 30_000 }).toBe(true);
    expect(await waitingState(next)).toBeNull();
    await context.close();
  });

  it('shows a push delivered to the service worker as a notification, and a tap opens the match centre', async () => {
    const { matchID } = await someMatchID();
    const context = await browser.newContext(PHONE);
    await context.grantPermissions(['notifications'], { origin: appUrl });
    const page = await context.newPage();
    await page.goto(appUrl);
    await controlledByWorker(page);

    const message: PushMessage = {
      title: 'MÅL! VSF 2–1 Grorud IL 2',
      body: 'Ola Nordmann 54′',
      url: `/match/${matchID}`,
      tag: `match:${matchID}`,
    };
    await deliverPush(context, page, JSON.stringify(message));
    const shown = await shownNotifications(page);
    expect(shown).toEqual([{ title: message.title, body: message.body, tag: message.tag, url: message.url }]);

    // A push without a message it can read is still shown (Safari ends a subscription whose pushes show nothing).
    await deliverPush(context, page, 'ikke json');
    await expect
      .poll(async () => (await shownNotifications(page)).map((notification) => notification.title))
      .toEqual(expect.arrayContaining([message.title, club.name]));

    // The tap. Headless Chromium draws no notification to tap, and the browser opens a window
    // from a worker only for a real tap: so the worker's own notificationclick handler is run
    // on the notification it showed, with openWindow recording where it would go.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    const opened = await worker.evaluate(async (tag) => {
      const scope = self as unknown as ServiceWorkerGlobalScopeLike;
      const [notification] = await scope.registration.getNotifications({ tag });
      const urls: string[] = [];
      scope.clients.openWindow = (url: string) => {
        urls.push(url);
        return Promise.resolve(null);
      };
      const event = new scope.NotificationEvent('notificationclick', { notification });
      const waits: Promise<unknown>[] = [];
      // A script-made event may not extend its life (waitUntil throws): its promises are awaited here instead.
      Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => waits.push(promise) });
      scope.dispatchEvent(event);
      await Promise.all(waits);
      const left = await scope.registration.getNotifications({ tag });
      return { urls, left: left.length };
    }, message.tag);
    expect(opened).toEqual({ urls: [`${appUrl}${message.url}`], left: 0 });
    // What the tap opens is the match centre of that match.
    await page.goto(opened.urls[0]!);
    await page.getByRole('region', { name: 'Stillingen' }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});

/** The parts of the worker's global scope the tap uses (the test's TypeScript has the page's library, not the worker's). */
interface ServiceWorkerGlobalScopeLike {
  registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
  clients: { openWindow(url: string): Promise<unknown> };
  NotificationEvent: new (type: string, init: { notification: Notification | undefined }) => Event;
  dispatchEvent(event: Event): boolean;
}

/** Sends `data` to the site's service worker as a push, through the DevTools protocol. */
async function deliverPush(context: BrowserContext, page: Page, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${appUrl}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: appUrl, registrationId, data });
  await cdp.detach();
}

/** The notifications the site's worker shows now. */
async function shownNotifications(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      url: (notification.data as { url: string }).url,
    })),
  );
}
