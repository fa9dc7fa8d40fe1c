import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Fixture } from '@vsf/contract';
import { chromiumPath, launchChromium } from './chromium';
import { seasonMatchToday, type SeasonMatchUse } from './seasonMatch';
import { adminCall, appUrl, logIn, PHONE } from './helpers';

/** The text of the summary tile named `label` on the points page, e.g. 'Dine poeng'. */
const tile = (page: Page, label: string) => page.locator('dl > div', { has: page.locator(`dt:text-is("${label}")`) });
const tileValue = async (page: Page, label: string) => (await tile(page, label).locator('dd').textContent())?.trim();
/** The marker of provisional numbers (case-sensitive: a username such as 'live82' is not one). */
const LIVE = /^LIVE\b/;
const ownRow = (page: Page) => page.locator('tr', { has: page.locator('td:text-is("vsffan")') });

describe.skipIf(!chromiumPath)('live fantasy points', () => {
  let browser: Browser;
  let admin: Page;
  let points: Page;
  let league: Page;
  let match: Fixture;
  let season: number;
  let finished = false;
  let started = false;
  let restore: ((use: SeasonMatchUse) => Promise<void>) | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    const page = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    [admin, points, league] = await Promise.all([page(), page(), page()]);
    await logIn(admin, 'admin');
    await logIn(points, 'vsffan');
    await logIn(league, 'vsffan');
    // The round the managers have picked for is the season pointer's match: played today.
    ({ match, season, restore } = await seasonMatchToday(admin));
  });
  afterAll(async () => {
    await restore?.({ started, finished });
    await browser?.close();
  });

  it('a manager whose captain scores sees provisional points and ranks move, marked LIVE, then the final numbers', async () => {
    const round = { season, round: match.round, matchID: match.matchID };
    const loaded = (await points.evaluate(async (input) => {
      const response = await fetch('/api/loadFantasyTeam', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      });
      return response.json();
    }, round)) as { team: Record<string, number | null> | null };
    const team = loaded.team!;
    const chosen = [1, 2, 3, 4, 5, 6, 7].map((slot) => team[`player${slot}`]).filter((id): id is number => !!id);
    const captain = team.captain!;
    expect(chosen).toContain(captain);

    // The manager has the points page and the league page open before kick-off.
    await points.goto(`${appUrl}/fantasy/points`);
    await points.getByRole('heading', { name: 'Poengfordeling' }).waitFor({ timeout: 20_000 });
    await league.goto(`${appUrl}/fantasy/league`);
    const tips = league.getByRole('dialog', { name: 'Tips' });
    await ownRow(league).waitFor({ timeout: 20_000 });
    if (await tips.count()) await tips.getByRole('button', { name: 'Ok' }).click();
    // One of the manager's own leagues, whose table moves through its room (league:table).
    const choice = league.getByRole('combobox', { name: 'Liga', exact: true });
    const leagueName = (await choice.locator('option').nth(2).textContent())!;
    await choice.selectOption({ label: leagueName });
    await ownRow(league).waitFor({ timeout: 20_000 });

    // Kick-off: the manager's seven are the squad, one of the others in goal.
    const keeperID = chosen.find((id) => id !== captain)!;
    expect(await adminCall(admin, 'startLiveMatch', { matchID: match.matchID, squad: chosen, keeperID })).toMatchObject(
      { success: true },
    );
    started = true;
    // The points page follows the round being played, provisional and marked LIVE.
    await points.getByRole('heading', { name: new RegExp(`^Runde ${match.round},`) }).waitFor({ timeout: 15_000 });
    await expect.poll(() => tile(points, 'Dine poeng').getByText(LIVE).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => tileValue(points, 'Dine poeng'), { timeout: 15_000 }).toMatch(/^\d+$/);
    const before = Number(await tileValue(points, 'Dine poeng'));
    await expect.poll(() => league.getByText(LIVE).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const rowBefore = await ownRow(league).textContent();

    // The captain scores: three points doubled, and the goal for and the lead count for all seven.
    expect(
      await adminCall(admin, 'addMatchEvent', { matchID: match.matchID, type: 'goal', minute: 12, playerID: captain }),
    ).toMatchObject({ success: true });
    await expect
      .poll(async () => Number(await tileValue(points, 'Dine poeng')), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(before + 6);
    const after = Number(await tileValue(points, 'Dine poeng'));
    await expect.poll(() => tileValue(points, 'Verdensranking'), { timeout: 10_000 }).toMatch(/^\d+ av \d+$/);
    await expect.poll(() => ownRow(league).textContent(), { timeout: 10_000 }).not.toBe(rowBefore);
    expect(await league.getByText(LIVE).count()).toBeGreaterThan(0);
    // What the shirts and the breakdown add up to is what 'Dine poeng' says.
    const sum = points.getByRole('region', { name: 'Slik ble poengene dine' });
    await expect.poll(() => sum.getByText(`${after} poeng`).count()).toBe(1);

    // Full time and 'Bekreft resultat': the same numbers, final, without LIVE.
    expect(await adminCall(admin, 'setMatchPhase', { matchID: match.matchID, phase: 'finished' })).toMatchObject({
      success: true,
    });
    expect(await adminCall(admin, 'finishLiveMatch', { matchID: match.matchID })).toMatchObject({ success: true });
    finished = true;
    await expect.poll(() => points.getByText(LIVE).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => tileValue(points, 'Dine poeng'), { timeout: 15_000 }).toBe(String(after));
    await expect.poll(() => tileValue(points, 'Din plassering'), { timeout: 15_000 }).toMatch(/^\d+ av \d+$/);
    await expect.poll(() => league.getByText(LIVE).count(), { timeout: 15_000 }).toBe(0);
  });

  it('a phone shows the breakdown without sideways scroll, a shirt opening its player', async () => {
    // The narrowest phone the site is made for (320 px).
    const phone = await (await browser.newContext({ ...PHONE, viewport: { width: 320, height: 740 } })).newPage();
    await logIn(phone, 'vsffan');
    await phone.goto(`${appUrl}/fantasy/points`);
    const pitch = phone.getByRole('group', { name: 'Laget ditt' });
    await expect.poll(() => pitch.getByRole('button').count(), { timeout: 20_000 }).toBe(7);
    await pitch.getByRole('button').first().click();
    const explained = phone.getByRole('region', { name: 'Slik ble poengene dine' });
    await expect.poll(() => explained.locator('details[open]').count()).toBe(1);
    await expect
      .poll(() => explained.locator('details[open]').getByText('Egne poeng', { exact: true }).isVisible())
      .toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
