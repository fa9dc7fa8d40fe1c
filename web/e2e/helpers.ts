import { expect, inject } from 'vitest';
import { osloToday } from '@vsf/engine';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';

export const appUrl = inject('appUrl');

/** A call straight to the API, as a script would make it. */
export async function post<T>(call: string, body: object): Promise<T> {
  const response = await fetch(`${appUrl}/api/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * Logs the page's browser context in through the API, as the header form would, on the shared
 * product or on the one at `url` (a test that starts its own).
 */
export async function logIn(page: Page, username: string, url = appUrl): Promise<void> {
  await page.goto(url);
  const ok = await page.evaluate(async (name) => {
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: name, password: 'fotball123' }),
    });
    return ((await response.json()) as { success: boolean }).success;
  }, username);
  expect(ok).toBe(true);
}

/** What the e2e tests read of an answer: success, the refusal, and the fields they use. */
export interface Answer {
  success: boolean;
  msg?: string;
  fixtureTableID?: number;
  players?: { playerID: number; firstName: string; lastName: string; nickname: string }[];
}

/** An admin's call from their own logged-in page, as the admin screens send it. */
export function adminCall(page: Page, call: string, body: object): Promise<Answer> {
  return page.evaluate(
    async ([name, input]) => {
      const response = await fetch(`/api/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      });
      return (await response.json()) as Answer;
    },
    [call, body] as const,
  );
}

/** A training match against `awayTeam` today, added by the admin's page; answers its fixtureTableID. */
export async function addTodaysMatch(page: Page, matchID: string, awayTeam: string): Promise<number | undefined> {
  const [year, month, day] = osloToday(new Date()).split('-');
  const added = await adminCall(page, 'addFixture', {
    round: 1,
    date: `${day}.${month}.${year}`,
    time: '12.00',
    pitch: 'Vinderen kunstgress',
    tournement: 'Treningskamp',
    matchID,
    homeTeam: 'Vinderen SF',
    awayTeam,
  });
  expect(added).toMatchObject({ success: true });
  return added.fixtureTableID;
}

/** A phone: 390 px wide, touch, a phone's browser (the site gives it the phone layout). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

/** The words of the site's dialog: the text its aria-describedby names. */
function dialogWords(dialog: Locator): Promise<string> {
  return dialog.evaluate((box) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.innerText ?? '');
}

/** Waits for the site's question headed `title` (never the browser's confirm()), presses `button` and answers its words. */
export async function answerQuestion(page: Page, title: string, button: string, timeout = 15_000): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor({ timeout });
  const words = await dialogWords(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return words;
}

/** Waits for the site's message box (never the browser's alert()), closes it with Ok and answers its words. */
export async function closeNotice(page: Page, timeout = 15_000): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Melding' });
  await dialog.waitFor({ timeout });
  const words = await dialogWords(dialog);
  await dialog.getByRole('button', { name: 'Ok', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return words;
}
