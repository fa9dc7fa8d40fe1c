import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';

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

/** Logs the page's browser context in through the API, as the header form would. */
export async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(appUrl);
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
