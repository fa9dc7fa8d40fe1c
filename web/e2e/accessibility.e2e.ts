import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn, PHONE } from './helpers';

/** WCAG 2.2 AA, as axe-core checks it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PUBLIC_PAGES = [
  '/',
  '/fixtures',
  '/table',
  '/stats',
  '/newsArchive',
  '/about',
  '/about/history',
  '/shop',
  '/legends',
  '/11aside',
  '/login',
  '/epost/avmeld',
  '/nowhere',
];
const MANAGER_PAGES = [
  '/fantasy/main',
  '/fantasy/team',
  '/fantasy/points',
  '/fantasy/league',
  '/fantasy/stats',
  '/fantasy/fixtures',
  '/fantasy/profile',
  '/fantasy/rules',
];
const ADMIN_PAGES = [
  '/admin',
  '/admin/editStats',
  '/admin/editMatchSchedule',
  '/admin/editTable',
  '/admin/live',
  '/admin/squad',
  '/admin/log',
  '/admin/newArticle',
  '/admin/editArticle',
];

const WIDTHS: { name: string; options: BrowserContextOptions }[] = [
  { name: '1280 px', options: { viewport: { width: 1280, height: 900 } } },
  { name: '390 px phone', options: PHONE },
];

/** The critical and serious findings on what is on screen (or only inside `include`), one line each. */
async function seriousFindings(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Waits for the dialog's fade-in (and any other finite animation) to end: while its opacity
 * is below 1, axe measures the blended colours and reports a contrast the reader never sees.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(`${appUrl}${path}`);
  await page.waitForLoadState('networkidle');
}

describe.skipIf(!chromiumPath)('accessible to everyone (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  // The two widths run side by side, each in its own context: a scan mostly waits on the
  // page and the server, so two at a time take little longer than one.
  it.concurrent.for(WIDTHS)(
    'finds nothing critical or serious on any page at $name',
    { timeout: 240_000 },
    async ({ options }, { expect }) => {
      const page = await (await browser.newContext(options)).newPage();
      const findings: string[] = [];
      // The pages' Content-Security-Policy must refuse nothing the site itself does.
      const refused: string[] = [];
      let current = '';
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(`${current} ${message.text()}`);
      });
      const scan = async (paths: string[]) => {
        for (const path of paths) {
          current = path;
          await settle(page, path);
          findings.push(...(await seriousFindings(page)).map((finding) => `${path} ${finding}`));
        }
      };
      await scan(PUBLIC_PAGES);
      // The demo's admin also plays fantasy: one login reaches every page.
      await logIn(page, 'admin');
      await scan([...MANAGER_PAGES, ...ADMIN_PAGES]);
      expect(findings).toEqual([]);
      expect(refused).toEqual([]);
      await page.context().close();
    },
  );

  it.concurrent.for(WIDTHS)(
    'finds nothing critical or serious in an open dialog at $name',
    { timeout: 120_000 },
    async ({ options }, { expect }) => {
      const page = await (await browser.newContext(options)).newPage();
      await logIn(page, 'vsffan');
      const findings: string[] = [];
      const inDialog = async (what: string, open: () => Promise<void>) => {
        await open();
        const dialog = page.getByRole('dialog');
        await dialog.first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await animationsDone(page);
        findings.push(...(await seriousFindings(page, '[role="dialog"]')).map((finding) => `${what} ${finding}`));
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
      };
      await settle(page, '/stats');
      await inDialog('player card', () => page.locator('tbody tr').first().click());
      // The league page greets a manager with its tips in a dialog, once its table is in.
      await inDialog('league tips', async () => {
        await settle(page, '/fantasy/league');
        await page.locator('tbody tr').first().waitFor({ state: 'attached', timeout: 15_000 });
      });
      await inDialog('team', () => page.locator('tbody tr').first().click());
      await settle(page, '/');
      await inDialog('contact', () => page.getByRole('button', { name: 'Kontaktinformasjon' }).click());
      expect(findings).toEqual([]);
      await page.context().close();
    },
  );

  it('keeps Tab inside an open dialog and gives focus back to what opened it', async () => {
    const page = await (await browser.newContext(WIDTHS[0]?.options)).newPage();
    await settle(page, '/stats');
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    let outside = 0;
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab');
      if (!(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement))))
        outside += 1;
    }
    expect(outside).toBe(0);
    await page.keyboard.press('Escape');
    expect(await row.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it("moves focus to the new page's heading after a link, and after logging in", async () => {
    const page = await (await browser.newContext(WIDTHS[0]?.options)).newPage();
    await settle(page, '/');
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Tabell' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 10_000 }).toBe('H1');
    await page.getByPlaceholder('Brukernavn').fill('vsffan');
    await page.getByPlaceholder('Passord').fill('fotball123');
    await page.getByPlaceholder('Passord').press('Enter');
    await page.getByRole('button', { name: 'Logg ut' }).first().waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.context().close();
  });

  it('keeps Tab inside the open phone menu: nothing under it takes focus', async () => {
    const page = await (await browser.newContext(PHONE)).newPage();
    await settle(page, '/');
    await page.getByRole('button', { name: 'More... (hovedmeny)' }).click();
    const menu = page.locator('#innhold').locator('xpath=preceding::nav[@aria-label="Hovedmeny"]');
    await menu.first().waitFor();
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(() => document.getElementById('innhold')?.contains(document.activeElement));
      expect(inMain).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('navigation', { name: 'Hovedmeny' }).count()).toBe(0);
    await page.context().close();
  });
});
