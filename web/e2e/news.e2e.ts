import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchChromium } from './chromium';
import { adminCall, logIn, PHONE } from './helpers';

const appUrl = inject('appUrl');

interface Post {
  id: number;
  title: string;
}

async function newestArticle(): Promise<Post> {
  const response = await fetch(`${appUrl}/api/loadPosts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ numberOfPosts: 1 }),
  });
  const { posts } = (await response.json()) as { posts: Post[] };
  if (!posts[0]) throw new Error('the demo has no articles');
  return posts[0];
}

describe.skipIf(!chromiumPath)('news and live comments in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('shows the newest articles on the home page and opens one', async () => {
    const article = await newestArticle();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(appUrl);
    await expect.poll(() => page.getByText('Les mer...').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await page.locator(`a[href="/article/${article.id}"]`).getByText('Les mer...').first().click();
    await expect.poll(() => page.locator('h1').first().innerText(), { timeout: 15_000 }).toBe(article.title);
    await page.close();
  });

  it("springs the ball menu's links out to places inside the pitch on a phone, and hides them on request", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(appUrl);
    const menu = page.getByRole('navigation', { name: 'Klubbens sider' });
    const links = menu.getByRole('listitem');
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(8);
    // Placed once the browser has laid the pitch out, and all of each chip inside it.
    const placed = async () => {
      const pitch = await menu.boundingBox();
      const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
      const opacities = await links.evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
      return (
        pitch !== null &&
        opacities.every((opacity) => opacity === '1') &&
        boxes.every(
          (box) =>
            box !== null &&
            box.x >= pitch.x &&
            box.y >= pitch.y &&
            box.x + box.width <= pitch.x + pitch.width &&
            box.y + box.height <= pitch.y + pitch.height,
        ) &&
        new Set(boxes.map((box) => `${Math.round(box?.x ?? 0)},${Math.round(box?.y ?? 0)}`)).size === 8
      );
    };
    await expect.poll(placed, { timeout: 10_000 }).toBe(true);
    await menu.getByRole('button', { name: 'Skjul snarveier' }).click();
    await expect
      .poll(() => links.evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity).join()))
      .toBe(Array(8).fill('0').join());
    await menu.getByRole('button', { name: 'Vis snarveier' }).click();
    await expect.poll(placed, { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  it("changes the carousel's slides with nothing the page's Content-Security-Policy refuses", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(appUrl);
    const carousel = page.getByRole('region', { name: 'Siste nytt' });
    await carousel.getByLabel('1 av 3').waitFor({ timeout: 15_000 });
    // The slides change every 3 s while nothing points at the carousel.
    await carousel.getByLabel('3 av 3').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(refused).toEqual([]);
    await page.close();
  });

  it('reads an article, logs in, comments, and a second open page sees the comment without reloading', async () => {
    const article = await newestArticle();
    const reader = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const writer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const watching = await reader.newPage();
    const page = await writer.newPage();
    await watching.goto(`${appUrl}/article/${article.id}`);
    await page.goto(`${appUrl}/article/${article.id}`);
    await expect.poll(() => page.locator('h1').first().innerText(), { timeout: 15_000 }).toBe(article.title);
    await expect.poll(() => watching.locator('h1').first().innerText(), { timeout: 15_000 }).toBe(article.title);

    const loginBox = page.getByText('Du må logge inn for å kommentere...').locator('..');
    await expect.poll(() => loginBox.count(), { timeout: 15_000 }).toBe(1);
    await loginBox.getByPlaceholder('Brukernavn').fill('vsffan');
    await loginBox.getByPlaceholder('Passord').fill('fotball123');
    await loginBox.getByRole('button', { name: 'Logg inn' }).click();

    const box = page.getByLabel('Skriv en kommentar');
    await expect.poll(() => box.count(), { timeout: 15_000 }).toBe(1);
    const text = `Heia ${Date.now()} – for en kamp!`;
    await box.fill(text);
    expect(await page.getByText(`${text.length}/500`).count()).toBe(1);
    await page.getByRole('button', { name: 'Send' }).click();

    await expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => box.inputValue()).toBe('');
    // The other browser never reloads: the comment arrives through its socket.
    await expect.poll(() => watching.getByText(text).count(), { timeout: 10_000 }).toBe(1);
    await reader.close();
    await writer.close();
  });

  it("counts a comment sent elsewhere in the open article's 'Kommentarer (n)' on a phone", async () => {
    const article = await newestArticle();
    const phone = await (await browser.newContext(PHONE)).newPage();
    await phone.goto(`${appUrl}/article/${article.id}`);
    const tab = phone.getByRole('button', { name: /Kommentarer \(/ });
    await expect.poll(() => tab.count(), { timeout: 15_000 }).toBe(1);
    const before = Number(/\((\d+)\)/.exec(await tab.innerText())?.[1]);

    const writer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(writer, 'vsffan');
    const sent = await adminCall(writer, 'insertComment', { postID: article.id, content: `Heia ${Date.now()}!` });
    expect(sent.success).toBe(true);
    // The phone never reloads: the count follows through its socket.
    await expect.poll(() => tab.innerText(), { timeout: 10_000 }).toBe(`Kommentarer (${before + 1})`);
    await phone.context().close();
    await writer.context().close();
  });

  it('shows the article states for a missing article', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${appUrl}/article/999999`);
    await expect
      .poll(() => page.getByText('Ooopsi... Denne siden finnes visst ikke.').count(), { timeout: 15_000 })
      .toBe(1);
    await page.close();
  });
});
