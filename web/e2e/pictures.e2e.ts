import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { IMAGE_WIDTHS } from '@vsf/engine';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn, PHONE } from './helpers';

/**
 * Publishes an article whose title image is a 2400 × 1350 photo-like PNG drawn in the page,
 * as the editor would send it; answers the article's id and its picture's URL.
 */
async function publishArticleWithPhoto(page: Page): Promise<{ postID: number; image: string }> {
  await logIn(page, 'skribent');
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1350;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 1350);
    sky.addColorStop(0, '#5aa0e6');
    sky.addColorStop(0.55, '#cfe6fa');
    sky.addColorStop(0.56, '#2f8a3c');
    sky.addColorStop(1, '#3aa048');
    context.fillStyle = sky;
    context.fillRect(0, 0, 2400, 1350);
    context.fillStyle = '#fafafa';
    context.beginPath();
    context.arc(1200, 1000, 160, 0, 2 * Math.PI);
    context.fill();
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'));
    const form = new FormData();
    const fields = { title: 'Kampbilde i flere størrelser', content: '<p>Seier på Vinderen.</p>', tags: 'kamp' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const flag of ['publicView', 'published']) form.append(flag, '1');
    for (const flag of ['adminView', 'posterView', 'playerView', 'fantasyView']) form.append(flag, '0');
    form.append('titleImage', png, 'kamp.png');
    const response = await fetch('/api/savePost', { method: 'POST', body: form });
    const answer = (await response.json()) as { success: boolean; postID: number; titleImage: string };
    if (!answer.success) throw new Error(JSON.stringify(answer));
    return { postID: answer.postID, image: answer.titleImage };
  });
}

/** Every picture file of `image` the page asks for while `visit` runs: the width asked for, or the widest. */
async function widthsLoaded(page: Page, image: string, visit: () => Promise<void>): Promise<number[]> {
  const widths: number[] = [];
  const pattern = new RegExp(`${image}(\\?w=(\\d+))?$`);
  page.on('request', (request) => {
    const match = pattern.exec(new URL(request.url()).pathname + new URL(request.url()).search);
    if (match) widths.push(Number(match[2] ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]));
  });
  await visit();
  return widths;
}

describe.skipIf(!chromiumPath)('pictures in several sizes', () => {
  let browser: Browser;
  let article: { postID: number; image: string };
  beforeAll(async () => {
    browser = await launchChromium();
    const page = await browser.newPage();
    article = await publishArticleWithPhoto(page);
    await page.close();
  });
  afterAll(() => browser?.close());

  it('loads a small file on a 390 px phone, in the news list and on the article', async () => {
    const phone = await (await browser.newContext(PHONE)).newPage();
    const picture = phone.locator(`img[src="${article.image}"]`).first();
    const inList = await widthsLoaded(phone, article.image, async () => {
      await phone.goto(`${appUrl}/newsArchive`);
      await expect.poll(() => picture.count(), { timeout: 15_000 }).toBe(1);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });
    expect(inList.length).toBeGreaterThan(0);
    expect(Math.max(...inList)).toBeLessThanOrEqual(640);
    // Its room is kept before the file arrives: the picture's own width and height are set.
    expect(await picture.getAttribute('width')).toBe('1600');
    expect(await picture.getAttribute('height')).toBe('900');

    const onArticle = await widthsLoaded(phone, article.image, async () => {
      await phone.goto(`${appUrl}/article/${article.postID}`);
      const hero = phone.locator(`img[src="${article.image}"]`).first();
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 15_000 })
        .toContain('?w=');
    });
    expect(Math.max(...onArticle)).toBeLessThanOrEqual(640);
    await phone.context().close();
  });

  it('loads a wider file for the same article on a 1280 px screen, and never a larger one than its place', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const hero = page.locator(`img[src="${article.image}"]`).first();
    const loaded = await widthsLoaded(page, article.image, async () => {
      await page.goto(`${appUrl}/article/${article.postID}`);
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 15_000 })
        .not.toBe('');
    });
    const drawn = await hero.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
    expect(Math.max(...loaded)).toBeGreaterThanOrEqual(drawn);
    expect(Math.max(...loaded)).toBeLessThan(1600);
    await page.close();
  });
});
