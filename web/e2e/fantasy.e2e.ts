import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn } from './helpers';

describe.skipIf(!chromiumPath)('the fantasy game', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("a manager makes a new captain and saves; the bot's announcement reaches another open page live", async () => {
    const watcher = await (await browser.newContext({ viewport: { width: 1366, height: 1000 } })).newPage();
    await logIn(watcher, 'spiller');
    await watcher.goto(`${appUrl}/fantasy/main`);
    await expect.poll(() => watcher.getByText('Fantasy-praten').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    const manager = await (await browser.newContext({ viewport: { width: 1366, height: 1000 } })).newPage();
    await logIn(manager, 'vsffan');
    await manager.goto(`${appUrl}/fantasy/team`);
    const pitch = manager.getByRole('group', { name: 'Laget ditt' });
    await expect.poll(() => pitch.getByRole('button').count(), { timeout: 20_000 }).toBe(7);
    const tips = manager.getByRole('dialog', { name: 'Tips' });
    if (await tips.count()) await tips.getByRole('button', { name: 'Ok' }).click();

    // Someone on the pitch who is not the captain yet (the name is the spot's last line).
    const spots = await pitch.getByRole('button').evaluateAll((buttons) =>
      buttons.map((b) => ({
        captain: b.querySelector('abbr[title="Kaptein"]') !== null,
        name: b.lastElementChild?.textContent ?? '',
      })),
    );
    const index = spots.findIndex((spot) => !spot.captain);
    const name = spots[index]!.name;
    await pitch.getByRole('button').nth(index).click();
    await manager.getByRole('button', { name: 'Gjør til kaptein' }).click();
    await manager.getByRole('button', { name: 'Lagre laget' }).click();
    await expect.poll(() => manager.getByText('Ditt lag har blitt lagret.').count(), { timeout: 15_000 }).toBe(1);

    // 1 to 10 s later the bot says so in the fantasy chat, on a page that was never reloaded.
    await expect
      .poll(() => watcher.getByText(`En bruker har akkurat valgt ${name} som kaptein.`).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
  });
});
