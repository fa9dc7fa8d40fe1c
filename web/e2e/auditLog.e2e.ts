import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn } from './helpers';

/** Calls the API from the page, with its session cookie, as the admin's browser would. */
async function call(page: Page, name: string, body: object): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ([callName, input]) => {
      const response = await fetch(`/api/${callName}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      });
      return (await response.json()) as Record<string, unknown>;
    },
    [name, body] as const,
  );
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!chromiumPath)('the audit log in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('shows an admin who changed a club player as a readable line, the stored data on a click, on a phone and a desktop', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await logIn(page, 'admin');
    const { players } = (await call(page, 'getVSFPlayersForAdmin', {})) as {
      players: { playerID: number; firstName: string; lastName: string; deletable: 0 | 1 }[];
    };
    const player = players[0]!;
    const changed = await call(page, 'setVSFPlayerDeletableStatus', {
      playerID: player.playerID,
      status: player.deletable === 1 ? 0 : 1,
    });
    expect(changed.success).toBe(true);

    await page.goto(`${appUrl}/admin/log`);
    const line = page
      .getByRole('listitem')
      .filter({ hasText: `Spiller endret: ${player.firstName} ${player.lastName}` });
    await line.first().waitFor({ timeout: 15_000 });
    const changes = await line.first().getByRole('list', { name: 'Endringer' }).getByRole('listitem').allInnerTexts();
    expect(changes).toEqual([player.deletable === 1 ? 'Kan slettes: Ja → Nei' : 'Kan slettes: Nei → Ja']);
    const raw = line.first().locator('pre');
    expect(await raw.isVisible()).toBe(false);
    await line.first().getByText('Vis lagrede data (JSON)').click();
    expect(await raw.isVisible()).toBe(true);
    expect(await raw.innerText()).toContain('"deletable"');
    expect(await line.first().innerText()).toContain('admin');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByLabel('Type').selectOption('user');
    await expect.poll(() => line.count(), { timeout: 10_000 }).toBe(0);
    await page.getByLabel('Type').selectOption('clubPlayer');
    await expect.poll(() => line.count(), { timeout: 10_000 }).toBeGreaterThan(0);

    await page.setViewportSize({ width: 320, height: 700 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
