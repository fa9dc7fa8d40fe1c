import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { addTodaysMatch, answerQuestion, appUrl, logIn, adminCall, PHONE } from './helpers';

const events = (page: Page) => page.getByRole('region', { name: 'Hendelser' });
/** A fan's page shows what the admin just entered within a second (tests). */
const WITHIN_A_SECOND = { timeout: 1_000, interval: 50 };

describe.skipIf(!chromiumPath)('the touchline entry, /admin/live', () => {
  let browser: Browser;
  let phone: Page;
  let laptop: Page;
  let matchPage: Page;
  let home: Page;
  let fixtureTableID: number | undefined;
  const matchID = `TOUCH${Date.now()}`;

  beforeAll(async () => {
    browser = await launchChromium();
    phone = await (await browser.newContext(PHONE)).newPage();
    laptop = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(phone, 'admin');
    await logIn(laptop, 'admin');
    // Two fans, each with a page of their own (a tab in the background does not draw).
    matchPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    home = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    fixtureTableID = await addTodaysMatch(phone, matchID, 'Sidelinja IL');
  });
  afterAll(async () => {
    // The test match must not linger for the other browser tests.
    // (Not reopened first: a reopened match dated before the season pointer takes the pointer back to it.)
    if (fixtureTableID !== undefined)
      expect(await adminCall(phone, 'deleteFixture', { fixtureTableID })).toMatchObject({ success: true });
    await browser?.close();
  });

  it("an admin on a phone enters a match as it happens and confirms it; a second admin's page and a fan's follow live", async () => {
    // A fan has the match page and the home page open before kick-off.
    await matchPage.goto(`${appUrl}/match/${matchID}`);
    await matchPage.getByRole('region', { name: 'Stillingen' }).waitFor({ timeout: 20_000 });
    await home.goto(appUrl);
    await expect.poll(() => home.getByText('Les mer...').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The ticker's region is empty (and so has no role to find) until something happens.
    const ticker = home.locator('section[aria-label="Direkte fra kampen"]');
    const timeline = matchPage.getByRole('region', { name: 'Hendelser' });

    await phone.goto(`${appUrl}/admin/live`);
    const today = phone.getByRole('region', { name: 'Dagens kamper' });
    await today.getByRole('link', { name: /Sidelinja IL/ }).click({ timeout: 20_000 });
    await expect.poll(() => phone.url()).toContain(`/admin/live/${matchID}`);

    // The squad: two players, one of them in goal, then kick-off.
    const toggles = phone.locator('button[aria-pressed]');
    await toggles.first().waitFor({ timeout: 20_000 });
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await toggles.nth(2).click();
    const keeper = phone.getByLabel('Keeper');
    await keeper.selectOption({ index: 1 });
    await phone.getByRole('button', { name: 'Avspark' }).click();
    await phone.getByRole('button', { name: 'Mål', exact: true }).waitFor({ timeout: 15_000 });

    // The second admin opens the same match on a laptop.
    await laptop.goto(`${appUrl}/admin/live/${matchID}`);
    await laptop.getByRole('button', { name: 'Mål', exact: true }).waitFor({ timeout: 20_000 });

    // A goal with an assist.
    await phone.getByRole('button', { name: 'Mål', exact: true }).click();
    const goal = phone.getByRole('dialog', { name: 'Mål' });
    await goal.getByRole('group', { name: 'Målscorer' }).locator('label').first().click();
    await goal.getByRole('group', { name: 'Målgivende (valgfritt)' }).locator('label').first().click();
    await goal.getByRole('button', { name: 'Lagre' }).click();
    await expect.poll(() => events(phone).innerText(), { timeout: 10_000 }).toMatch(/Mål: .+ \(målgivende: .+\)/);
    await expect.poll(() => phone.getByRole('region', { name: 'Stillingen' }).innerText()).toContain('1–0');
    await expect.poll(() => timeline.locator('li[data-kind="goal"]').count(), WITHIN_A_SECOND).toBe(1);
    await expect
      .poll(() => matchPage.getByRole('region', { name: 'Stillingen' }).innerText(), WITHIN_A_SECOND)
      .toContain('1–0');
    await expect.poll(() => ticker.innerText(), WITHIN_A_SECOND).toMatch(/VSF 1–0 Sidelinja IL[^]*Mål av /);

    // A yellow card.
    await phone.getByRole('button', { name: 'Gult kort' }).click();
    const card = phone.getByRole('dialog', { name: 'Gult kort' });
    await card
      .locator('label')
      .filter({ has: phone.locator('input[type=radio]') })
      .first()
      .click();
    await card.getByRole('button', { name: 'Lagre' }).click();
    await expect.poll(() => events(phone).innerText(), { timeout: 10_000 }).toContain('Gult kort:');
    await expect.poll(() => timeline.locator('li[data-kind="yellowCard"]').count(), WITHIN_A_SECOND).toBe(1);
    await expect.poll(() => ticker.innerText(), WITHIN_A_SECOND).toContain('Gult kort til');

    // The other admin sees both, live, without reloading.
    await expect.poll(() => events(laptop).innerText(), { timeout: 5_000 }).toMatch(/Mål: .+ \(målgivende: .+\)/);
    await expect.poll(() => events(laptop).innerText(), { timeout: 5_000 }).toContain('Gult kort:');
    await expect.poll(() => laptop.getByRole('region', { name: 'Stillingen' }).innerText()).toContain('1–0');

    // Half-time, the second half, full time: each reaches the fan's pages too.
    await phone.getByRole('button', { name: 'Pause', exact: true }).click();
    await phone.getByRole('button', { name: '2. omgang', exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => ticker.innerText(), { timeout: 5_000, interval: 50 }).toContain('Pause');
    await phone.getByRole('button', { name: '2. omgang', exact: true }).click();
    await phone.getByRole('button', { name: 'Slutt', exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => ticker.innerText(), { timeout: 5_000, interval: 50 }).toContain('Andre omgang er i gang');
    await phone.getByRole('button', { name: 'Slutt', exact: true }).click();
    await answerQuestion(phone, 'Blåse av kampen?', 'Blås av kampen');
    await expect.poll(() => ticker.innerText(), { timeout: 5_000, interval: 50 }).toContain('Slutt');

    // The review, then the result is confirmed.
    const review = phone.getByRole('region', { name: 'Statistikk fra kampen' });
    await expect.poll(() => review.innerText(), { timeout: 15_000 }).toContain('Resultat: VSF 1–0 Sidelinja IL');
    expect(await review.innerText()).toContain('keeper');
    expect(await review.innerText()).toContain('1 gult kort');
    await phone.getByRole('button', { name: 'Bekreft resultat' }).click();
    await expect.poll(() => phone.getByText('Resultatet er lagret.').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => laptop.getByText('Resultatet er lagret.').count(), { timeout: 15_000 }).toBe(1);

    // Nothing in the phone's page is wider than the screen, down to 320 px.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
