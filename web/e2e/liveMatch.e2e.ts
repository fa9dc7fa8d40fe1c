import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { addTodaysMatch, appUrl, logIn, adminCall } from './helpers';

describe.skipIf(!chromiumPath)('match day, live', () => {
  let browser: Browser;
  let admin: Page;
  let fixtureTableID: number | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    admin = await (await browser.newContext()).newPage();
    await logIn(admin, 'admin');
  });
  afterAll(async () => {
    // Today's test match must not linger for the other browser tests.
    if (fixtureTableID !== undefined)
      expect(await adminCall(admin, 'deleteFixture', { fixtureTableID })).toMatchObject({ success: true });
    await browser?.close();
  });

  it("shows a fan's open page the result an admin enters on the match's day, without reloading", async () => {
    fixtureTableID = await addTodaysMatch(admin, `LIVE${Date.now()}`, 'Direkte IL');

    const fan = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await fan.goto(appUrl);
    await expect.poll(() => fan.getByText('Les mer...').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const ticker = fan.getByRole('region', { name: 'Direkte fra kampen' });
    // Another test's match may be live too: this test follows its own match's line only.
    expect((await ticker.count()) === 0 ? '' : await ticker.innerText()).not.toContain('Direkte IL');

    const saved = await adminCall(admin, 'updateFixtureStats', {
      fixtureTableID,
      matchResult: '2 - 1',
      matchTrivia: 'Direkte fra kunstgresset.',
    });
    expect(saved).toMatchObject({ success: true });
    await expect.poll(() => ticker.innerText(), { timeout: 15_000 }).toContain('Direkte IL');
    await expect.poll(() => ticker.innerText(), { timeout: 15_000 }).toContain('2–1');
    await expect.poll(() => ticker.innerText()).toContain('Direkte fra kunstgresset.');
    await fan.close();
  });
});
