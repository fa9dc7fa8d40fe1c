import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { unsubscribeToken } from '@vsf/api/testing';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, closeNotice, PHONE } from './helpers';

/** Registers and logs in a new manager (no e-mail address) from the page; answers their userID. */
async function newManager(page: Page, username: string): Promise<number> {
  await page.goto(appUrl);
  const userID = await page.evaluate(async (name) => {
    const call = async (call: string, body: object) =>
      (await (
        await fetch(`/api/${call}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { success: boolean; userID?: number };
    const password = 'fotball123';
    await call('createNewUser', { username: name, teamName: `Lag ${name}`, password, confirmPassword: password });
    return (await call('login', { username: name, password })).userID ?? null;
  }, username);
  expect(userID).not.toBeNull();
  return userID!;
}

/** The token a mail to this manager would carry, signed with the product's own session secret. */
function tokenFor(userId: number, kind: 'deadline' | 'corrections'): string {
  const secret = readFileSync(join(inject('appDataDir'), 'session-secret'), 'utf8').trim();
  return unsubscribeToken(secret, { userId, kind });
}

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.skipIf(!chromiumPath)('e-mail notices on a phone', () => {
  let browser: Browser;
  let page: Page;
  let userId: number;
  let section: Locator;
  const deadline = () => section.getByRole('switch', { name: /Fristpåminnelser på e-post/ });
  const corrections = () => section.getByRole('switch', { name: /Poengrettelser på e-post/ });

  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await browser.newContext(PHONE)).newPage();
    userId = await newManager(page, `epost${Date.now() % 100_000}`);
    section = page.getByRole('region', { name: 'Varsler på e-post' });
  });
  afterAll(() => browser?.close());

  it('asks for an address first, then turns each switch on by a tap, and keeps it', async () => {
    await page.goto(`${appUrl}/fantasy/profile`);
    await expect.poll(() => deadline().isDisabled(), { timeout: 20_000 }).toBe(true);
    expect(await section.getByText(/Legg inn e-postadressen din under Din informasjon/).count()).toBe(1);

    const info = page.getByRole('form', { name: 'Din informasjon' });
    await info.getByLabel('E-post', { exact: true }).fill('kari@klubb.example');
    await info.getByRole('button', { name: 'Lagre endringer' }).tap();
    expect(await closeNotice(page)).toBe('Din informasjon er blitt lagret.');
    await expect
      .poll(() => section.getByText('Varslene sendes til kari@klubb.example', { exact: false }).count())
      .toBe(1);

    await deadline().tap();
    await expect.poll(() => section.getByRole('status').textContent()).toBe('Fristpåminnelser på e-post er slått på.');
    await corrections().tap();
    await expect.poll(() => section.getByRole('status').textContent()).toBe('Poengrettelser på e-post er slått på.');
    expect(await fitsTheWidth(page)).toBe(true);

    await page.reload();
    await expect.poll(() => deadline().isChecked(), { timeout: 20_000 }).toBe(true);
    expect(await corrections().isChecked()).toBe(true);
  });

  it('turns off only the mail its link names, opened on a phone with no login', async () => {
    const stranger = await (await browser.newContext(PHONE)).newPage();
    await stranger.goto(`${appUrl}/epost/avmeld?token=${tokenFor(userId, 'deadline')}`);
    await stranger.getByRole('heading', { name: 'Du er meldt av' }).waitFor({ timeout: 20_000 });
    expect(await stranger.getByText('Du får ikke lenger fristpåminnelser på e-post.').count()).toBe(1);
    expect(await fitsTheWidth(stranger)).toBe(true);

    await page.reload();
    await expect.poll(() => corrections().isChecked(), { timeout: 20_000 }).toBe(true);
    expect(await deadline().isChecked()).toBe(false);
  });

  it('refuses a forged link, and nothing changes', async () => {
    const forged = tokenFor(userId, 'corrections').replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const stranger = await (await browser.newContext(PHONE)).newPage();
    await stranger.goto(`${appUrl}/epost/avmeld?token=${forged}`);
    const alert = stranger.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toMatch(/^Lenken for å melde deg av er ikke gyldig/);

    await page.reload();
    await expect.poll(() => corrections().isChecked(), { timeout: 20_000 }).toBe(true);
  });
});
