import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { Fixture } from '@vsf/contract';
import { chromiumPath, launchChromium } from './chromium';
import { seasonMatchToday, type SeasonMatchUse } from './seasonMatch';
import { adminCall, appUrl, logIn, PHONE } from './helpers';

interface PickedTeam {
  chosen: number[];
  captain: number;
  activeBoost: string;
}

/** The manager's team for the round, as their own page loads it. */
async function teamOf(page: Page, round: { season: number; round: number; matchID: string }): Promise<PickedTeam> {
  const loaded = (await page.evaluate(async (input) => {
    const response = await fetch('/api/loadFantasyTeam', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    return response.json();
  }, round)) as { team: Record<string, number | string | null> };
  const team = loaded.team;
  const chosen = [1, 2, 3, 4, 5, 6, 7].map((slot) => team[`player${slot}`]).filter((id): id is number => !!id);
  return { chosen, captain: Number(team.captain), activeBoost: String(team.activeBoost) };
}

const pointsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'VSF Fantasy' }).getByRole('link', { name: /^Poeng/ });
const header = (page: Page) => page.getByRole('banner');
const ticker = (page: Page) => page.getByRole('region', { name: 'Direkte fra kampen' });
const explained = (page: Page) => page.getByRole('region', { name: 'Slik ble poengene dine' });
/** What a sighted visitor reads on a line of 'Slik ble poengene dine' (not the screen readers' sentence). */
const seenLines = (page: Page) =>
  explained(page)
    .locator('summary')
    .evaluateAll((lines) =>
      lines.map((line) =>
        [...line.querySelectorAll('[aria-hidden="true"]')]
          .filter((part) => (part as HTMLElement).offsetParent !== null)
          .map((part) => part.textContent)
          .join(' | '),
      ),
    );

