import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { isClubTeam } from '@vsf/engine';
import { type Fixture, type MatchesCalls, type StoredMatchLine, type TeamWithInfo } from '@vsf/contract';
import { chromiumPath, launchChromium } from './chromium';
import { adminCall, appUrl, logIn, PHONE } from './helpers';

type SaveMatchInput = MatchesCalls['saveMatch']['input'];

/** A call's answer, typed by what the test reads of it. */
async function read<T>(page: Page, call: string, body: object): Promise<T> {
  const answer = await adminCall(page, call, body);
  expect(answer).toMatchObject({ success: true });
  return answer as unknown as T;
}

const TEAM_SLOTS = ['player1', 'player2', 'player3', 'player4', 'player5', 'player6', 'player7'] as const;

/** The stats form's save of a match as it stands, with `lines` for its players. */
function saveOf(season: number, fixture: Fixture, lines: StoredMatchLine[]): SaveMatchInput {
  const clubGoals = (isClubTeam(fixture.homeTeam) ? fixture.homeTeamScore : fixture.awayTeamScore) ?? 0;
  const scored = lines.reduce((sum, line) => sum + line.goalsScored, 0);
  return {
    season,
    round: fixture.round,
    matchID: fixture.matchID,
    homeTeamScore: fixture.homeTeamScore,
    awayTeamScore: fixture.awayTeamScore,
    trivia: fixture.trivia,
    opponentOwnGoals: clubGoals - scored,
    players: lines.map(({ playerID, attendance, keeper, goalsScored, assists, ownGoals, yellowCards, redCards }) => ({
      playerID,
      attendance,
      keeper,
      goalsScored,
      assists,
      ownGoals,
      yellowCards,
      redCards,
    })),
  };
}

/** Resolves when the page's socket asks to join the user's own room, where notices arrive. */
function joinsUserRoom(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"join","user:')) resolve();
      }),
    );
  });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Varsler/ });
const unreadOf = async (page: Page) =>
  Number(/(\d+) ulest/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!chromiumPath)('the notices bell', () => {
  let browser: Browser;
  let admin: Page;
  /** What the correction changed, to put back for the other browser tests. */
  let original: SaveMatchInput | null = null;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(admin, 'admin');
  });
  afterAll(async () => {
    if (original) expect(await adminCall(admin, 'saveMatch', original)).toMatchObject({ success: true });
    await browser?.close();
  });

  it("a correction of a saved match raises the manager's count live, and the notice says what changed", async () => {
    const laptop = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const phone = await (await browser.newContext(PHONE)).newPage();
    await logIn(laptop, 'vsffan');
    await logIn(phone, 'vsffan');

    // The newest saved match with a player of the manager's team who has no card yet.
    const { thisYear: season } = await read<{ thisYear: number }>(admin, 'getYearRoundMatchDateID', {});
    const { fixtures } = await read<{ fixtures: Fixture[] }>(admin, 'getSeasonFixtures', { season });
    const played = fixtures.filter((f) => f.homeTeamScore !== null && f.awayTeamScore !== null).reverse();
    let target: { fixture: Fixture; lines: StoredMatchLine[]; playerID: number; before: number } | null = null;
    for (const fixture of played) {
      const round = { season, round: fixture.round, matchID: fixture.matchID };
      const own = await read<TeamWithInfo>(laptop, 'loadFantasyTeamWithInfo', round);
      const picks = new Set(TEAM_SLOTS.map((slot) => own.team?.[slot]));
      const { lines } = await read<{ lines: StoredMatchLine[] }>(admin, 'getMatchStatsForAdmin', round);
      const uncarded = lines.find((l) => picks.has(l.playerID) && l.yellowCards === 0 && l.redCards === 0);
      if (uncarded) {
        target = { fixture, lines, playerID: uncarded.playerID, before: own.roundPoints };
        break;
      }
    }
    expect(target).not.toBeNull();
    const { fixture, lines, playerID, before } = target!;

    const joined = Promise.all([joinsUserRoom(laptop), joinsUserRoom(phone)]);
    await laptop.goto(appUrl);
    await phone.goto(appUrl);
    await joined;
    await bell(laptop).waitFor({ timeout: 20_000 });
    await bell(phone).waitFor({ timeout: 20_000 });
    await expect.poll(() => bell(laptop).getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/^Varsler, /);
    const unreadBefore = await unreadOf(laptop);

    // The admin gives the player a yellow card in the statistics form's save.
    original = saveOf(season, fixture, lines);
    const corrected = lines.map((line) => (line.playerID === playerID ? { ...line, yellowCards: 1 } : line));
    expect(await adminCall(admin, 'saveMatch', saveOf(season, fixture, corrected))).toMatchObject({ success: true });
    const round = { season, round: fixture.round, matchID: fixture.matchID };
    const after = (await read<TeamWithInfo>(laptop, 'loadFantasyTeamWithInfo', round)).roundPoints;
    expect(after).toBeLessThan(before);

    // Both of the manager's pages count it without a reload.
    await expect.poll(() => unreadOf(laptop), { timeout: 10_000 }).toBe(unreadBefore + 1);
    await expect.poll(() => unreadOf(phone), { timeout: 10_000 }).toBe(unreadBefore + 1);

    await bell(laptop).click();
    const list = laptop.getByRole('region', { name: 'Varsler' });
    const newest = list.getByRole('listitem').first();
    await newest.waitFor({ timeout: 10_000 });
    const text = await newest.locator('p').first().innerText();
    expect(text).toMatch(
      new RegExp(
        `^Poengene dine for runde ${fixture.round} er endret fra ${before} til ${after}: .+ fikk et gult kort\\.$`,
      ),
    );
    expect(await newest.textContent()).toMatch(/^Ny/);
    expect(await newest.getByRole('link', { name: 'Se poengene' }).getAttribute('href')).toBe('/fantasy/points');
    // Shown is read: the count goes to none, here and on the phone.
    await expect.poll(() => bell(laptop).getAttribute('aria-label'), { timeout: 10_000 }).toBe('Varsler, ingen uleste');
    await laptop.keyboard.press('Escape');
    expect(await list.count()).toBe(0);
    expect(await laptop.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Varsler, ingen uleste',
    );

    // The phone's sheet reads the same, and nothing scrolls sideways at 320 px.
    await phone.reload();
    await phone.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => bell(phone).getAttribute('aria-label'), { timeout: 20_000 }).toBe('Varsler, ingen uleste');
    await bell(phone).click();
    const sheet = phone.getByRole('region', { name: 'Varsler' });
    expect(await sheet.getByRole('listitem').first().locator('p').first().innerText()).toBe(text);
    expect(await overflow(phone)).toBeLessThanOrEqual(0);

    // A visitor has no bell.
    const visitor = await (await browser.newContext(PHONE)).newPage();
    await visitor.goto(appUrl);
    await visitor.getByRole('button', { name: 'More... (hovedmeny)' }).click();
    await visitor.getByRole('button', { name: 'Logg inn' }).waitFor({ timeout: 20_000 });
    expect(await bell(visitor).count()).toBe(0);
  });
});
