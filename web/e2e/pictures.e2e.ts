import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { IMAGE_WIDTHS } from '@vsf/engine';
import { chromiumPath, launchChromium } from './chromium';
import { appUrl, logIn, PHONE } from './helpers';

interface Published {
  /** The article whose title image is the photo, and the photo's URL. */
  postID: number;
  image: string;
  /** An article without a title image whose text shows the same photo. */
  textPostID: number;
}

/**
 * Publishes an article whose title image is a 2400 × 1350 photo-like PNG drawn in the page,
 * as the editor would send it, and a second one showing that picture in its text.
 */
async function publishArticlesWithPhoto(page: Page): Promise<Published> {
  await logIn(page, 'skribent');
  return page.evaluate(async () => {
    async function publish(fields: Record<string, string>, titleImage?: Blob) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const flag of ['publicView', 'published']) form.append(flag, '1');
      for (const flag of ['adminView', 'posterView', 'playerView', 'fantasyView']) form.append(flag, '0');
      if (titleImage) form.append('titleImage', titleImage, 'kamp.png');
      const response = await fetch('/api/savePost', { method: 'POST', body: form });
      const answer = (await response.json()) as { success: boolean; postID: number; titleImage: string };
      if (!answer.success) throw new Error(JSON.stringify(answer));
      return answer;
    }
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
    const withPhoto = await publish(
      { title: 'Kampbilde i flere størrelser', content: '<p>Seier på Vinderen.</p>', tags: 'kamp' },
      png,
    );
    const image = withPhoto.titleImage;
    const inText = await publish({
      title: 'Kampbildet i teksten',
      content: `<p>Slik så det ut.</p><img src="${image}" alt="Fra kampen"><p>Neste kamp er lørdag.</p>`,
      tags: 'kamp',
    });
    return { postID: withPhoto.postID, image, textPostID: inText.postID };
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
  let article: Published;
  beforeAll(async () => {
    browser = await launchChromium();
    const page = await browser.newPage();
    article = await publishArticlesWithPhoto(page);
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

  /** Opens the article whose text shows the photo; answers the widths loaded and the picture as drawn. */
  async function openTextPicture(page: Page) {
    const picture = page.getByRole('img', { name: 'Fra kampen' });
    const loaded = await widthsLoaded(page, article.image, async () => {
      await page.goto(`${appUrl}/article/${article.textPostID}`);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc), { timeout: 15_000 })
        .toBeTruthy();
    });
    const drawn = await picture.evaluate((img: HTMLImageElement) => {
      const { width, height } = img.getBoundingClientRect();
      return { width, height, sizes: img.sizes, attributes: [img.getAttribute('width'), img.getAttribute('height')] };
    });
    return { loaded, drawn };
  }

  it('loads at most the 640 px file of a picture in an article’s text on a 390 px phone, in room kept for it', async () => {
    const phone = await (await browser.newContext(PHONE)).newPage();
    const { loaded, drawn } = await openTextPicture(phone);
    expect(loaded.length).toBeGreaterThan(0);
    expect(Math.max(...loaded)).toBeLessThanOrEqual(640);
    // The API gave the picture's own size, so its room was kept; it is drawn as wide as the text, 16:9.
    expect(drawn.attributes).toEqual(['1600', '900']);
    expect(drawn.width).toBeGreaterThan(300);
    expect(drawn.height).toBeCloseTo((drawn.width * 900) / 1600, 0);
    await phone.context().close();
  });

  it('loads a file as wide as the text column for the same picture on a 1280 px screen', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { loaded, drawn } = await openTextPicture(page);
    expect(Math.max(...loaded)).toBeGreaterThanOrEqual(drawn.width);
    expect(Math.max(...loaded)).toBeLessThan(1600);
    await page.close();
  });
});
