import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, post } from './helpers';

describe.skipIf(!chromiumPath)('statistics, the player modal and the combination view', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('opens the top scorer from /stats and combines him with a second player', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${appUrl}/stats`);
    const rows = page.locator('main table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(3);
    expect(await page.getByLabel('Statistikk').inputValue()).toBe('goalsScored');
    expect(await page.locator('main table thead').innerText()).toContain('Toppscorer');
    expect(await rows.first().innerText()).toMatch(/\d,\d\d/);

    const topName = (await rows.first().locator('td').nth(1).innerText()).trim();
    await rows.first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).innerText(), { timeout: 15_000 }).toBe(topName);
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('Pålitelighet');
    expect(await dialog.innerText()).toContain('Ferdighet');

    await dialog.getByLabel('Visning').selectOption('matches');
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('Totalt for denne sesongen:');
    expect(await dialog.innerText()).toMatch(/\d\d\.\d\d\.\d{4}/);

    const combos: { comboStats: unknown[] }[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/getPlayersWithComboStats')) combos.push(await response.json());
    });
    await dialog.getByLabel('Visning').selectOption('combination');
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('Hovedspiller');
    await dialog.getByRole('button', { name: /Legg til spiller/ }).click();
    const slot = dialog.getByLabel('Spiller 2');
    await expect.poll(() => slot.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    // The main player is never offered again.
    expect(await slot.locator('option').allInnerTexts()).not.toContain(topName);
    const second = await slot.locator('option').nth(1).getAttribute('value');
    await slot.selectOption(second!);
    await expect.poll(() => dialog.getByTestId('combo-totals').count(), { timeout: 15_000 }).toBe(1);

    const season = (await post<{ thisYear: number }>('getYearRoundMatchDateID', {})).thisYear;
    const stats = await post<{
      players: { playerID: number; nickname: string; firstName: string; lastName: string }[];
    }>('getPlayersWithRequestedStats', { season: String(season) });
    const main = stats.players.find((p) => (p.nickname || `${p.firstName} ${p.lastName}`) === topName)!;
    const expected = await post<{ comboStats: { attendance: number }[] }>('getPlayersWithComboStats', {
      season,
      mainPlayerID: main.playerID,
      comboPlayers: [Number(second)],
    });
    const together = (await dialog.getByTestId('combo-totals').locator('dd').first().innerText()).trim();
    expect(Number(together)).toBe(expected.comboStats.length);
    expect(combos.length).toBeGreaterThanOrEqual(2); // one load for the main player alone, one after the change

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('shows the league table with the club highlighted', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${appUrl}/table`);
    await expect.poll(() => page.locator('main table tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    expect(await page.locator('main table thead').innerText()).toContain('Målforskjell');
    expect(await page.locator('main table tbody').innerText()).toContain('VSF');
    await page.close();
  });
});
