import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { displayTeamName } from '@vsf/engine';
import { chromiumPath, launchChromium } from './chromium';

const appUrl = inject('appUrl');

describe.skipIf(!chromiumPath)('the site in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('opens the home page with the header and the next match', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(appUrl);
    await expect.poll(() => page.locator('header').innerText(), { timeout: 15_000 }).toMatch(/kl\. \d\d\.\d\d/);
    await expect.poll(() => page.getByRole('button', { name: 'Logg inn' }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it.each([
    { device: 'phone', isMobile: true },
    { device: 'desktop window', isMobile: false },
  ])('lets no public page scroll sideways on a 320 px $device (WCAG 1.4.10)', async ({ isMobile }) => {
    const page = await browser.newPage({ viewport: { width: 320, height: 700 }, isMobile, hasTouch: isMobile });
    const wider: string[] = [];
    for (const path of ['/', '/fixtures', '/table', '/stats', '/about', '/news', '/fantasy', '/login']) {
      await page.goto(`${appUrl}${path}`);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wider.push(`${path}: ${width} px`);
    }
    expect(wider).toEqual([]);
    await page.close();
  });

  it('serves a narrow desktop window and a zoomed laptop the site, not the too-fancy message', async () => {
    // 600 px: a narrowed window; 853 px at 1.5 device pixels: a 1280 px laptop zoomed to 150 %.
    for (const viewport of [
      { width: 600, height: 800, deviceScaleFactor: 1 },
      { width: 853, height: 600, deviceScaleFactor: 1.5 },
      { width: 320, height: 700, deviceScaleFactor: 1 },
    ]) {
      const { deviceScaleFactor, ...size } = viewport;
      const page = await browser.newPage({ viewport: size, deviceScaleFactor });
      await page.goto(`${appUrl}/fixtures`);
      await expect.poll(() => page.locator('main table tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await page.getByText('too fancy').count()).toBe(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.close();
    }
  });

  it('keeps the too-fancy message for windows narrower than 320 px', async () => {
    const page = await browser.newPage({ viewport: { width: 300, height: 700 } });
    await page.goto(appUrl);
    await expect.poll(() => page.getByText('too fancy').count(), { timeout: 15_000 }).toBe(1);
    await page.close();
  });

  it('sends the built scripts and styles compressed at build time', async () => {
    const html = await (await fetch(appUrl)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    let compressed = 0;
    for (const asset of assets) {
      const plain = await fetch(`${appUrl}${asset}`, { headers: { 'Accept-Encoding': 'identity' } });
      // Files under 1 KB are not worth a compressed copy (vite.config.ts).
      if ((await plain.arrayBuffer()).byteLength < 1024) continue;
      const response = await fetch(`${appUrl}${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.headers.get('content-encoding'), asset).toBe('br');
      compressed += 1;
    }
    expect(compressed).toBeGreaterThan(0);
  });

  it("shows the current season's demo fixtures on /fixtures", async () => {
    const season = await (await fetch(`${appUrl}/api/getYearRoundMatchDateID`, { method: 'POST' })).json();
    const { fixtures } = await (
      await fetch(`${appUrl}/api/getSeasonFixtures`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ season: season.thisYear }),
      })
    ).json();
    expect(fixtures.length).toBeGreaterThan(10);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${appUrl}/fixtures`);
    const table = page.locator('main table');
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(fixtures.length);
    const first = fixtures[0];
    const opponent = displayTeamName(first.homeTeam) === first.homeTeam ? first.homeTeam : first.awayTeam;
    expect(await table.innerText()).toContain(opponent);
    expect(await table.innerText()).toContain(first.date);
    await page.close();
  });

  it('counts down to the deadline in a second tab, fed by the socket', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.goto(appUrl);
    await second.goto(`${appUrl}/fixtures`);
    for (const page of [first, second]) {
      const countdown = page.getByTestId('deadline-countdown');
      await expect.poll(() => countdown.innerText(), { timeout: 15_000 }).toMatch(/\d+s/);
      const before = await countdown.innerText();
      await expect.poll(() => countdown.innerText(), { timeout: 5_000 }).not.toBe(before);
    }
    await context.close();
  });
});
