import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { PHONE, appUrl, logIn } from './helpers';

/** The list's own scroll box: how much it hides below its visible part. */
const hiddenInBox = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((box) => box.scrollHeight - box.clientHeight);

/** Where the list's header row is, from the top of the window, after the window scrolled past the list's top. */
async function headerTopAfterScroll(page: Page, testId: string): Promise<number> {
  const list = page.getByTestId(testId);
  await list.evaluate((box) => window.scrollTo(0, box.getBoundingClientRect().top + window.scrollY + 400));
  return list
    .locator('thead th')
    .first()
    .evaluate((cell) => cell.getBoundingClientRect().top);
}

describe.skipIf(!chromiumPath)('the admin lists', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('let the page scroll on a laptop, the header row staying at the top of the window', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, 'admin');
    await page.goto(`${appUrl}/admin/editMatchSchedule`);
    await page.getByTestId('schedule-list').locator('tbody tr').first().waitFor();
    expect(await hiddenInBox(page, 'schedule-list')).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1200);
    expect(Math.abs(await headerTopAfterScroll(page, 'schedule-list'))).toBeLessThanOrEqual(1);

    await page.goto(`${appUrl}/admin/editStats`);
    await page.getByRole('button', { name: 'Lagre kampen' }).waitFor();
    expect(await hiddenInBox(page, 'match-lines')).toBe(0);
    expect(Math.abs(await headerTopAfterScroll(page, 'match-lines'))).toBeLessThanOrEqual(1);
    await context.close();
  });

  it.each([
    { device: '390 px phone', options: PHONE },
    { device: '1280 px desktop', options: { viewport: { width: 1280, height: 800 } } },
  ])(
    "show the fixture form's weekday from the date, and the club players by the name shown ($device)",
    async ({ options }) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await logIn(page, 'admin');
      await page.goto(`${appUrl}/admin/editMatchSchedule`);
      await page.getByRole('button', { name: 'Ny kamp' }).click();
      const form = page.getByRole('form', { name: 'Ny kamp' });
      const weekday = form.getByLabel('Ukedag');
      expect(await weekday.evaluate((element) => element.tagName)).toBe('OUTPUT');
      await form.getByLabel('Dato').fill('2027-05-17');
      expect(await weekday.innerText()).toBe('Mandag');
      await form.getByLabel('Dato').fill('2027-05-16');
      expect(await weekday.innerText()).toBe('Søndag');

      await page.goto(`${appUrl}/admin`);
      const grid = page.getByTestId('club-player-table');
      await grid.locator('tbody tr').first().waitFor({ timeout: 15_000 });
      const shown = await grid
        .locator('tbody th')
        .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent?.trim() ?? ''));
      const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });
      expect(shown.length).toBeGreaterThan(5);
      expect(shown).toEqual([...shown].sort(collator.compare));
      await context.close();
    },
  );

  it('keep their own 540 px box on a phone, where the columns do not fit', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await logIn(page, 'admin');
    await page.goto(`${appUrl}/admin/editMatchSchedule`);
    await page.getByTestId('schedule-list').locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('schedule-list').evaluate((box) => box.clientHeight)).toBeLessThanOrEqual(540);
    expect(await hiddenInBox(page, 'schedule-list')).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
