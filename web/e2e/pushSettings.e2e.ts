import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { PushTopic } from '@vsf/contract';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn, PHONE, post } from './helpers';

/** Where the screenshots go to be looked at; they are not part of the repository. */
const SHOTS = join(tmpdir(), 'vsf-installable-app');
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * Headless Chromium has no push service to reach (`pushManager.subscribe` fails there), so the
 * page's PushManager is replaced by one that makes a subscription as a browser would: a real
 * P-256 key and auth secret (the server checks both) and an endpoint on a push service the
 * server's built-in list accepts (the test product sets no PUSH_ALLOWED_HOSTS). It is kept in
 * localStorage, as a browser keeps its own across pages; the test reads it from there.
 */
function stubPushManager(): void {
  const KEY = 'e2e-push-subscription';
  interface Stored {
    endpoint: string;
    p256dh: string;
    auth: string;
    serverKey: number[];
  }
  const base64url = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const subscriptionOf = (stored: Stored) => ({
    endpoint: stored.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(stored.serverKey).buffer },
    toJSON: () => ({
      endpoint: stored.endpoint,
      expirationTime: null,
      keys: { p256dh: stored.p256dh, auth: stored.auth },
    }),
    unsubscribe: () => {
      localStorage.removeItem(KEY);
      localStorage.setItem(`${KEY}-ended`, stored.endpoint);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.getSubscription = function () {
    const stored = localStorage.getItem(KEY);
    return Promise.resolve(
      stored ? (subscriptionOf(JSON.parse(stored) as Stored) as unknown as PushSubscription) : null,
    );
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const stored: Stored = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
      p256dh: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
      auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
      serverKey: [...new Uint8Array(options?.applicationServerKey as Uint8Array)],
    };
    localStorage.setItem(KEY, JSON.stringify(stored));
    return subscriptionOf(stored) as unknown as PushSubscription;
  };
}

/** A context whose pages may show notifications, with the stubbed push manager. */
async function pushContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.grantPermissions(['notifications'], { origin: appUrl });
  await context.addInitScript(stubPushManager);
  return context;
}

const storedEndpoint = (page: Page, key = 'e2e-push-subscription') =>
  page.evaluate((name) => {
    const stored = localStorage.getItem(name);
    return stored === null
      ? null
      : stored.startsWith('{')
        ? (JSON.parse(stored) as { endpoint: string }).endpoint
        : stored;
  }, key);

const serverTopics = async (endpoint: string) =>
  (await post<{ topics: PushTopic[] }>('getPushTopics', { endpoint })).topics;

describe.skipIf(!chromiumPath)('push notifications: the settings on a device', () => {
  let browser: Browser;
  /** Every endpoint a test made, ended on the server at the end whatever happened. */
  const made: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const endpoint of made) await post('unsubscribePush', { endpoint });
    await browser?.close();
  });

  it("'Varsle meg' on the match centre subscribes a fan without an account, and off ends it on the server and in the browser", async () => {
    const season = await post<{ thisYear: number }>('getYearRoundMatchDateID', {});
    const { fixtures } = await post<{ fixtures: { matchID: string }[] }>('getSeasonFixtures', {
      season: season.thisYear,
    });
    const matchID = fixtures[0]!.matchID;
    const context = await pushContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${appUrl}/match/${matchID}`);
    const matchSwitch = page.getByRole('main').getByRole('switch', { name: 'Varsle meg' });
    await matchSwitch.waitFor({ timeout: 20_000 });
    expect(await matchSwitch.getAttribute('aria-checked')).toBe('false');

    await matchSwitch.click();
    // The switch shows the choice at once and waits, disabled, until the server has it.
    expect(await matchSwitch.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => matchSwitch.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await matchSwitch.getAttribute('aria-checked')).toBe('true');
    const endpoint = await storedEndpoint(page);
    if (!endpoint) throw new Error('no subscription was made');
    made.push(endpoint);
    expect(await serverTopics(endpoint)).toEqual(['matches']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/match-switch-phone.png` });

    // The menu's switch is the same setting.
    await page.getByRole('button', { name: /More/ }).click();
    const menuSwitch = page.getByRole('navigation', { name: 'Hovedmeny' }).locator('..').getByRole('switch');
    expect(await menuSwitch.getAttribute('aria-checked')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/menu-switch-phone.png` });
    await menuSwitch.click();
    await expect.poll(() => menuSwitch.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await menuSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await serverTopics(endpoint)).toEqual([]);
    expect(await storedEndpoint(page)).toBeNull();
    expect(await storedEndpoint(page, 'e2e-push-subscription-ended')).toBe(endpoint);
    await context.close();
  });

  it('a manager picks the kinds on /fantasy/profile per device; turning all off ends the subscription', async () => {
    const context = await pushContext(browser, DESKTOP);
    const page = await context.newPage();
    await logIn(page, 'vsffan');
    await page.goto(`${appUrl}/fantasy/profile`);
    const section = page.getByRole('region', { name: 'Varsler på denne enheten' });
    const deadline = section.getByRole('checkbox', { name: /^Frist/ });
    const matches = section.getByRole('checkbox', { name: /^Kampene/ });
    await deadline.waitFor({ timeout: 20_000 });
    await expect.poll(() => deadline.isEnabled(), { timeout: 15_000 }).toBe(true);

    await deadline.check();
    await expect.poll(() => storedEndpoint(page), { timeout: 15_000 }).not.toBeNull();
    const endpoint = (await storedEndpoint(page))!;
    made.push(endpoint);
    await expect.poll(() => serverTopics(endpoint), { timeout: 15_000 }).toEqual(['deadline']);
    await expect.poll(() => matches.isEnabled(), { timeout: 15_000 }).toBe(true);
    await matches.check();
    await expect.poll(() => serverTopics(endpoint), { timeout: 15_000 }).toEqual(['matches', 'deadline']);
    // The side bar's 'Varsle meg' shows the same device's matches.
    const sideSwitch = page.getByRole('complementary', { name: 'Meny' }).getByRole('switch', { name: 'Varsle meg' });
    expect(await sideSwitch.getAttribute('aria-checked')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/profile-settings-1280.png`, fullPage: true });

    // The page opened again reads what the server keeps for this device.
    await page.reload();
    await expect.poll(() => deadline.isChecked(), { timeout: 20_000 }).toBe(true);
    expect(await section.getByRole('checkbox', { name: /^Resultater/ }).isChecked()).toBe(false);

    await expect.poll(() => matches.isEnabled(), { timeout: 15_000 }).toBe(true);
    await matches.uncheck();
    await expect.poll(() => serverTopics(endpoint), { timeout: 15_000 }).toEqual(['deadline']);
    await expect.poll(() => deadline.isEnabled(), { timeout: 15_000 }).toBe(true);
    await deadline.uncheck();
    await expect.poll(() => storedEndpoint(page), { timeout: 15_000 }).toBeNull();
    expect(await serverTopics(endpoint)).toEqual([]);
    await context.close();
  });

  it('tells Safari on an iPhone how to add the site to the Home Screen, where alone it may notify', async () => {
    const context = await browser.newContext({ ...PHONE, userAgent: IPHONE_SAFARI });
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.getByRole('button', { name: /More/ }).click();
    await page.getByText('Velg «Legg til på Hjem-skjerm».').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('switch', { name: 'Varsle meg' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/iphone-hint-phone.png` });
    await context.close();
  });
});
