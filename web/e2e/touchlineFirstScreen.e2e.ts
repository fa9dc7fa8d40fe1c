import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloToday, playerDisplayName } from '@vsf/engine';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { addTodaysMatch, adminCall, appUrl, logIn, PHONE } from './helpers';

const LAPTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const SCREENS = [
  ['a phone, 390 × 844', PHONE],
  ['a laptop, 1280 × 800', LAPTOP],
] as const;
const PAD = ['Mål', 'Mål av motstanderen', 'Gult kort', 'Rødt kort', 'Selvmål'];
const NOT_BEFORE_MATCH_DAY = 'Kampen kan ikke startes før kampdagen.';

/** Whether the element is wholly inside the window as it is now, without scrolling. */
const inFirstScreen = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return (
      window.scrollY === 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
    );
  });

/** Whether a person sees the element: in the window, and what is drawn at its middle is the element itself. */
const readable = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) return false;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && node.contains(top);
  });

describe.skipIf(!chromiumPath)('the touchline volunteer on the first screen, /admin/live', () => {
  let browser: Browser;
  let admin: Page;
  const stamp = Date.now().toString(36).toUpperCase();
  const todayID = `TLNOW${stamp}`;
  const laterID = `TLLATER${stamp}`;
  const added: number[] = [];
  let squad: number[] = [];
  let scorerName = '';

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await (await browser.newContext(LAPTOP)).newPage();
    await logIn(admin, 'admin');
    const today = await addTodaysMatch(admin, todayID, 'Førsteskjerm IL');
    if (today !== undefined) added.push(today);
    // Three days on, in Oslo: a match that cannot kick off today.
    const [year, month, day] = osloToday(new Date(Date.now() + 3 * 86_400_000)).split('-');
    const later = await adminCall(admin, 'addFixture', {
      round: 1,
      date: `${day}.${month}.${year}`,
      time: '12.00',
      pitch: 'Vinderen kunstgress',
      tournement: 'Treningskamp',
      matchID: laterID,
      homeTeam: 'Vinderen SF',
      awayTeam: 'Senere IL',
    });
    expect(later).toMatchObject({ success: true });
    if (later.fixtureTableID !== undefined) added.push(later.fixtureTableID);
    const { players = [] } = await adminCall(admin, 'getVSFPlayersForAdmin', {});
    squad = players.slice(0, 3).map((player) => player.playerID);
    scorerName = players[1] ? playerDisplayName(players[1]) : '';
  });
  afterAll(async () => {
    // The test matches must not linger for the other browser tests.
    for (const fixtureTableID of added)
      expect(await adminCall(admin, 'deleteFixture', { fixtureTableID })).toMatchObject({ success: true });
    await browser?.close();
  });

  /** A logged-in admin's page on the given screen; the browser's own boxes are counted (there must be none). */
  async function adminPage(screen: BrowserContextOptions) {
    const page = await (await browser.newContext(screen)).newPage();
    const nativeBoxes: string[] = [];
    page.on('dialog', (dialog) => {
      nativeBoxes.push(dialog.message());
      void dialog.dismiss();
    });
    await logIn(page, 'admin');
    return { page, nativeBoxes };
  }

  it.each(SCREENS)(
    'on %s, marks a match of a later day as not startable, with the server’s reason',
    async (_, screen) => {
      const { page } = await adminPage(screen);
      await page.goto(`${appUrl}/admin/live`);
      const later = page.locator('li', { hasText: 'Senere IL' });
      await later.waitFor({ timeout: 20_000 });
      expect(await later.innerText()).toContain(NOT_BEFORE_MATCH_DAY);
      expect(await later.getByRole('link').count()).toBe(0);
      const today = page.getByRole('region', { name: 'Dagens kamper' }).getByRole('link', { name: /Førsteskjerm IL/ });
      expect(await today.count()).toBe(1);

      // Its page, opened by address, says so before any squad is picked: no players to pick, no 'Avspark'.
      await page.goto(`${appUrl}/admin/live/${laterID}`);
      const refusal = page.getByRole('alert');
      await expect.poll(() => refusal.innerText(), { timeout: 20_000 }).toBe(NOT_BEFORE_MATCH_DAY);
      expect(await readable(refusal)).toBe(true);
      expect(await page.getByRole('button', { name: 'Avspark' }).count()).toBe(0);
      expect(await page.locator('button[aria-pressed]').count()).toBe(0);
      // And the server refuses it with the same words.
      expect(await adminCall(page, 'startLiveMatch', { matchID: laterID, squad })).toEqual({
        success: false,
        msg: NOT_BEFORE_MATCH_DAY,
      });
      await page.context().close();
    },
  );

  it.each(SCREENS)(
    'on %s, has the score and every event button on the first screen while the match is live, the admin menu below',
    async (_, screen) => {
      await adminCall(admin, 'startLiveMatch', { matchID: todayID, squad, keeperID: squad[0] });
      const { page, nativeBoxes } = await adminPage(screen);
      await page.goto(`${appUrl}/admin/live/${todayID}`);
      await page.getByRole('button', { name: 'Mål', exact: true }).waitFor({ timeout: 20_000 });
      expect(await inFirstScreen(page.getByRole('region', { name: 'Stillingen' }))).toBe(true);
      for (const name of PAD)
        expect(await inFirstScreen(page.getByRole('button', { name, exact: true })), name).toBe(true);
      // The admin menu follows the match instead of pushing it down.
      const menu = page.getByRole('navigation', { name: 'Admin' });
      const pad = page.getByRole('region', { name: 'Registrer hendelse' });
      const [menuTop, padTop] = await Promise.all(
        [menu, pad].map((l) => l.evaluate((n) => n.getBoundingClientRect().top)),
      );
      expect(menuTop).toBeGreaterThan(padTop ?? 0);
      expect(nativeBoxes).toEqual([]);
      await page.context().close();
    },
  );

  it.each(SCREENS)(
    'on %s, shows a refused squad change in view, not under the sticky button, and asks before deleting in the site’s dialog',
    async (_, screen) => {
      await adminCall(admin, 'startLiveMatch', { matchID: todayID, squad, keeperID: squad[0] });
      const scorer = squad[1];
      const goal = await adminCall(admin, 'addMatchEvent', {
        matchID: todayID,
        type: 'goal',
        minute: 5,
        playerID: scorer,
      });
      expect(goal).toMatchObject({ success: true });
      const { page, nativeBoxes } = await adminPage(screen);
      await page.goto(`${appUrl}/admin/live/${todayID}`);

      // Taking the scorer out of the squad is refused by the server; the refusal is where it can be read.
      await page.getByRole('button', { name: 'Endre tropp eller keeper' }).click({ timeout: 20_000 });
      await page.locator('button[aria-pressed="true"]', { hasText: scorerName }).click();
      await page.getByRole('button', { name: 'Lagre troppen' }).click();
      const refusal = page
        .getByRole('alert')
        .filter({ hasText: 'har hendelser i kampen og kan ikke tas ut av troppen.' });
      await refusal.waitFor({ timeout: 15_000 });
      await expect.poll(() => readable(refusal), { timeout: 5_000 }).toBe(true);
      await page.goto(`${appUrl}/admin/live/${todayID}`);

      // Deleting an event asks in the site's dialog: its button says what happens, focus is inside, Escape keeps the event.
      const removes = page.getByRole('button', { name: /^Slett 5' Mål/ });
      const remove = removes.first();
      await remove.click({ timeout: 20_000 });
      const events = await removes.count();
      const question = page.getByRole('dialog', { name: 'Slette hendelsen?' });
      await question.waitFor({ timeout: 5_000 });
      expect(await question.getByRole('button', { name: 'Slett hendelsen' }).count()).toBe(1);
      expect(await question.getByRole('button', { name: 'Ok' }).count()).toBe(0);
      expect(await question.evaluate((box) => box.contains(document.activeElement))).toBe(true);
      expect(await readable(question.getByRole('button', { name: 'Slett hendelsen' }))).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await question.evaluate((box) => box.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'detached' });
      expect(await removes.count()).toBe(events);
      expect(await remove.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(nativeBoxes).toEqual([]);
      await page.context().close();
    },
  );
});
