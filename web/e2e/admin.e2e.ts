import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { answerQuestion, appUrl, closeNotice, post, logIn } from './helpers';

interface Fixture {
  matchID: string;
  date: string;
  result: string;
  homeTeam: string;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
}

describe.skipIf(!chromiumPath)('the admin area', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("an admin saves a result on /admin/editStats and a fan's open /fixtures page shows it without reloading", async () => {
    const season = await post<{ thisYear: number; thisMatchID: string }>('getYearRoundMatchDateID', {});
    const { fixtures } = await post<{ fixtures: Fixture[] }>('getSeasonFixtures', { season: season.thisYear });
    // An earlier, played match: editing it keeps the season pointer (and the other browser tests) where they are.
    const currentIndex = fixtures.findIndex((f) => f.matchID === season.thisMatchID);
    const played = fixtures.slice(0, currentIndex === -1 ? undefined : currentIndex).filter((f) => f.result !== '-');
    const target = played.at(-1)!;
    // The opponents' score changes: the club's goals still add up to its scorers' (and own goals).
    const clubAtHome = ['Vinderen SF', 'Vinderen', 'Vindern', 'Vinderen '].includes(target.homeTeam);
    const newResult = clubAtHome ? `${target.homeTeamScore} - 9` : `9 - ${target.awayTeamScore}`;

    const fan = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(fan, 'vsffan');
    await fan.goto(`${appUrl}/fixtures`);
    await expect.poll(() => fan.locator('main table tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    expect(await fan.locator('main table').innerText()).not.toContain(newResult);

    const admin = await (await browser.newContext({ viewport: { width: 1366, height: 1000 } })).newPage();
    const dialogs: string[] = [];
    admin.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await logIn(admin, 'admin');
    await admin.goto(`${appUrl}/admin/editStats`);
    const picker = admin.getByLabel('Kamp', { exact: true });
    await expect.poll(() => picker.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await picker.selectOption(target.matchID);

    // An earlier played match opens read-only behind 'Endre' (the schedule half has its own 'Endre' buttons).
    const home = admin.getByLabel('Mål hjemmelag');
    await expect.poll(() => home.isDisabled(), { timeout: 15_000 }).toBe(true);
    const statsHalf = admin.getByRole('region', { name: 'Resultat og spillerstatistikk' });
    await statsHalf.getByRole('button', { name: 'Endre', exact: true }).click();
    await expect.poll(() => home.isDisabled()).toBe(false);
    await admin.getByLabel(clubAtHome ? 'Mål bortelag' : 'Mål hjemmelag').fill('9');
    await admin.getByRole('button', { name: 'Lagre kampen' }).click();

    expect(await answerQuestion(admin, 'Lagre kampen?', 'Lagre kampen')).toMatch(/^Vil du lagre/);
    expect(await closeNotice(admin, 30_000)).toBe('Kampen er lagret og poengene er regnet ut.');
    // The site's own dialogs only: the browser's boxes never open.
    expect(dialogs).toEqual([]);

    // The fan's page was never reloaded: the realtime event brought the new result.
    await expect.poll(() => fan.locator('main table').innerText(), { timeout: 15_000 }).toContain(newResult);
  });

  it('two admins on one match: the form stays on it, says who saved it, and keeps typed work through a reload', async () => {
    const season = await post<{ thisYear: number; thisMatchID: string }>('getYearRoundMatchDateID', {});
    const { fixtures } = await post<{ fixtures: Fixture[] }>('getSeasonFixtures', { season: season.thisYear });
    const currentIndex = fixtures.findIndex((f) => f.matchID === season.thisMatchID);
    const played = fixtures.slice(0, currentIndex === -1 ? undefined : currentIndex).filter((f) => f.result !== '-');
    // Not the match the test above changes.
    const target = played.at(-2)!;
    const clubAtHome = ['Vinderen SF', 'Vinderen', 'Vindern', 'Vinderen '].includes(target.homeTeam);
    const opponentsLabel = clubAtHome ? 'Mål bortelag' : 'Mål hjemmelag';

    const open = async () => {
      const page = await (await browser.newContext({ viewport: { width: 1366, height: 1000 } })).newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      await logIn(page, 'admin');
      await page.goto(`${appUrl}/admin/editStats`);
      const picker = page.getByLabel('Kamp', { exact: true });
      await expect.poll(() => picker.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await picker.selectOption(target.matchID);
      const statsHalf = page.getByRole('region', { name: 'Resultat og spillerstatistikk' });
      await statsHalf.getByRole('button', { name: 'Endre', exact: true }).click();
      await expect.poll(() => page.getByLabel(opponentsLabel).isDisabled(), { timeout: 15_000 }).toBe(false);
      return { page, picker, statsHalf, opponents: page.getByLabel(opponentsLabel) };
    };
    const first = await open();
    const second = await open();
    await second.opponents.fill('8');

    await first.opponents.fill('7');
    await first.page.getByRole('button', { name: 'Lagre kampen' }).click();
    await answerQuestion(first.page, 'Lagre kampen?', 'Lagre kampen');

    // The second admin is told, stays on the match and keeps the 8 until asking for the saved 7.
    await second.statsHalf.getByText('Kampen ble nettopp lagret av admin.').waitFor({ timeout: 15_000 });
    expect(await second.picker.inputValue()).toBe(target.matchID);
    expect(await second.opponents.inputValue()).toBe('8');
    await second.page.getByRole('button', { name: 'Last inn lagret versjon' }).click();
    await expect.poll(() => second.opponents.inputValue()).toBe('7');

    // Typed work survives a reload, and can be thrown away.
    await second.opponents.fill('6');
    await second.page.reload();
    await second.page.getByText('Ulagrede endringer er hentet tilbake.').waitFor({ timeout: 20_000 });
    expect(await second.picker.inputValue()).toBe(target.matchID);
    expect(await second.opponents.inputValue()).toBe('6');
    await second.page.getByRole('button', { name: 'Forkast endringene' }).click();
    await expect.poll(() => second.opponents.inputValue()).toBe('7');
  });
});
