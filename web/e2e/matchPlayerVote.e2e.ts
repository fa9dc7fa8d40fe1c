import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startProduct, type StartedProduct } from '@vsf/api/testing';
import { chromiumPath, launchChromium } from './chromium';
import { addTodaysMatch, adminCall, logIn, PHONE } from './helpers';

const HOUR = 3_600_000;

/**
 * Kampens spiller on a 390 px phone: the vote opens at 'Bekreft resultat', takes one vote per
 * user, and shows the winner once its 48 hours have run out. The server's clock has to move two
 * days, so this test runs a product of its own (on the shared build) whose clock it holds.
 */
describe.skipIf(!chromiumPath)('Kampens spiller, the fans’ vote on the match centre', () => {
  let product: StartedProduct;
  let browser: Browser;
  let offsetMs = 0;
  const pages: Page[] = [];
  const matchID = `KAMPENS${Date.now()}`;
  let candidates: { playerID: number; name: string }[] = [];

  async function phoneAs(username: string | null): Promise<Page> {
    const page = await (await browser.newContext(PHONE)).newPage();
    pages.push(page);
    if (username) await logIn(page, username, product.url);
    else await page.goto(product.url);
    return page;
  }

  /** A call from the page's own session, as the site's screens send it. */
  const call = adminCall;

  const voteSection = (page: Page) => page.getByRole('region', { name: 'Kampens spiller' });

  beforeAll(async () => {
    product = await startProduct({ webDistDir: inject('distDir'), now: () => new Date(Date.now() + offsetMs) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  it('opens at full time, takes one vote from each fan, and shows the winner when it closes', async () => {
    const admin = await phoneAs('admin');
    await addTodaysMatch(admin, matchID, 'Stemmeseddel IL');
    const players = ((await call(admin, 'getVSFPlayers', {})).players ?? []).slice(0, 3);
    candidates = players.map((p) => ({ playerID: p.playerID, name: p.nickname || `${p.firstName} ${p.lastName}` }));
    const squad = candidates.map((c) => c.playerID);
    expect(await call(admin, 'startLiveMatch', { matchID, squad, keeperID: squad[0] })).toMatchObject({
      success: true,
    });
    expect(await call(admin, 'setMatchPhase', { matchID, phase: 'finished' })).toMatchObject({ success: true });

    // A fan waits on the match page: no vote before full time.
    const fan = await phoneAs('vsffan');
    await fan.goto(`${product.url}/match/${matchID}`);
    await fan.getByRole('region', { name: 'Stillingen' }).waitFor({ timeout: 20_000 });
    expect(await voteSection(fan).count()).toBe(0);

    // 'Bekreft resultat' on the touchline's phone.
    await admin.goto(`${product.url}/admin/live/${matchID}`);
    await admin.getByRole('button', { name: 'Bekreft resultat' }).click({ timeout: 20_000 });
    await expect.poll(() => admin.getByText('Resultatet er lagret.').count(), { timeout: 30_000 }).toBe(1);

    // The fan's open page hears of the result and shows the vote with the players who played.
    await voteSection(fan).waitFor({ timeout: 15_000 });
    expect(await voteSection(fan).innerText()).toMatch(/Avstemningen stenger .+ kl\. \d\d\.\d\d\./);
    for (const { name } of candidates) {
      await voteSection(fan)
        .getByRole('button', { name: new RegExp(name) })
        .waitFor();
    }
    await voteSection(fan)
      .getByRole('button', { name: new RegExp(candidates[1]!.name) })
      .click();
    await expect
      .poll(() => voteSection(fan).getByRole('status').innerText(), { timeout: 10_000 })
      .toBe(`Takk for stemmen! Du stemte på ${candidates[1]!.name}.`);
    expect(await voteSection(fan).getByRole('button').count()).toBe(0);
    expect(await voteSection(fan).innerText()).not.toMatch(/\d+ stemmer?\b/);

    // One vote each: a second one is refused, whatever the page sends.
    const again = await call(fan, 'voteMatchPlayer', { matchID, playerID: candidates[2]!.playerID });
    expect(again).toEqual({ success: false, msg: 'Du har allerede stemt på kampens spiller i denne kampen.' });
    await fan.reload();
    await expect
      .poll(() => voteSection(fan).getByRole('status').innerText(), { timeout: 15_000 })
      .toContain('Takk for stemmen!');

    // Two more fans; a visitor is asked to log in.
    for (const [username, choice] of [
      ['spiller', 1],
      ['skribent', 2],
    ] as const) {
      const page = await phoneAs(username);
      await page.goto(`${product.url}/match/${matchID}`);
      await voteSection(page)
        .getByRole('button', { name: new RegExp(candidates[choice]!.name) })
        .click({ timeout: 20_000 });
      await voteSection(page).getByRole('status').waitFor({ timeout: 10_000 });
    }
    const visitor = await phoneAs(null);
    await visitor.goto(`${product.url}/match/${matchID}`);
    await voteSection(visitor).getByRole('link', { name: 'Logg inn for å stemme' }).waitFor({ timeout: 20_000 });

    // Two days later the vote has closed: the winner and the counts, for everyone.
    offsetMs = 48 * HOUR + 60_000;
    for (const page of [fan, visitor]) {
      await page.reload();
      const section = voteSection(page);
      await section.getByRole('list', { name: 'Stemmene' }).waitFor({ timeout: 20_000 });
      expect(await section.locator('p').first().innerText()).toMatch(new RegExp(`^★\\s*${candidates[1]!.name}$`));
      expect(await section.innerText()).toContain('3 stemmer totalt.');
      expect(await section.getByRole('listitem').first().innerText()).toMatch(
        new RegExp(`${candidates[1]!.name}\\s*2 stemmer`),
      );
    }
    expect(await voteSection(fan).innerText()).toContain(`Du stemte på ${candidates[1]!.name}.`);
    const late = await call(fan, 'voteMatchPlayer', { matchID, playerID: candidates[0]!.playerID });
    expect(late).toEqual({ success: false, msg: 'Avstemningen om kampens spiller er avsluttet.' });

    // Nothing on the phone's page is wider than its screen.
    expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The title counts on /stats and on the winner's player card.
    await fan.goto(`${product.url}/stats`);
    const season = fan.getByRole('region', { name: 'Kampens spiller' });
    const row = season.getByRole('row', { name: new RegExp(candidates[1]!.name) });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.innerText()).toMatch(/\b1$/);
    await row.click();
    await fan.getByRole('dialog').waitFor({ timeout: 20_000 });
    const titles = fan.locator('dl dt:text-is("Kampens spiller") + dd');
    await expect.poll(() => titles.innerText(), { timeout: 20_000 }).toBe('1');
  }, 180_000);
});
