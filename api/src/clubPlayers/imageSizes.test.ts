import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_WIDTH_MESSAGE, IMAGE_WIDTHS } from '@vsf/engine';
import { postForm, PUBLIC_ARTICLE } from '../testing/testForms';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';
import { recordMissingImageSizes } from './imageSizes';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp('demo');
  cookie = await app.login('skribent');
});
afterAll(() => app.close());

const db = () => app.deps.db.knex;

/** A PNG of that size: two colours, so it is a picture rather than one flat colour. */
async function png(width: number, height: number): Promise<Buffer> {
  const half = await sharp({ create: { width, height: Math.ceil(height / 2), channels: 3, background: '#f2b705' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0b3d91' } })
    .composite([{ input: half, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

async function uploadTitleImage(file: Buffer): Promise<number> {
  const { status, body } = await postForm(
    app,
    'savePost',
    {
      title: 'Bilder i flere størrelser',
      content: '<p>Tekst</p>',
      ...PUBLIC_ARTICLE,
      titleImage: file,
    },
    cookie,
  );
  expect(status, body.msg).toBe(200);
  const post = expectRow(
    await db()('posts')
      .where({ id: body.postID as number })
      .first('titleImageId'),
  );
  return expectRow(post.titleImageId);
}

/** GET /api/images/{id}?w=…: the status, and the served picture's format and size. */
async function served(path: string) {
  const response = await fetch(`${app.url}${path}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return { status: response.status, text: bytes.toString('utf8') };
  const { width, height, format } = await sharp(bytes).metadata();
  return { status: response.status, width, height, format, etag: response.headers.get('etag') };
}

describe('pictures in several widths', () => {
  it('stores an upload at 1600 px and at every narrower width, and serves each at its own URL', async () => {
    const id = await uploadTitleImage(await png(2400, 1800));
    const image = expectRow(await db()('images').where({ id }).first('width', 'height', 'contentType'));
    expect(image).toEqual({ width: 1600, height: 1200, contentType: 'image/webp' });
    const sizes = await db()('image_sizes').where({ imageId: id }).orderBy('width').select('width', 'height');
    expect(sizes).toEqual([
      { width: 320, height: 240 },
      { width: 640, height: 480 },
      { width: 1024, height: 768 },
    ]);
    const etags = new Set<string | null | undefined>();
    for (const width of IMAGE_WIDTHS) {
      const file = await served(`/api/images/${id}?w=${width}`);
      expect(file).toMatchObject({ status: 200, format: 'webp', width, height: (width * 3) / 4 });
      etags.add(file.etag);
    }
    expect(etags.size).toBe(IMAGE_WIDTHS.length);
    expect(await served(`/api/images/${id}`)).toMatchObject({ width: 1600, height: 1200 });

    const post = expectRow(await db()('posts').where({ titleImageId: id }).first('id'));
    const { body } = await app.call('getPostByID', { postID: post.id });
    expect(body.post.titleImageSize).toEqual({ width: 1600, height: 1200 });
  });

  it('never makes a picture wider than it was: a narrow one is served as it is for the wider widths', async () => {
    const id = await uploadTitleImage(await png(500, 800));
    expect(await db()('images').where({ id }).first('width', 'height')).toEqual({ width: 500, height: 800 });
    expect(await db()('image_sizes').where({ imageId: id }).select('width', 'height')).toEqual([
      { width: 320, height: 512 },
    ]);
    expect(await served(`/api/images/${id}?w=320`)).toMatchObject({ width: 320, height: 512 });
    expect(await served(`/api/images/${id}?w=1024`)).toMatchObject({ width: 500, height: 800 });
  });

  it('refuses a width that is not one of the stored widths, in Norwegian', async () => {
    const id = expectRow(await db()('images').first('id')).id;
    for (const width of ['500', 'abc', '', '-320']) {
      const file = await served(`/api/images/${id}?w=${width}`);
      expect(file.status, width).toBe(400);
      expect(JSON.parse(file.text ?? '{}')).toEqual({ success: false, msg: IMAGE_WIDTH_MESSAGE });
    }
  });

  it('gives older pictures their size at start, and their narrower files when first asked for', async () => {
    const bytes = await sharp(await png(1600, 900))
      .webp()
      .toBuffer();
    const [row] = await db()('images').insert({ contentType: 'image/webp', bytes, etag: 'older' }).returning('id');
    const id = row!.id;
    await recordMissingImageSizes(db());
    expect(await db()('images').where({ id }).first('width', 'height')).toEqual({ width: 1600, height: 900 });
    expect(await served(`/api/images/${id}?w=640`)).toMatchObject({ status: 200, width: 640, height: 360 });
    expect(await db()('image_sizes').where({ imageId: id }).select('width', 'height')).toEqual([
      { width: 640, height: 360 },
    ]);
  });

  it("serves the demo's drawings as they are, with their size in the answers", async () => {
    const { body } = await app.call('getPlayer', { playerID: 1 });
    expect(body.player.imageSize).toEqual({ width: 300, height: 375 });
    expect(await served(`${body.player.image}?w=320`)).toMatchObject({ status: 200, format: 'svg', width: 300 });
    expect(await db()('images').whereNull('width').first('id')).toBeUndefined();
  });
});
