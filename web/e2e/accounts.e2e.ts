import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { closeNotice } from './helpers';

const appUrl = inject('appUrl');

describe.skipIf(!chromiumPath)('accounts in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('registers a new user, logs out, logs in again and is welcomed', async () => {
    const username = `e2e${Date.now().toString(36)}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    await page.goto(`${appUrl}/fantasy`);
    const form = page.getByRole('form', { name: 'Ny bruker' });
    await form.waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Registrer deg her' }).click();

    // The live check: a taken name gets the hint, a new one the tick.
    await form.getByLabel('Brukernavn', { exact: false }).first().fill('VSFFAN');
    await expect.poll(() => form.getByText('Dette brukernavnet er ikke ledig').count(), { timeout: 5_000 }).toBe(1);
    await form.getByLabel('Brukernavn', { exact: false }).first().fill(username);
    await expect
      .poll(() => form.getByRole('img', { name: 'Brukernavnet er ledig' }).count(), { timeout: 5_000 })
      .toBe(1);

    await form.getByLabel('Lagnavn').fill('Testløverne');
    await form.getByLabel(/^Passord\*?$/).fill('hemmelig1');
    await form.getByLabel('Gjenta passord').fill('hemmelig2');
    await expect.poll(() => form.getByText('De to passordene stemmer ikke overens').count()).toBe(1);
    await form.getByLabel('Gjenta passord').fill('hemmelig1');
    await form.getByLabel('Kjønn').selectOption('Other');
    await form.getByRole('button', { name: 'Registrer deg' }).click();

    await page.waitForURL(`${appUrl}/fantasy/main`, { timeout: 15_000 });
    const header = page.locator('header');
    await expect.poll(() => header.innerText(), { timeout: 10_000 }).toContain(`Velkommen ${username}`);

    await header.getByRole('button', { name: 'Logg ut' }).click();
    await expect.poll(() => header.getByRole('button', { name: 'Logg inn' }).count(), { timeout: 10_000 }).toBe(1);

    await header.getByPlaceholder('Brukernavn').fill(username.toUpperCase());
    await header.getByPlaceholder('Passord').fill('hemmelig1');
    await header.getByRole('button', { name: 'Logg inn' }).click();
    await expect.poll(() => header.innerText(), { timeout: 10_000 }).toContain(`Velkommen ${username}`);
    expect(dialogs).toEqual([]);
    expect(await page.getByRole('dialog', { name: 'Melding' }).count()).toBe(0);

    // The session survives a reload: it is the server's, behind an HttpOnly cookie.
    await page.reload();
    await expect.poll(() => page.locator('header').innerText(), { timeout: 15_000 }).toContain(`Velkommen ${username}`);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'vsf_session')?.httpOnly).toBe(true);
    await context.close();
  });

  it('clears the header form and shows the server message on a failed login', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(appUrl);
    const header = page.locator('header');
    await header.getByPlaceholder('Brukernavn').fill('vsffan', { timeout: 15_000 });
    await header.getByPlaceholder('Passord').fill('feil-passord');
    await header.getByRole('button', { name: 'Logg inn' }).click();
    expect(await closeNotice(page, 10_000)).toBe('Feil brukernavn eller passord.');
    // The site's own dialog, not the browser's alert().
    expect(dialogs).toEqual([]);
    await expect.poll(() => header.getByPlaceholder('Brukernavn').inputValue()).toBe('');
    expect(await header.getByPlaceholder('Passord').inputValue()).toBe('');
    await page.close();
  });
});
