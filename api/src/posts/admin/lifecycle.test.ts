import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { BusMessage, CallName } from '@vsf/contract';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { ARTICLE_MESSAGES as M } from './schemas';
import { PNG, postForm, snapshot, type FormValue } from '../../testing/testForms';
import { expectRow } from '../../testing/rows';

let app: TestApp;
let admin: string;
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
});
afterAll(() => app.close());

const article: Record<string, FormValue> = {
  title: 'Årsmøte',
  content: '<p>Velkommen</p>',
  tags: 'klubb',
  published: 0,
};
const poll = { title: 'Beste spiller?', alternative1: 'Ola', alternative2: 'Kari', alternative3: '', publicVote: 1 };

async function newArticle(fields: Record<string, FormValue> = {}): Promise<number> {
  const { body } = await postForm(app, 'savePost', { ...article, ...fields }, admin);
  return body.postID as number;
}
/** Raw: the cases send bodies the contract refuses (trashed: 2) beside good ones. */
const call = <N extends CallName>(name: N, body: object) => app.callRaw(name, body, { cookie: admin });
const state = async (postID: number) =>
  expectRow(await db()('posts').where({ id: postID }).first('published', 'trashed'));

describe('the states of an article (002 §4.1)', () => {
  it('publishes, unpublishes, trashes and restores with the spec texts', async () => {
    const postID = await newArticle();
    expect((await call('updatePublishStatus', { postID, published: 1 })).body.msg).toBe('Artikkelen er publisert');
    expect(await state(postID)).toEqual({ published: 1, trashed: 0 });
    expect((await call('updatePublishStatus', { postID, published: 0 })).body.msg).toBe(
      'Artikkelen er trukket tilbake og lagret i utkast',
    );
    expect((await call('moveFromToTrash', { postID, trashed: 1 })).body.msg).toBe(
      'Artikkelen ligger nå i søppelbøtten',
    );
    expect(await state(postID)).toEqual({ published: 0, trashed: 1 });
    expect((await call('moveFromToTrash', { postID, trashed: 0, published: 1 })).body.msg).toBe(
      'Artikkelen er nå publisert og synlig for publikum.',
    );
    expect(await state(postID)).toEqual({ published: 1, trashed: 0 });
    await call('moveFromToTrash', { postID, trashed: 1 });
    expect((await call('moveFromToTrash', { postID, trashed: 0 })).body.msg).toBe(
      'Artikkelen er nå flyttet til utkast.',
    );
    expect(await state(postID)).toEqual({ published: 0, trashed: 0 });
  });

  it('refuses moves the states do not have, changing nothing', async () => {
    const postID = await newArticle({ published: 1 });
    const before = await snapshot(app);
    expect((await call('updatePublishStatus', { postID, published: 1 })).body.msg).toBe(M.alreadyPublished);
    expect((await call('moveFromToTrash', { postID, trashed: 0 })).status).toBe(409);
    expect((await call('deletePost', { postID })).body.msg).toBe(M.onlyTrashDeleted);
    await db()('posts').where({ id: postID }).update({ trashed: 1 });
    expect((await call('updatePublishStatus', { postID, published: 0 })).body.msg).toBe(M.inTrash);
    expect((await call('moveFromToTrash', { postID, trashed: 1 })).body.msg).toBe(M.alreadyTrashed);
    expect((await call('savePoll', { postID, ...poll })).status).toBe(409);
    await db()('posts').where({ id: postID }).update({ trashed: 0 });
    expect(await snapshot(app)).toEqual(before);
    expect((await call('moveFromToTrash', { postID, trashed: 2 })).status).toBe(400);
    expect((await call('updatePublishStatus', { postID: 1, published: 0 })).status).toBe(404);
  });
});

describe('polls', () => {
  it('saves a poll, keeps its votes when only the title changes, and starts again when an alternative changes', async () => {
    const postID = await newArticle({ published: 1 });
    const saved = await call('savePoll', { postID, ...poll, voteOnce: 1 });
    expect(saved.status, saved.body.msg as string).toBe(200);
    const pollID = saved.body.pollID as number;
    const alternatives = await db()('poll_alternatives').where({ pollId: pollID }).orderBy('position').pluck('text');
    expect(alternatives).toEqual(['Ola', 'Kari']);
    expect((await app.call('vote', { pollID, alternatives: [1] })).status).toBe(200);
    await call('savePoll', { postID, ...poll, title: 'Kampens beste spiller?' });
    expect(await db()('poll_votes').where({ pollId: pollID }).count({ n: '*' }).first()).toEqual({ n: 1 });
    await call('savePoll', { postID, ...poll, alternative3: 'Per' });
    expect(await db()('poll_votes').where({ pollId: pollID }).count({ n: '*' }).first()).toEqual({ n: 0 });
    expect((await call('deletePollByPostID', { postID })).body).toMatchObject({ deleted: true });
    expect(await db()('polls').where({ postId: postID }).first()).toBeUndefined();
  });

  it('needs a title, 2 alternatives and someone to vote', async () => {
    const postID = await newArticle();
    const before = await snapshot(app);
    expect((await call('savePoll', { postID, ...poll, title: ' ' })).body.msg).toBe(M.pollTitleMissing);
    expect((await call('savePoll', { postID, ...poll, alternative2: '' })).body.msg).toBe(M.tooFewAlternatives);
    expect((await call('savePoll', { postID, ...poll, publicVote: 0 })).body.msg).toBe(M.noVoter);
    expect((await call('savePoll', { postID, ...poll, adminVote: 5 })).body.msg).toBe(
      'Stemmeretten må være 0 eller 1.',
    );
    expect(await snapshot(app)).toEqual(before);
  });
});

