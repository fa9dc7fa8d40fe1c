import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { isClubTeam, shortTeamName } from '@vsf/engine';
import { type Fixture, type SeasonContext, type SeasonTableRow } from '@vsf/contract';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn, PHONE, post } from './helpers';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const SCREENS = [
  { screen: '390 px phone', options: PHONE },
  { screen: '1280 px desktop', options: DESKTOP },
];

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The last link to `prefix`… in the page's own content, scrolled to the middle of the screen. */
async function linkScrolledTo(page: Page, prefix: string): Promise<Locator> {
  const link = page.locator(`#innhold a[href^="${prefix}"]`).last();
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return link;
}

/** The words of the element's text that the browser drew over two lines (broken inside). */
function wordsBrokenInside(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text that is not drawn (display: none) has no boxes; visually hidden text is on one line.
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.top));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

describe.skipIf(!chromiumPath)('the first screen of a page', () => {
  let browser: Browser;
  let season: number;
  let fixtures: Fixture[];
  beforeAll(async () => {
    browser = await launchChromium();
    const context = await post<SeasonContext>('getYearRoundMatchDateID', {});
    season = context.thisYear;
    fixtures = (await post<{ fixtures: Fixture[] }>('getSeasonFixtures', { season })).fixtures;
  });
  afterAll(() => browser?.close());

  // A phone follows a fixture to its match page; a desktop, whose fixtures scroll in a box of
  // their own, follows an article card of the home page.
  it.each([
    { screen: '390 px phone', options: PHONE, from: '/fixtures', to: '/match/' },
    { screen: '1280 px desktop', options: DESKTOP, from: '/', to: '/article/' },
  ])(
    'opens a page followed by a link at its top with its heading focused, and Back returns there ($screen)',
    async ({ options, from, to }) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${appUrl}${from}`);
      await page.locator(`#innhold a[href^="${to}"]`).first().waitFor();
      await page.waitForLoadState('networkidle');
      const link = await linkScrolledTo(page, to);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
      const left = await scrollY(page);
      await link.click();
      await page.waitForURL((url) => url.pathname.startsWith(to));
      await page.locator('#innhold h1').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#innhold h1'))).toBe(true);
      expect(await scrollY(page)).toBe(0);
      // Nothing that arrives later (a match's squad, an article's comments) takes the page down either.
      await page.waitForLoadState('networkidle');
      expect(await scrollY(page)).toBe(0);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === from);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);
      expect(await scrollY(page)).toBeLessThan(left + 5);

      // A page loaded afresh opens at its top too, not where the last one was left.
      await page.goto(`${appUrl}/stats`);
      await page.locator('#innhold h1').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await scrollY(page)).toBe(0);
      await context.close();
    },
  );

  it("opens the phone menu's 'Statistikk' at the top of the statistics", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.getByRole('heading', { name: 'Flere nyheter' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await page.getByRole('button', { name: /More/ }).click();
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Statistikk' }).click();
    await page.waitForURL(/\/stats$/);
    await page.locator('#innhold h1').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);
    await context.close();
  });

  it.each(SCREENS)('breaks team names only between words, short on a phone ($screen)', async ({ options }) => {
    const longName = 'Bygdøy Kameratene';
    const match = fixtures.find((fixture) => fixture.homeTeam === longName || fixture.awayTeam === longName);
    expect(match, `a match against ${longName} in the demo season`).toBeDefined();
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(`${appUrl}/match/${match?.matchID ?? ''}`);
    const board = page.getByRole('region', { name: 'Stillingen' });
    await board.waitFor();
    // A phone sees the short form; the full name is there for a screen reader, drawn in one pixel.
    const drawnWidth = async (text: string) => (await board.getByText(text, { exact: true }).boundingBox())?.width ?? 0;
    const phone = options === PHONE;
    expect(await drawnWidth(longName)).toBeGreaterThan(phone ? 0 : 50);
    if (phone) expect(await drawnWidth(longName)).toBeLessThanOrEqual(1);
    if (phone) expect(await drawnWidth(shortTeamName(longName))).toBeGreaterThan(20);
    else expect(await board.getByText(shortTeamName(longName), { exact: true }).isVisible()).toBe(false);
    expect(await wordsBrokenInside(board)).toEqual([]);
    expect(await wordsBrokenInside(page.locator('header'))).toEqual([]);

    // The points page's score card, at the round of that match.
    await logIn(page, 'vsffan');
    await page.goto(`${appUrl}/fantasy/points`);
    const card = page.getByRole('region', { name: 'Kampen' });
    await card.waitFor();
    for (let step = 0; step < 30 && !(await card.textContent())?.includes(longName); step++) {
      const earlier = page.getByRole('button', { name: /forrige/i });
      if ((await earlier.count()) === 0 || (await earlier.isDisabled())) break;
      await earlier.click();
      await page.waitForLoadState('networkidle');
    }
    expect(await card.textContent()).toContain(longName);
    expect(await wordsBrokenInside(card)).toEqual([]);
    await context.close();
  });

  it('answers /favicon.ico with the club crest, and the page links its icon', async () => {
    const icon = await fetch(`${appUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(appUrl);
    await page.waitForLoadState('networkidle');
    const linked = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(linked.length).toBeGreaterThan(0);
    for (const href of linked) expect((await fetch(href)).status, href).toBe(200);
    expect(missing).toEqual([]);
    await context.close();
  });

  it('shows a phone the latest result, the next match and the table place on its first screen', async () => {
    const tables = (await (await fetch(`${appUrl}/api/getTables`)).json()) as { tables: SeasonTableRow[] };
    const ours = tables.tables
      .filter((row) => row.season === season && isClubTeam(row.team))
      .sort((a, b) => b.gamesPlayed - a.gamesPlayed)[0];
    const latest = fixtures.filter((fixture) => fixture.homeTeamScore !== null).at(-1);
    expect(ours && latest).toBeTruthy();
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(appUrl);
    const glance = page.getByRole('region', { name: 'Siste resultat og tabellen' });
    await glance.waitFor();
    const onFirstScreen = async (element: Locator) => {
      const box = await element.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 844;
    };
    const result = glance.getByRole('link', { name: new RegExp(latest?.result ?? '-') });
    expect(await result.getAttribute('href')).toBe(`/match/${latest?.matchID ?? ''}`);
    expect(await onFirstScreen(result)).toBe(true);
    const place = glance.getByRole('link', { name: `${ours?.tournement ?? ''} ${ours?.position ?? 0}. plass` });
    expect(await place.getAttribute('href')).toBe('/table');
    expect(await onFirstScreen(place)).toBe(true);
    expect(await glance.innerText()).toContain(`${ours?.points ?? 0} poeng etter ${ours?.gamesPlayed ?? 0} kamper`);
    const next = page.locator('header').getByRole('link', { name: /-/ });
    expect(await onFirstScreen(next)).toBe(true);
    expect(await page.locator('header').innerText()).toContain('NESTE KAMP');
    await context.close();
  });

  it("keeps the desktop's results and table in its side bar, without the phone's card", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.getByRole('heading', { name: 'Siste resultater' }).waitFor();
    await page.getByRole('heading', { name: 'Tabellen' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Siste resultat og tabellen' }).count()).toBe(0);
    await context.close();
  });

  it.each(SCREENS)("shows the demo's own football news in FotballFeed, not an error ($screen)", async ({ options }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(appUrl);
    const box = page.getByRole('region', { name: 'FotballFeed' });
    await box.waitFor();
    await expect.poll(() => box.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await box.innerText()).not.toContain('ikke tilgjengelige');
    await box.scrollIntoViewIfNeeded();
    expect(await box.getByRole('listitem').first().isVisible()).toBe(true);
    await context.close();
  });
});
