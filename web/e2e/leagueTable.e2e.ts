import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { osloToday } from '@vsf/engine';
import { type SeasonContext, type SeasonTableRow } from '@vsf/contract';
import { chromiumPath, launchChromium } from './chromium';
import { adminCall, appUrl, logIn, PHONE, post } from './helpers';

const LEAGUE = '5. div. Menn avd. 01';

/** axe-core's critical and serious WCAG 2.2 AA findings on the page as it is now. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The club's row in the page's main table ('VSF', maybe with 'Foreløpig' after it). */
const clubRow = (page: Page) => page.locator('main table tbody tr', { has: page.locator('td', { hasText: /^VSF/ }) });
/** A row's cells as text: [#, Lag, K, …, P]. */
const cells = async (page: Page) => (await clubRow(page).locator('td').allInnerTexts()).map((text) => text.trim());

async function leagueRows(season: number): Promise<SeasonTableRow[]> {
  const response = await fetch(`${appUrl}/api/getTables`);
  const { tables } = (await response.json()) as { tables: SeasonTableRow[] };
  return tables.filter((row) => row.season === season && row.tournement === LEAGUE);
}

const clubTableRow = async (season: number) => (await leagueRows(season)).find((row) => row.team === 'Vinderen SF')!;

describe.skipIf(!chromiumPath)('the league table follows the results', () => {
  let browser: Browser;
  let admin: Page;
  let phone: Page;
  let laptop: Page;
  let season: number;
  let fixtureTableID: number | undefined;
  let opponent: string;
  const matchID = `TABELL${Date.now()}`;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    phone = await (await browser.newContext(PHONE)).newPage();
    laptop = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await logIn(admin, 'admin');
    season = (await post<SeasonContext>('getYearRoundMatchDateID', {})).thisYear;
    // A league match today against the division's last team, so the table counts it.
    opponent = (await leagueRows(season)).at(-1)!.team;
    const [year, month, day] = osloToday(new Date()).split('-');
    const added = await adminCall(admin, 'addFixture', {
      round: 1,
      date: `${day}.${month}.${year}`,
      time: '12.00',
      pitch: 'Vinderen kunstgress',
      tournement: LEAGUE,
      matchID,
      homeTeam: 'Vinderen SF',
      awayTeam: opponent,
    });
    expect(added).toMatchObject({ success: true });
    fixtureTableID = added.fixtureTableID;
  });
  afterAll(async () => {
    // The test match must not linger for the other browser tests: deleting it takes it out of the table.
    if (fixtureTableID !== undefined)
      expect(await adminCall(admin, 'deleteFixture', { fixtureTableID })).toMatchObject({ success: true });
    await browser?.close();
  });

  it("shows the club's provisional row while the match is live, and settles at 'Bekreft resultat'", async () => {
    const before = await clubTableRow(season);
    for (const page of [phone, laptop]) {
      await page.goto(`${appUrl}/table`);
      await clubRow(page).waitFor({ timeout: 20_000 });
      await expect.poll(() => cells(page)).toContain(String(before.points));
    }

    const players = (await adminCall(admin, 'getVSFPlayers', {})).players ?? [];
    const squad = players.slice(0, 3).map((player) => player.playerID);
    expect(await adminCall(admin, 'startLiveMatch', { matchID, squad })).toMatchObject({ success: true });
    const goal = await adminCall(admin, 'addMatchEvent', { matchID, type: 'goal', minute: 9, playerID: squad[1] });
    expect(goal).toMatchObject({ success: true });

    // Live: the club's row counts the running 1–0, says 'Foreløpig' in words, and the note names the score.
    for (const page of [phone, laptop]) {
      // (At kick-off the 0–0 already counts, as a provisional draw; then the goal arrives.)
      await expect.poll(async () => (await cells(page)).at(-1), { timeout: 15_000 }).toBe(String(before.points + 3));
      expect(await clubRow(page).textContent()).toContain('Foreløpig');
      expect(await cells(page)).toContain(String(before.gamesPlayed + 1));
      expect(await page.getByText('Direkte:').locator('..').innerText()).toContain(`VSF 1–0 ${opponent}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      expect(await seriousFindings(page)).toEqual([]);
    }
    // The provisional table reflows down to 320 px.
    await phone.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await phone.setViewportSize({ width: 390, height: 844 });
    // The desktop's side bar marks it too, when the club is in its top five; its note says so anyway.
    await expect
      .poll(() => laptop.getByRole('complementary', { name: 'Mer fra klubben' }).innerText(), { timeout: 10_000 })
      .toContain('Foreløpig: VSF 1–0');

    // Full time and 'Bekreft resultat' at the touchline.
    expect(await adminCall(admin, 'setMatchPhase', { matchID, phase: 'finished' })).toMatchObject({ success: true });
    await admin.goto(`${appUrl}/admin/live/${matchID}`);
    await admin.getByRole('button', { name: 'Bekreft resultat' }).click({ timeout: 20_000 });
    await expect.poll(() => admin.getByText('Resultatet er lagret.').count(), { timeout: 30_000 }).toBe(1);

    // Settled: the same numbers, no longer provisional, and the server's table agrees.
    const after = await clubTableRow(season);
    expect(after.gamesPlayed).toBe(before.gamesPlayed + 1);
    expect(after.points).toBe(before.points + 3);
    for (const page of [phone, laptop]) {
      await expect.poll(() => clubRow(page).textContent(), { timeout: 15_000 }).not.toContain('Foreløpig');
      expect((await cells(page)).at(-1)).toBe(String(after.points));
      expect(await page.getByText('Direkte:').count()).toBe(0);
    }
  });

  it('an admin on a phone deducts points with a reason; fans see the reason under the table until it is removed', async () => {
    const adminPhone = await (await browser.newContext(PHONE)).newPage();
    await logIn(adminPhone, 'admin');
    await adminPhone.goto(`${appUrl}/admin/editTable`);
    const form = adminPhone.getByRole('form', { name: 'Ny korreksjon' });
    await form.getByLabel('Lag', { exact: true }).selectOption({ label: opponent }, { timeout: 20_000 });
    await form.getByLabel('Poeng som trekkes').fill('3');
    await form.getByLabel('Begrunnelse').fill('Brukte en spiller uten spillerlisens');
    await form.getByRole('button', { name: 'Lagre korreksjon' }).click();
    await adminPhone.getByText('Korreksjonen er lagret, og tabellen er oppdatert.').waitFor({ timeout: 10_000 });
    expect(await adminPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousFindings(adminPhone)).toEqual([]);

    const reason = `${opponent}: 3 poeng trukket – Brukte en spiller uten spillerlisens`;
    for (const page of [phone, laptop]) {
      await expect.poll(() => page.getByText(reason).count(), { timeout: 15_000 }).toBe(1);
    }

    // Removed through the site's dialog, not the browser's.
    await adminPhone.getByRole('button', { name: `Fjern korreksjonen for ${opponent}` }).click();
    await adminPhone
      .getByRole('dialog', { name: 'Fjerne korreksjonen?' })
      .getByRole('button', { name: 'Slett' })
      .click();
    for (const page of [phone, laptop]) {
      await expect.poll(() => page.getByText(reason).count(), { timeout: 15_000 }).toBe(0);
    }
  });
});