describe('deleteCommentsByPostID (002 §7.9)', () => {
  it("deletes every comment of the article and no other article's", async () => {
    const postID = await newArticle({ published: 1 });
    const other = await newArticle({ published: 1 });
    for (const content of ['Første', 'Andre']) await app.call('insertComment', { postID, content }, { cookie: admin });
    await app.call('insertComment', { postID: other, content: 'Blir stående' }, { cookie: admin });
    const { status, body } = await call('deleteCommentsByPostID', { postID });
    expect({ status, body }).toEqual({
      status: 200,
      body: { success: true, msg: '2 kommentarer er slettet.', deleted: 2 },
    });
    expect(await db()('comments').where({ postId: postID }).first()).toBeUndefined();
    expect(await db()('comments').where({ postId: other }).pluck('content')).toEqual(['Blir stående']);
    expect(app.events.at(-1)).toMatchObject({ event: 'posts:updated', payload: { postID } });
  });

  it('is refused to a fan', async () => {
    const postID = await newArticle({ published: 1 });
    const fan = await app.login('vsffan');
    expect((await app.call('deleteCommentsByPostID', { postID }, { cookie: fan })).status).toBe(403);
  });
});

describe('galleries', () => {
  it('adds pictures in order and takes one out, deleting the unused image', async () => {
    const postID = await newArticle();
    const first = await postForm(app, 'saveAlbumPhoto', { postID, albumImage: PNG }, admin);
    const second = await postForm(app, 'saveAlbumPhoto', { postID, albumImage: PNG }, admin);
    expect(first.body).toMatchObject({ msg: M.albumPhotoSaved, path: `/api/images/${first.body.imageID}` });
    const album = await call('getPostForAdmin', { postID });
    expect((album.body.albumGallery as { id: number }[]).map((image) => image.id)).toEqual([
      first.body.imageID,
      second.body.imageID,
    ]);
    expect((await call('deleteAlbumByImageID', { imageID: first.body.imageID, imageName: 'x' })).status).toBe(200);
    expect(
      await db()('images')
        .where({ id: first.body.imageID as number })
        .first(),
    ).toBeUndefined();
    expect((await call('deleteAlbumByImageID', { imageID: first.body.imageID })).status).toBe(404);
  });

  it("keeps a picture taken out of the gallery while an article's text still shows it", async () => {
    const postID = await newArticle();
    const shown = (await postForm(app, 'saveAlbumPhoto', { postID, albumImage: PNG }, admin)).body.imageID as number;
    const other = (await postForm(app, 'saveAlbumPhoto', { postID, albumImage: PNG }, admin)).body.imageID as number;
    await newArticle({ content: `<p>Bildet:</p><img src="/api/images/${shown}" alt="Laget">` });
    // A text naming another picture whose id starts with the same digits does not keep this one.
    await newArticle({ content: `<p>Bildet:</p><img src="/api/images/${other}0" alt="">` });
    expect((await call('deleteAlbumByImageID', { imageID: shown })).status).toBe(200);
    expect((await call('deleteAlbumByImageID', { imageID: other })).status).toBe(200);
    expect(await db()('images').where({ id: shown }).first()).toBeDefined();
    expect(await db()('images').where({ id: other }).first()).toBeUndefined();
  });
});

describe('deleting an article for good (002 §7A)', () => {
  it('removes its comments, poll, votes, gallery and pictures', async () => {
    const postID = await newArticle({ published: 1, titleImage: PNG });
    const { body } = await call('savePoll', { postID, ...poll });
    await app.call('vote', { pollID: body.pollID, alternatives: [0] });
    const photo = await postForm(app, 'saveAlbumPhoto', { postID, albumImage: PNG }, admin);
    await app.call('insertComment', { postID, content: 'Gratulerer!' }, { cookie: admin });
    const titleImageId = expectRow(expectRow(await db()('posts').where({ id: postID }).first()).titleImageId);
    expect(await db()('comments').where({ postId: postID }).first()).toBeDefined();
    await call('moveFromToTrash', { postID, trashed: 1 });
    const deleted = await call('deletePost', { postID, titleImage: 'undefined' });
    expect(deleted.body.msg).toBe(M.deleted);
    // Named as plain strings: each table's row type differs, the check is the same for all.
    const gone: [string, Record<string, unknown>][] = [
      ['posts', { id: postID }],
      ['comments', { postId: postID }],
      ['polls', { postId: postID }],
      ['poll_votes', { pollId: body.pollID }],
      ['album_images', { postId: postID }],
      ['post_tags', { postId: postID }],
      ['images', { id: photo.body.imageID }],
      ['images', { id: titleImageId }],
    ];
    for (const [table, where] of gone) {
      expect(await db()(table).where(where).first(), table).toBeUndefined();
    }
  });
});

