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

  it('lets no public page scroll sideways on a 320 px phone (WCAG 1.4.10)', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true });
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
    const table = page.locator('table');
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
