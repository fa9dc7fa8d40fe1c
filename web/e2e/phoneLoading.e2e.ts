import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { addTodaysMatch, adminCall, appUrl, logIn, PHONE } from './helpers';

/** The goal: a cumulative layout shift under 0.1 on every phone page. */
const MAX_SHIFT = 0.1;
/** Long enough for the home page's carousel to change slides once (every 3 s, 000 §9). */
const SETTLE_MS = 3500;

interface Shifts {
  total: number;
  /** What moved, for the failure message: the element and the shift's score. */
  moved: string[];
}

/**
 * Every layout shift of the page so far (buffered), not caused by the visitor. Their sum: at
 * least the page's CLS, which takes the worst five-second window of them.
 */
function layoutShifts(page: Page): Promise<Shifts> {
  return page.evaluate(
    () =>
      new Promise<Shifts>((resolve) => {
        interface LayoutShift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }
        const shifts: Shifts = { total: 0, moved: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            if (entry.hadRecentInput) continue;
            shifts.total += entry.value;
            const nodes = entry.sources.map((source) =>
              source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '#text',
            );
            shifts.moved.push(`${entry.value.toFixed(3)} ${nodes.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in the observer's first task.
        setTimeout(() => resolve(shifts), 500);
      }),
  );
}

/**
 * The page as it loads, without live updates: the other browser tests run at the same time and
 * write matches and comments whose events would move the page for reasons of their own.
 */
async function withoutLiveUpdates(page: Page): Promise<void> {
  await page.route('**/socket.io/**', (route) => route.abort());
}

/**
 * The live ticker's answer with only `keep`'s match (the other browser tests play matches of
 * their own at the same time), answered `delayMs` late, as the last of the start-up data on a
 * slow connection.
 */
async function onlyLiveMatch(page: Page, keep: string | null, delayMs = 0): Promise<void> {
  await page.route('**/api/getLiveMatches', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { matches?: { matchID: string }[] };
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const matches = (answer.matches ?? []).filter((match) => match.matchID === keep);
    await route.fulfill({ response, json: { ...answer, matches } });
  });
}
const LIVE_MATCHES_DELAY_MS = 1500;
/**
 * With a match being played the ticker is drawn with the page; only its own line settles (the
 * minute, about 0.02). A ticker arriving after the page pushed it down by about 0.08.
 */
const MAX_SHIFT_WITH_LIVE_MATCH = 0.05;

const chunkRequests = (page: Page, name: string) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(`/assets/${name}-`) && path.endsWith('.js')) requested.push(path);
  });
  return requested;
};

describe.skipIf(!chromiumPath)('loading on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it.each(['/', '/fixtures', '/table', '/stats'])('moves nothing on %s while it loads', async (path) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await withoutLiveUpdates(page);
    await onlyLiveMatch(page, null);
    await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await layoutShifts(page);
    expect(shifts.total, `what moved on ${path}:\n${shifts.moved.join('\n')}`).toBeLessThan(MAX_SHIFT);
    await context.close();
  });

  it('moves nothing on /table while a match is live: the ticker is there from the first paint', async () => {
    const admin = await (await browser.newContext()).newPage();
    await logIn(admin, 'admin');
    const matchID = `SHIFT${Date.now()}`;
    const fixtureTableID = await addTodaysMatch(admin, matchID, 'Skiftet IL');
    try {
      const players = (await adminCall(admin, 'getVSFPlayers', {})).players ?? [];
      const squad = players.slice(0, 3).map((player) => player.playerID);
      expect(await adminCall(admin, 'startLiveMatch', { matchID, squad })).toMatchObject({ success: true });
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await withoutLiveUpdates(page);
      await onlyLiveMatch(page, matchID, LIVE_MATCHES_DELAY_MS);
      await page.goto(`${appUrl}/table`, { waitUntil: 'networkidle' });
      await page.getByRole('region', { name: 'Direkte fra kampen' }).getByText('Skiftet IL').first().waitFor();
      await page.waitForTimeout(SETTLE_MS);
      const shifts = await layoutShifts(page);
      expect(shifts.total, `what moved on /table:\n${shifts.moved.join('\n')}`).toBeLessThan(MAX_SHIFT_WITH_LIVE_MATCH);
      await context.close();
    } finally {
      // The test match must not linger in the ticker of the other browser tests.
      if (fixtureTableID !== undefined) await adminCall(admin, 'deleteFixture', { fixtureTableID });
      await admin.context().close();
    }
  });

  it("loads the player card's code when a player is opened, not with /stats", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const card = chunkRequests(page, 'PlayerCardBody');
    const overview = chunkRequests(page, 'PlayerOverview');
    await page.goto(`${appUrl}/stats`, { waitUntil: 'networkidle' });
    const rows = page.locator('main table tbody tr[tabindex]');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(3);
    expect(card).toEqual([]);
    expect(overview).toEqual([]);

    const name = (await rows.first().locator('td').nth(1).innerText()).trim();
    await rows.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('Ferdigheter');
    expect(await dialog.getByRole('heading', { level: 2 }).innerText()).toBe(name);
    expect(card).toHaveLength(1);
    expect(overview).toHaveLength(1);
    // The dialog kept focus while its views loaded, and gives it back to the row on close.
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.closest('tr')?.innerText ?? '')).toContain(name);
    await context.close();
  });
});
