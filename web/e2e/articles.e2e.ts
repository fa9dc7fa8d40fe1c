import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn } from './helpers';

describe.skipIf(!chromiumPath)('writing an article', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("a poster publishes a new article and a fan's open home page lists it without reloading", async () => {
    const title = `Kampreferat ${Date.now().toString(36)}`;
    const fan = await (await browser.newContext({ viewport: { width: 1366, height: 1000 } })).newPage();
    await fan.goto(appUrl);
    await expect.poll(() => fan.getByText('Les mer...').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    expect(await fan.getByText(title).count()).toBe(0);

    const poster = await (await browser.newContext({ viewport: { width: 1366, height: 1000 } })).newPage();
    const dialogs: string[] = [];
    poster.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await logIn(poster, 'skribent');
    await poster.goto(`${appUrl}/admin/newArticle`);
    await poster.getByLabel('Tittel', { exact: true }).fill(title);
    await poster.getByLabel('Hovedtekst').fill('Full fart fra start.<script>alert(1)</script> Tre poeng hjem.');
    await poster.getByRole('button', { name: 'Publiser' }).click();
    await expect.poll(() => dialogs, { timeout: 20_000 }).toContain('Artikkelen er lagret og publisert.');

    // posts:updated reached the fan's page: the list was fetched again, with the new article.
    await expect.poll(() => fan.getByText(title).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await fan.getByText(title).first().click();
    await expect.poll(() => fan.locator('h1').first().innerText(), { timeout: 15_000 }).toBe(title);
    expect(await fan.locator('script:has-text("alert(1)")').count()).toBe(0);
  });
});
