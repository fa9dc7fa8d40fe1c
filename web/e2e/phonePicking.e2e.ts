import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, PHONE } from './helpers';

/** Registers and logs in a new manager from the page, as the registration form would. */
async function newManager(page: Page, username: string): Promise<void> {
  await page.goto(appUrl);
  const ok = await page.evaluate(async (name) => {
    const call = async (call: string, body: object) =>
      (await (
        await fetch(`/api/${call}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { success: boolean; thisMatchID?: string };
    const season = await call('getYearRoundMatchDateID', {});
    const password = 'fotball123';
    const registered = await call('createNewUser', {
      username: name,
      teamName: `Lag ${name}`,
      password,
      confirmPassword: password,
      registerMatchID: season.thisMatchID,
    });
    return registered.success && (await call('login', { username: name, password })).success;
  }, username);
  expect(ok).toBe(true);
}

/** A new manager's Mitt lag on a phone, with the first visit's tips closed. */
async function newManagerOnTeamPage(browser: Browser, namePrefix: string): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await newManager(page, `${namePrefix}${Date.now() % 100_000}`);
  await page.goto(`${appUrl}/fantasy/team`);
  const tips = page.getByRole('dialog', { name: 'Tips' });
  await expect.poll(() => tips.count(), { timeout: 20_000 }).toBe(1);
  await tips.getByRole('button', { name: 'Ok' }).tap();
  return page;
}

/** Whether the element is on the screen as it is now, without any scrolling. */
async function onScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe.skipIf(!chromiumPath)('picking a team on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('picks 7 players in 14 taps, the next step always under the thumb, then saves', async () => {
    const page = await newManagerOnTeamPage(browser, 'mobil');

    const table = page.getByRole('table', { name: 'Spillere' });
    const rows = table.locator('tbody').getByRole('button');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(7);
    const swapIn = page.getByRole('button', { name: 'Bytt inn valgt spiller' });
    let taps = 0;
    for (let pick = 0; pick < 7; pick += 1) {
      await rows.nth(pick).tap();
      taps += 1;
      await swapIn.waitFor();
      // The bar is docked to the bottom edge: no scrolling back up to reach it.
      expect(await onScreen(page, swapIn), `pick ${pick + 1}`).toBe(true);
      await swapIn.tap();
      taps += 1;
    }
    expect(taps).toBe(14);
    const pitch = page.getByRole('group', { name: 'Laget ditt' });
    await expect.poll(() => pitch.getByRole('button').count()).toBe(7);

    await pitch.getByRole('button').first().tap();
    await page.getByRole('button', { name: 'Gjør til kaptein' }).tap();
    const save = page.getByRole('button', { name: 'Lagre laget' });
    expect(await onScreen(page, save)).toBe(true);
    await save.tap();
    await expect.poll(() => page.getByText('Ditt lag har blitt lagret.').count(), { timeout: 15_000 }).toBe(1);
    await page.context().close();
  });

  it('shows the fantasy numbers in place of the skills, sorted from the keyboard, without sideways scrolling', async () => {
    const page = await newManagerOnTeamPage(browser, 'form');
    const table = page.getByRole('table', { name: 'Spillere' });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(7);
    const form = table.getByRole('button', { name: 'Form' });
    const skill = table.getByRole('button', { name: 'Ferdighet' });
    // A phone shows the skills or the fantasy numbers, as the manager chooses.
    expect([await skill.isVisible(), await form.isVisible()]).toEqual([true, false]);
    await page.getByRole('combobox', { name: 'Vis' }).selectOption('fantasy');
    expect([await skill.isVisible(), await form.isVisible()]).toEqual([false, true]);

    await form.focus();
    await page.keyboard.press('Enter');
    expect(await form.locator('xpath=..').getAttribute('aria-sort')).toBe('descending');
    const column = await table
      .locator('thead th')
      .evaluateAll((headers) =>
        headers.findIndex((header) => header.querySelector('button')?.getAttribute('aria-label') === 'Form'),
      );
    const values = await table
      .locator('tbody tr')
      .evaluateAll((rows, index) => rows.map((row) => Number(row.querySelectorAll('td')[index]?.textContent)), column);
    expect(values.some((value) => value > 0)).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await page.context().close();
  });

  it('narrows the table to one position', async () => {
    const page = await newManagerOnTeamPage(browser, 'posisjon');
    const table = page.getByRole('table', { name: 'Spillere' });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(7);
    const all = await table.locator('tbody tr').count();
    await page.getByRole('combobox', { name: 'Posisjon' }).selectOption('Målvakt');
    const keepers = await table.locator('tbody tr').count();
    expect(keepers).toBeGreaterThan(0);
    expect(keepers).toBeLessThan(all);
    const positions = await table
      .locator('tbody tr abbr')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title')));
    expect(new Set(positions)).toEqual(new Set(['Målvakt']));
    await page.context().close();
  });
});