/** The critical and serious WCAG 2.2 AA findings of axe-core on the page, one line each. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((found) => found.impact === 'critical' || found.impact === 'serious')
    .map((found) => `${found.id}: ${found.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe.skipIf(!chromiumPath)('a live match on the first screen, and every point explained', () => {
  let browser: Browser;
  let admin: Page;
  let phone: Page;
  let desk: Page;
  let match: Fixture;
  let season: number;
  let finished = false;
  let started = false;
  let restore: ((use: SeasonMatchUse) => Promise<void>) | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await (await browser.newContext({ ...PHONE })).newPage();
    phone = await (await browser.newContext({ ...PHONE })).newPage();
    desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await Promise.all([logIn(admin, 'admin'), logIn(phone, 'vsffan'), logIn(desk, 'vsffan')]);
    // The round the managers have picked for is the season pointer's match: played today.
    ({ match, season, restore } = await seasonMatchToday(admin));
  });
  afterAll(async () => {
    await restore?.({ started, finished });
    await browser?.close();
  });

  it('shows the live match in the header, the live points in the menu and on the first screen, then full time', async () => {
    const round = { season, round: match.round, matchID: match.matchID };
    const fan = await teamOf(phone, round);
    const boosted = await teamOf(admin, round);
    // The demo's admin plays this round with a boost, which 'Slik ble poengene dine' must name.
    expect(['superCaptain', 'attackBoost', 'defenceBoost']).toContain(boosted.activeBoost);
    // One of the fan's players stays at home: 'møtte ikke'.
    const absent = fan.chosen.find((id) => id !== fan.captain)!;
    const squad = [...new Set([...fan.chosen.filter((id) => id !== absent), boosted.captain])];

    await Promise.all([phone.goto(`${appUrl}/fantasy/points`), desk.goto(`${appUrl}/fantasy/points`)]);
    for (const page of [phone, desk]) {
      await page.getByRole('heading', { name: 'Poengfordeling' }).waitFor({ timeout: 20_000 });
      await expect.poll(() => header(page).innerText()).toMatch(/Neste kamp/i);
    }

    expect(
      await adminCall(admin, 'startLiveMatch', { matchID: match.matchID, squad, keeperID: squad[0] }),
    ).toMatchObject({ success: true });
    started = true;

    for (const page of [phone, desk]) {
      // The header names the match being played, its score and minute, not 'Neste kamp'.
      await expect.poll(() => header(page).innerText(), { timeout: 15_000 }).toMatch(/DIREKTE/);
      expect(await header(page).innerText()).not.toMatch(/Neste kamp/i);
      expect(await header(page).getByRole('link', { name: /0–0/ }).getAttribute('href')).toBe(
        `/match/${match.matchID}`,
      );
      await expect.poll(() => header(page).innerText()).toMatch(/\d+’/);
      // The menu's points are the live round's, marked LIVE.
      await expect.poll(() => pointsLink(page).innerText(), { timeout: 15_000 }).toMatch(/^Poeng [+−]?\d+\s*LIVE/);
    }

    // A phone's first screen: the big live number with the total and the world rank, the same as the menu's.
    const hero = phone.getByRole('region', { name: 'Dine poeng nå' });
    await hero.waitFor({ timeout: 15_000 });
    const box = (await hero.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport!.height);
    await expect.poll(() => hero.innerText()).toMatch(/Verdensranking\s*\d+ av \d+/);
    expect(await hero.innerText()).toMatch(/Totalt\s*\d+/);
    const livePoints = (await hero.locator('p[aria-live]').innerText()).trim();
    expect(await pointsLink(phone).innerText()).toMatch(new RegExp(`^Poeng \\+?${livePoints}\\s`));
    // A wide screen keeps its row of tiles, own points first, and no hero.
    expect(await desk.getByRole('region', { name: 'Dine poeng nå' }).count()).toBe(0);
    const tile = desk.locator('dl > div', { has: desk.locator('dt', { hasText: 'Dine poeng' }) });
    await expect.poll(() => tile.locator('dd').innerText()).toBe(livePoints);

    // 'Slik ble poengene dine': the player who stayed at home says so in visible words.
    for (const page of [phone, desk]) {
      await expect
        .poll(() => seenLines(page), { timeout: 15_000 })
        .toContainEqual(expect.stringMatching(/\| møtte ikke \| 0 p$/));
    }
    // The boost is named where it adds, on the line of the admin's captain.
    await admin.goto(`${appUrl}/fantasy/points`);
    const boostName = { superCaptain: '× 3 Superkaptein', attackBoost: 'Angrepsboost', defenceBoost: 'Forsvarsboost' }[
      boosted.activeBoost
    ]!;
    await expect.poll(() => seenLines(admin), { timeout: 20_000 }).toContainEqual(expect.stringContaining(boostName));

    // 'Poengfordeling' on a phone: swiped sideways and scrolled down, its header and names stay in view.
    const table = phone.getByRole('table', { name: 'Poengfordeling' });
    const scroller = table.locator('xpath=..');
    await table.locator('tbody tr').first().waitFor();
    await scroller.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await scroller.evaluate((element) => element.scrollTo({ left: 400, top: 300 }));
    await expect
      .poll(() => scroller.evaluate((element) => [element.scrollLeft > 0, element.scrollTop > 0]))
      .toEqual([true, true]);
    const frame = (await scroller.boundingBox())!;
    const nameHeader = (await table.getByRole('columnheader', { name: /Navn/ }).boundingBox())!;
    expect(nameHeader.x).toBeGreaterThanOrEqual(frame.x);
    expect(Math.abs(nameHeader.y - frame.y)).toBeLessThan(2);
    const firstVisibleName = await table.locator('tbody tr td:nth-child(2)').evaluateAll((cells, top) => {
      const cell = cells.find((element) => element.getBoundingClientRect().top >= top);
      return cell ? cell.getBoundingClientRect().left : null;
    }, nameHeader.y + nameHeader.height);
    expect(firstVisibleName).not.toBeNull();
    expect(Math.abs(firstVisibleName! - nameHeader.x)).toBeLessThan(2);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // What a live match adds to the page (header, menu, hero, table) holds to WCAG 2.2 AA.
    for (const page of [phone, desk]) expect(await seriousFindings(page)).toEqual([]);

    // Full time: the header and the ticker say the match is over, with its score.
    expect(await adminCall(admin, 'setMatchPhase', { matchID: match.matchID, phase: 'finished' })).toMatchObject({
      success: true,
    });
    for (const page of [phone, desk]) {
      await expect.poll(() => header(page).innerText(), { timeout: 15_000 }).toMatch(/SLUTT[\s\S]*Kampen er ferdig/);
      await expect.poll(() => ticker(page).innerText(), { timeout: 15_000 }).toMatch(/^SLUTT/);
      expect(await ticker(page).innerText()).toContain('Kampen er ferdig');
    }

    for (const page of [phone, desk]) expect(await seriousFindings(page)).toEqual([]);

    // 'Bekreft resultat': the match leaves the ticker and the header names the next match again.
    expect(await adminCall(admin, 'finishLiveMatch', { matchID: match.matchID })).toMatchObject({ success: true });
    finished = true;
    for (const page of [phone, desk]) {
      await expect.poll(() => header(page).innerText(), { timeout: 15_000 }).toMatch(/Neste kamp/i);
      await expect
        .poll(async () => ((await ticker(page).count()) ? ticker(page).innerText() : ''), { timeout: 15_000 })
        .toBe('');
      await expect.poll(() => pointsLink(page).innerText(), { timeout: 15_000 }).not.toMatch(/LIVE/);
    }
  });
});
