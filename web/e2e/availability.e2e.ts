import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { opponentOf } from '@vsf/engine';
import type { AvailabilityAnswer, AvailabilityMatch, LoadedTeam, SeasonContext } from '@vsf/contract';
import { chromiumPath, launchChromium } from './chromium';
import { adminCall, appUrl, logIn, PHONE } from './helpers';
import { seasonMatchToday } from './seasonMatch';

const TEAM_SLOTS = ['player1', 'player2', 'player3', 'player4', 'player5', 'player6', 'player7'] as const;

/** A call's answer from the page's own session, typed by what the test reads of it. */
async function read<T>(page: Page, call: string, body: object): Promise<T> {
  const answer = await adminCall(page, call, body);
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  return answer as unknown as T;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Varsler/ });

/** WCAG 2.2 AA's critical and serious findings on the page as it stands (axe-core), one line each. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Nothing scrolls sideways on the phone. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!chromiumPath)('who plays, on a 390 px phone', () => {
  let browser: Browser;
  let player: Page;
  let admin: Page;
  let manager: Page;
  let context: SeasonContext;
  let own: AvailabilityAnswer;
  /** The manager's team as it was, to put back for the other browser tests. */
  let originalTeam: LoadedTeam['team'] = null;

  beforeAll(async () => {
    browser = await launchChromium();
    const phone = async () => (await browser.newContext(PHONE)).newPage();
    [player, admin, manager] = [await phone(), await phone(), await phone()];
    await logIn(player, 'spiller');
    await logIn(admin, 'admin');
    await logIn(manager, 'vsffan');
    context = await read<SeasonContext>(admin, 'getYearRoundMatchDateID', {});
    const mine = await read<{ fixtures: { match: AvailabilityMatch; answer: AvailabilityAnswer }[] }>(
      player,
      'getMyAvailability',
      {},
    );
    own = mine.fixtures.find((entry) => entry.match.matchID === context.thisMatchID)!.answer;

    // The manager's team for the round holds the club player: one substitution, the captain kept.
    const round = { season: context.thisYear, round: context.thisRound, matchID: context.thisMatchID };
    const loaded = await read<LoadedTeam>(manager, 'loadFantasyTeam', round);
    originalTeam = loaded.team;
    const picks = TEAM_SLOTS.map((slot) => loaded.team?.[slot] ?? null);
    if (!picks.includes(own.playerID)) {
      const out = picks.findIndex((id) => id !== loaded.team?.captain);
      picks[out] = own.playerID;
      const slots = Object.fromEntries(TEAM_SLOTS.map((slot, index) => [slot, picks[index]]));
      await read(manager, 'updateFantasyTeam', {
        ...round,
        ...slots,
        captain: loaded.team?.captain,
        activeBoost: loaded.team?.activeBoost ?? 'none',
      });
    }
  });
  afterAll(async () => {
    if (originalTeam) {
      const round = { season: context.thisYear, round: context.thisRound, matchID: context.thisMatchID };
      const slots = Object.fromEntries(TEAM_SLOTS.map((slot) => [slot, originalTeam?.[slot] ?? null]));
      await adminCall(manager, 'updateFantasyTeam', {
        ...round,
        ...slots,
        captain: originalTeam.captain,
        activeBoost: originalTeam.activeBoost ?? 'none',
      });
    }
    await browser?.close();
  });

  it("a player answers 'Kan ikke', the admin publishes a squad without him, his manager is told, and the touchline starts with the squad", async () => {
    const opponent = opponentOf(context.nextMatch!);

    // The club player answers on his own page: one tap, then the comment.
    await player.goto(`${appUrl}/fantasy/availability`);
    const card = player.getByRole('article').filter({ hasText: opponent }).first();
    await card.getByRole('button', { name: 'Kan ikke' }).click({ timeout: 20_000 });
    await expect.poll(() => card.getByRole('status').innerText(), { timeout: 10_000 }).toBe('Lagret: Kan ikke.');
    await card.getByLabel('Kommentar (valgfri)').fill('Jobber til 19');
    await card.getByRole('button', { name: 'Lagre kommentar' }).click();
    await expect.poll(() => card.getByRole('status').innerText(), { timeout: 10_000 }).toBe('Kommentaren er lagret.');
    const findings = await seriousFindings(player);
    expect(await overflow(player)).toBeLessThanOrEqual(0);

    // The admin finds the match on /admin, sees the answer and its comment, and publishes a
    // squad of two others.
    await admin.goto(`${appUrl}/admin`);
    const coming = admin.getByRole('region', { name: 'Tropp og svar' });
    await coming
      .getByRole('link', { name: new RegExp(opponent) })
      .first()
      .click({ timeout: 20_000 });
    const cannot = admin.getByRole('region', { name: /^Kan ikke \(/ });
    await cannot.waitFor({ timeout: 20_000 });
    expect(await cannot.innerText()).toContain(`${own.name}`);
    expect(await cannot.innerText()).toContain('«Jobber til 19»');
    // The squad's toggles say 'I troppen' or 'Ikke i troppen'; the answer buttons beside them do not.
    const toggles = admin.locator('main li button[aria-pressed]').filter({ hasText: /troppen$/ });
    for (const toggle of await toggles.all()) {
      if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
    }
    const others = toggles.filter({ hasNotText: own.name });
    await others.nth(0).click();
    await others.nth(1).click();
    const squadNames = await Promise.all(
      [0, 1].map(async (index) => others.nth(index).locator('span').nth(1).innerText()),
    );
    await admin.getByRole('button', { name: 'Publiser troppen (2)' }).click();
    await admin.getByText('Troppen er publisert.').waitFor({ timeout: 10_000 });
    findings.push(...(await seriousFindings(admin)));
    expect(await overflow(admin)).toBeLessThanOrEqual(0);

    // The manager who holds him sees the flag in words on Mitt lag, and the notice in the bell.
    await manager.goto(`${appUrl}/fantasy/team`);
    const note = manager.getByRole('region', { name: /spiller(e)? på laget ditt spiller ikke/ });
    await note.waitFor({ timeout: 20_000 });
    expect(await note.innerText()).toContain(`${own.name} Ikke i troppen`);
    const row = manager.getByRole('row').filter({ has: manager.getByRole('button', { name: own.name, exact: true }) });
    expect(await row.first().innerText()).toContain('Ikke i troppen');
    findings.push(...(await seriousFindings(manager)));
    await bell(manager).click();
    const notices = manager.getByRole('region', { name: 'Varsler' });
    const told = notices.getByRole('listitem').filter({ hasText: `${own.name} kan ikke spille mot ${opponent}` });
    await told.first().waitFor({ timeout: 10_000 });
    expect(await told.count()).toBe(1);
    expect(await told.first().innerText()).toMatch(/– bytt før fristen \p{L}+ 23:59/u);
    expect(await told.first().getByRole('link', { name: 'Gå til Mitt lag' }).getAttribute('href')).toBe(
      '/fantasy/team',
    );

    // The match centre shows the published squad before kick-off.
    await manager.goto(`${appUrl}/match/${context.thisMatchID}`);
    const squad = manager.getByRole('region', { name: 'Tropp' });
    await squad.waitFor({ timeout: 20_000 });
    expect(await squad.innerText()).toMatch(/Publisert \d\d\.\d\d\.\d{4} kl\. \d\d\.\d\d/);
    for (const name of squadNames) expect(await squad.innerText()).toContain(name);
    expect(await squad.innerText()).not.toContain(own.name);
    findings.push(...(await seriousFindings(manager)));
    expect(findings).toEqual([]);

    // On match day the touchline starts with the published squad ticked, still changeable.
    const { restore } = await seasonMatchToday(admin);
    try {
      await admin.goto(`${appUrl}/admin/live/${context.thisMatchID}`);
      await admin.getByRole('button', { name: 'Avspark' }).waitFor({ timeout: 20_000 });
      const pressed = admin.locator('button[aria-pressed="true"]');
      await expect.poll(() => pressed.count(), { timeout: 10_000 }).toBe(2);
      for (const name of squadNames) expect(await pressed.filter({ hasText: name }).count()).toBe(1);
      expect(await admin.getByRole('heading', { name: 'Tropp (2)' }).count()).toBe(1);
      const him = admin.locator('button[aria-pressed]').filter({ hasText: own.name });
      await him.click();
      expect(await him.getAttribute('aria-pressed')).toBe('true');
      expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    } finally {
      await restore({ started: false, finished: false });
    }
  });
});
