import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { ARTICLE_MESSAGES as M } from './schemas';
import { PNG, PUBLIC_ARTICLE, postForm, snapshot, type FormValue } from '../../testing/testForms';
import { expectRow } from '../../testing/rows';

let app: TestApp;
const cookies: Record<string, string> = {};
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  for (const username of ['admin', 'skribent', 'spiller', 'vsffan']) cookies[username] = await app.login(username);
});
afterAll(() => app.close());

const article: Record<string, FormValue> = {
  ...PUBLIC_ARTICLE,
  title: 'Seier i seriestarten',
  content: '<p>Vi vant <strong>3–1</strong> på Vinderen.</p>',
  tags: 'kamp, seier, kamp',
  writtenBy: 1,
  hasPoll: 0,
  hasAlbum: 0,
};
const save = (fields: Record<string, FormValue>, as = 'skribent') => postForm(app, 'savePost', fields, cookies[as]!);

describe('savePost', () => {
  it('creates an article written by the session user, with a re-encoded title image and clean tags', async () => {
    const { status, body } = await save({ ...article, titleImage: PNG });
    expect(status, body.msg).toBe(200);
    expect(body).toMatchObject({ success: true, msg: 'Artikkelen er lagret og publisert.', hasPoll: 0, hasAlbum: 0 });
    const row = expectRow(
      await db()('posts')
        .where({ id: body.postID as number })
        .first(),
    );
    const skribent = expectRow(await db()('users').where({ username: 'skribent' }).first('id'));
    expect(row).toMatchObject({ title: 'Seier i seriestarten', published: 1, trashed: 0, writtenById: skribent.id });
    expect(body.titleImage).toBe(`/api/images/${row.titleImageId}`);
    const image = expectRow(
      await db()('images')
        .where({ id: expectRow(row.titleImageId) })
        .first(),
    );
    expect(image.contentType).toBe('image/webp');
    const tags = await db()('post_tags').where({ postId: row.id }).orderBy('position').pluck('tag');
    expect(tags).toEqual(['kamp', 'seier']);
  });

  it("answers 'Artikkelen er lagret.' for a draft, which the public never sees", async () => {
    const { body } = await save({ ...article, title: 'Utkast til kampreferat', published: 0 });
    expect(body.msg).toBe('Artikkelen er lagret.');
    const read = await app.callRaw('getPostByID', { postID: body.postID });
    expect(read.status).toBe(404);
  });

  it('refuses a missing or too long title, a bad flag and no readers at all, and changes nothing', async () => {
    const before = await snapshot(app);
    const cases: [Record<string, FormValue>, string][] = [
      [{ ...article, title: '   ' }, M.titleMissing],
      [{ ...article, title: 'x'.repeat(101) }, 'Tittelen kan være høyst 100 tegn.'],
      [{ ...article, adminView: 2 }, 'Synligheten må være 0 eller 1.'],
      [{ ...article, published: 'ja' }, 'Publiseringsstatus må være 0 eller 1.'],
      [{ ...article, publicView: 0 }, M.noViewer],
    ];
    for (const [fields, msg] of cases) {
      const { status, body } = await save({ ...fields, titleImage: PNG });
      expect({ status, msg: body.msg }).toEqual({ status: 400, msg });
    }
    const { title: _title, ...noTitle } = article;
    expect((await save(noTitle)).body.msg).toBe(M.titleMissing);
    expect(await snapshot(app)).toEqual(before);
  });

  it('is for posters and admins only', async () => {
    expect((await postForm(app, 'savePost', article, null)).status).toBe(401);
    expect((await save(article, 'vsffan')).status).toBe(403);
    expect((await save(article, 'spiller')).status).toBe(403);
    expect((await save(article, 'admin')).status).toBe(200);
  });

  it('refuses a file that is not an image', async () => {
    const before = await snapshot(app);
    const { status } = await save({ ...article, titleImage: Buffer.from('<svg onload="alert(1)"/>') });
    expect(status).toBe(400);
    expect(await snapshot(app)).toEqual(before);
  });
});

