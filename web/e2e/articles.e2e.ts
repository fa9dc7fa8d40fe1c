import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { answerQuestion, appUrl, closeNotice, logIn } from './helpers';

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
    // The main text is a rich-text surface: typed with the keyboard, bold from the toolbar.
    const text = poster.getByRole('textbox', { name: 'Hovedtekst' });
    await text.click();
    await poster.keyboard.type('Full fart fra start.');
    await poster.keyboard.press('Enter');
    await poster.getByRole('button', { name: 'Fet' }).click();
    await poster.keyboard.type('Tre poeng hjem.');
    // Pasted from another page, a script and styles come along in the clipboard's HTML.
    await text.evaluate((surface) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p style="color:red">Neste kamp.<script>alert(1)</script></p>');
      data.setData('text/plain', 'Neste kamp.');
      surface.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => text.innerHTML()).toContain('Neste kamp.');
    expect(await text.innerHTML()).not.toContain('script');
    await poster.getByRole('button', { name: 'Publiser' }).click();
    expect(await answerQuestion(poster, 'Publisere artikkelen?', 'Publiser artikkelen')).toBe(
      'Vil du publisere artikkelen?',
    );
    expect(await closeNotice(poster, 20_000)).toBe('Artikkelen er lagret og publisert.');
    // The site's own dialogs only: the browser's boxes never open.
    expect(dialogs).toEqual([]);

    // posts:updated reached the fan's page: the list was fetched again, with the new article.
    await expect.poll(() => fan.getByText(title).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await fan.getByText(title).first().click();
    await expect.poll(() => fan.locator('h1').first().innerText(), { timeout: 15_000 }).toBe(title);
    expect(await fan.locator('script:has-text("alert(1)")').count()).toBe(0);
    expect(await fan.locator('strong', { hasText: 'Tre poeng hjem.' }).count()).toBe(1);
    expect(await fan.getByText('Neste kamp.').count()).toBe(1);
  });
});
