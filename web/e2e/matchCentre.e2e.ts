import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { addTodaysMatch, appUrl, logIn, adminCall, PHONE } from './helpers';

/** Milliseconds until `check` holds, polling every 20 ms, or Infinity after `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

describe.skipIf(!chromiumPath)('the match centre, /match/:matchID', () => {
  let browser: Browser;
  let admin: Page;
  let fixtureTableID: number | undefined;
  const matchID = `CENTRE${Date.now()}`;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await (await browser.newContext()).newPage();
    await logIn(admin, 'admin');
    fixtureTableID = await addTodaysMatch(admin, matchID, 'Tribunen IL');
  });
  afterAll(async () => {
    // The test match must not linger in the ticker of the other browser tests.
    if (fixtureTableID !== undefined) await adminCall(admin, 'deleteFixture', { fixtureTableID });
    await browser?.close();
  });

  it("a fan's open match page on a phone shows a goal entered at the touchline within a second, and misses nothing while offline", async () => {
    const players = (await adminCall(admin, 'getVSFPlayers', {})).players ?? [];
    const squad = players.slice(0, 3).map((player) => player.playerID);
    expect(squad).toHaveLength(3);
    expect(await adminCall(admin, 'startLiveMatch', { matchID, squad })).toMatchObject({ success: true });

    const fan = await (await browser.newContext(PHONE)).newPage();
    await fan.goto(`${appUrl}/match/${matchID}`);
    await fan.getByRole('heading', { level: 1, name: 'VSF – Tribunen IL' }).waitFor({ timeout: 20_000 });
    const timeline = fan.getByRole('region', { name: 'Hendelser' });
    await timeline.getByText('Avspark').waitFor({ timeout: 10_000 });
    // The socket joins the match's room right after the page's first answer; give it that moment.
    await fan.waitForTimeout(500);

    const scorer = players[0]!;
    const goal = await adminCall(admin, 'addMatchEvent', {
      matchID,
      type: 'goal',
      minute: 12,
      playerID: scorer.playerID,
    });
    expect(goal).toMatchObject({ success: true });
    const shown = await msUntil(async () => (await timeline.innerText()).includes('12’'), 5_000);
    expect(shown).toBeLessThan(1000);
    const scoreboard = fan.getByRole('region', { name: 'Stillingen' });
    expect(await scoreboard.innerText()).toContain('1–0');
    // The header's ticker has the goal too, with the score it made.
    const ticker = fan.getByRole('region', { name: 'Direkte fra kampen' });
    await expect.poll(() => ticker.innerText(), { timeout: 2_000 }).toContain('1–0');

    // A goal by the opponents and a card follow, each with the running score where it belongs.
    await adminCall(admin, 'addMatchEvent', { matchID, type: 'opponentGoal', minute: 20 });
    await adminCall(admin, 'addMatchEvent', { matchID, type: 'yellowCard', minute: 25, playerID: squad[1] });
    await expect.poll(() => timeline.innerText(), { timeout: 2_000 }).toContain('Mål av Tribunen IL');
    await expect.poll(() => timeline.innerText(), { timeout: 2_000 }).toContain('Gult kort til');
    expect(await scoreboard.innerText()).toContain('1–1');

    // The fan's phone drops its connection; what is entered meanwhile arrives when it is back.
    await fan.context().setOffline(true);
    await fan.waitForTimeout(1000);
    await adminCall(admin, 'addMatchEvent', { matchID, type: 'goal', minute: 33, playerID: squad[2] });
    await fan.waitForTimeout(1000);
    expect(await timeline.innerText()).not.toContain('33’');
    await fan.context().setOffline(false);
    await expect.poll(() => timeline.innerText(), { timeout: 15_000 }).toContain('33’');
    expect(await scoreboard.innerText()).toContain('2–1');
    await fan.close();
  });

  it("shows the site's not-found text for a match that does not exist", async () => {
    const fan = await (await browser.newContext(PHONE)).newPage();
    await fan.goto(`${appUrl}/match/FINNESIKKE`);
    await fan.getByText('Ooopsi... Denne siden finnes visst ikke.').waitFor({ timeout: 20_000 });
    await fan.close();
  });
});