describe('the article text is sanitized on the server', () => {
  const stored = async (content: string) => {
    const { body } = await save({ ...article, content });
    return expectRow(
      await db()('posts')
        .where({ id: body.postID as number })
        .first('mainText'),
    ).mainText;
  };

  it('keeps news formatting', async () => {
    const html =
      '<h2>Referat</h2><p><em>Kort</em> og <b>godt</b></p><ul><li>Mål</li></ul><blockquote>Sitat</blockquote>';
    expect(await stored(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles, frames and unsafe links', async () => {
    const text = await stored(
      '<p onclick="steal()" style="color:red">Hei<script>alert(1)</script></p>' +
        '<img src="/api/images/1" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">klikk</a><a href="JaVaScRiPt:alert(4)">igjen</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{}</style><svg><script>alert(5)</script></svg>',
    );
    expect(text).not.toMatch(/script|onerror|onclick|style|iframe|javascript|svg/i);
    expect(text).toContain('<p>Hei</p>');
    expect(text).toContain('<img src="/api/images/1" />');
  });

  it('keeps only our own images and opens outside links safely', async () => {
    const text = await stored(
      '<img src="https://tracker.example/p.gif"><img src="//evil.example/x.png"><img src="/api/images/7/../../x">' +
        '<a href="https://fotball.no" target="_top">NFF</a><a href="/article/3">les</a>',
    );
    expect(text).not.toContain('<img');
    expect(text).toContain('<a href="https://fotball.no" rel="noopener noreferrer" target="_blank">NFF</a>');
    expect(text).toContain('<a href="/article/3" rel="noopener noreferrer">les</a>');
  });
});

describe('updatePost', () => {
  it('changes the article, names the editor, and keeps, replaces or removes the title image', async () => {
    const created = await save({ ...article, titleImage: PNG });
    const postID = created.body.postID as number;
    const first = expectRow(expectRow(await db()('posts').where({ id: postID }).first()).titleImageId);
    const kept = await postForm(
      app,
      'updatePost',
      { ...article, postID, title: 'Ny tittel', titleImage: `/api/images/${first}`, published: 0 },
      cookies.admin!,
    );
    expect(kept.body).toMatchObject({ msg: 'Endringene er lagret.', titleImage: `/api/images/${first}` });
    const admin = expectRow(await db()('users').where({ username: 'admin' }).first('id'));
    expect(await db()('posts').where({ id: postID }).first()).toMatchObject({
      title: 'Ny tittel',
      published: 0,
      editedById: admin.id,
    });
    const replaced = await postForm(app, 'updatePost', { ...article, postID, titleImage: PNG }, cookies.admin!);
    expect(replaced.body.msg).toBe('Artikkelen er oppdatert og publisert.');
    expect(await db()('images').where({ id: first }).first()).toBeUndefined();
    const removed = await postForm(app, 'updatePost', { ...article, postID, titleImage: 'undefined' }, cookies.admin!);
    expect(removed.body.titleImage).toBe('undefined');
  });

  it('refuses an unknown article, a club feed and a trashed article', async () => {
    expect((await postForm(app, 'updatePost', { ...article, postID: 999999 }, cookies.admin!)).status).toBe(404);
    expect((await postForm(app, 'updatePost', { ...article, postID: 1 }, cookies.admin!)).status).toBe(404);
    const { body } = await save(article);
    await db()('posts')
      .where({ id: body.postID as number })
      .update({ trashed: 1 });
    const before = await snapshot(app);
    const refused = await postForm(app, 'updatePost', { ...article, postID: body.postID as number }, cookies.admin!);
    expect(refused).toMatchObject({ status: 409, body: { msg: M.inTrash } });
    expect(await snapshot(app)).toEqual(before);
  });

  it("lets a poster edit articles their roles can read and their own, not an admins-only one of someone else's", async () => {
    const hidden = await save({ ...article, publicView: 0, adminView: 1 }, 'admin');
    const refused = await postForm(
      app,
      'updatePost',
      { ...article, postID: hidden.body.postID as number },
      cookies.skribent!,
    );
    expect(refused.status).toBe(403);
    const own = await save({ ...article, publicView: 0, adminView: 1 });
    const allowed = await postForm(
      app,
      'updatePost',
      { ...article, postID: own.body.postID as number },
      cookies.skribent!,
    );
    expect(allowed.status).toBe(200);
  });
});