describe('saveArticle, the editor in one call', () => {
  const full: Record<string, FormValue> = {
    ...article,
    published: 1,
    titleImage: PNG,
    hasPoll: 1,
    pollTitle: 'Hvem vinner?',
    alternative1: 'Vi',
    alternative2: 'De',
    albumImage1: PNG,
    albumImage2: PNG,
  };

  it('stores the article, its poll and its pictures together', async () => {
    const { status, body } = await postForm(app, 'saveArticle', full, admin);
    expect(status, body.msg).toBe(200);
    expect(body.msg).toBe('Artikkelen er lagret og publisert.');
    expect(body.post).toMatchObject({ title: 'Årsmøte', hasPoll: 1, hasAlbum: 1, published: 1 });
    expect(body.poll).toMatchObject({ title: 'Hvem vinner?', alternatives: ['Vi', 'De'], votes: [0, 0] });
    const gallery = body.albumGallery as { id: number }[];
    expect(gallery).toHaveLength(2);
    const postID = body.postID as number;
    const changed = await postForm(
      app,
      'saveArticle',
      { ...article, postID, published: 1, hasPoll: 0, removeAlbumImages: String(gallery[0]!.id) },
      admin,
    );
    expect(changed.body).toMatchObject({ msg: 'Artikkelen er oppdatert og publisert.', poll: null });
    expect((changed.body.albumGallery as { id: number }[]).map((image) => image.id)).toEqual([gallery[1]!.id]);
  });

  it('stores nothing when any part is wrong', async () => {
    const before = await snapshot(app);
    const cases: [Record<string, FormValue>, number, string][] = [
      [{ ...full, alternative2: '' }, 400, M.tooFewAlternatives],
      [{ ...full, pollTitle: '' }, 400, M.pollTitleMissing],
      [{ ...full, albumImage2: Buffer.from('GIF89a-not-really') }, 400, 'Bildet må være PNG, JPEG, WebP eller GIF.'],
      [{ ...full, title: '' }, 400, M.titleMissing],
    ];
    for (const [fields, status, msg] of cases) {
      const { status: got, body } = await postForm(app, 'saveArticle', fields, admin);
      expect({ status: got, msg: body.msg }).toEqual({ status, msg });
    }
    expect(await snapshot(app)).toEqual(before);
  });
});

describe("'posts:updated' and the cached news list", () => {
  const publicList = async () => (await app.call('load10PublicPosts', { numberOfPosts: 10 })).body.posts;

  it('is published after the commit by every write, and drops the cached public list', async () => {
    const seenRows: unknown[] = [];
    app.deps.bus.subscribe((message: BusMessage) => {
      if (message.event !== 'posts:updated') return;
      // Sent after the commit: the row it names is already visible to other connections.
      void db()('posts')
        .where({ id: (message as BusMessage<'posts:updated'>).payload.postID })
        .first('id')
        .then((row) => seenRows.push(row));
    });
    await publicList();
    const eventsBefore = app.events.length;
    const postID = await newArticle({ title: 'Nyhet som skal vises', published: 1 });
    expect(app.events.slice(eventsBefore)).toEqual([
      { event: 'posts:updated', payload: { postID }, rooms: ['everyone'] },
    ]);
    await expect.poll(() => seenRows).toEqual([{ id: postID }]);
    expect((await publicList())[0]).toMatchObject({ id: postID, title: 'Nyhet som skal vises' });
    await call('updatePublishStatus', { postID, published: 0 });
    expect((await publicList()).some((post) => post.id === postID)).toBe(false);
  });

  it('is not published when a write fails', async () => {
    const eventsBefore = app.events.length;
    await postForm(app, 'saveArticle', { ...article, hasPoll: 1, pollTitle: 'x', alternative1: 'bare én' }, admin);
    expect(app.events.length).toBe(eventsBefore);
  });
});

describe('the API reference', () => {
  it('describes the editor calls', async () => {
    const { status, body } = await app.get<{ paths: Record<string, unknown> }>('/api/openapi.json');
    expect(status).toBe(200);
    for (const name of ['savePost', 'updatePost', 'saveArticle', 'savePoll', 'saveAlbumPhoto', 'deletePost']) {
      expect(body.paths, name).toHaveProperty([`/api/${name}`]);
    }
  });
});
