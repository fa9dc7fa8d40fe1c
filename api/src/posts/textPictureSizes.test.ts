import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { storeImage } from '../clubPlayers';
import { postForm, PUBLIC_ARTICLE } from '../testing/testForms';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';
import { insertTestPost } from '../testing/testPosts';

let app: TestApp;
let skribent: string;
/** A 2000 × 1000 upload (stored at 1600 × 800) and a picture stored before sizes were recorded. */
const pictures = { sized: 0, unsized: 0 };

beforeAll(async () => {
  app = await createTestApp('demo');
  skribent = await app.login('skribent');
  const db = app.deps.db.knex;
  const bytes = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0b3d91' } })
    .png()
    .toBuffer();
  pictures.sized = await storeImage(db, { kind: 'file', filename: 'kamp.png', type: 'image/png', bytes });
  const [unsized] = await db('images')
    .insert({
      contentType: 'image/png',
      bytes: Buffer.from('ikke et bilde'),
      etag: 'ukjent',
      width: null,
      height: null,
    })
    .returning('id');
  pictures.unsized = expectRow(unsized).id;
});
afterAll(() => app.close());

const sized = () => `/api/images/${pictures.sized}`;
const unsized = () => `/api/images/${pictures.unsized}`;

describe('pictures in article text', () => {
  it('are stored without a size and read with their own, wherever the article is answered', async () => {
    const { status, body } = await postForm(
      app,
      'savePost',
      {
        title: 'Bilder i teksten',
        // The editor keeps what it was given; a writer's width and height are never stored.
        content: `<p>Før</p><img src="${sized()}" alt="Kampen" width="12" height="34"><img src="${unsized()}"><p>Etter</p>`,
        ...PUBLIC_ARTICLE,
      },
      skribent,
    );
    expect(status, body.msg).toBe(200);
    const postID = body.postID as number;
    const stored = expectRow(await app.deps.db.knex('posts').where({ id: postID }).first('mainText'));
    expect(stored.mainText).toBe(
      `<p>Før</p><img src="${sized()}" alt="Kampen" /><img src="${unsized()}" /><p>Etter</p>`,
    );

    const shown = `<p>Før</p><img width="1600" height="800" src="${sized()}" alt="Kampen" /><img src="${unsized()}" /><p>Etter</p>`;
    expect((await app.call('getPostByID', { postID })).body.post.mainText).toBe(shown);
    const listed = (await app.call('searchPosts', { searchString: 'Bilder i teksten' })).body.posts;
    expect(listed.find((post) => post.id === postID)?.mainText).toBe(shown);
    const edited = await app.call('getPostForAdmin', { postID }, { cookie: skribent });
    expect(edited.body.post.mainText).toBe(shown);
  });

  it('replace a size written by another path with the picture’s own, and leave other pictures as they are', async () => {
    const postID = await insertTestPost(app.deps.db.knex, {
      title: 'Eldre artikkel',
      mainText: `<p><img src="${sized()}" width="1" height="1"><img src="/api/images/999999" alt="borte"></p>`,
    });
    expect((await app.call('getPostByID', { postID })).body.post.mainText).toBe(
      `<p><img width="1600" height="800" src="${sized()}"><img src="/api/images/999999" alt="borte"></p>`,
    );
  });
});
