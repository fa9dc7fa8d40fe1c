import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReadPost, osloIsoTimestamp } from '@vsf/engine';
import { createTestApp, type TestApp } from '../testing/testApp';
import { insertTestPost, plainUsername } from '../testing/testPosts';
import { postMessages } from './visibility';
import { expectRow } from '../testing/rows';

let app: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp('demo');
  const db = app.deps.db.knex;
  const future = (hours: number) => new Date(Date.UTC(2026, 10, 23, hours));
  ids.adminOnly = await insertTestPost(db, {
    title: 'Kun for admin',
    publicView: 0,
    adminView: 1,
    dateCreated: future(1),
  });
  ids.playerOnly = await insertTestPost(db, {
    title: 'Kun for spillere',
    publicView: 0,
    playerView: 1,
    dateCreated: future(2),
  });
  ids.posterAndPlayer = await insertTestPost(db, {
    title: 'Skribenter og spillere',
    publicView: 0,
    posterView: 1,
    playerView: 1,
    dateCreated: future(3),
  });
  ids.draft = await insertTestPost(db, { title: 'Utkast', published: 0, dateCreated: future(4) });
  ids.trashed = await insertTestPost(db, { title: 'Kastet', trashed: 1, dateCreated: future(5) });
  ids.trashedRestricted = await insertTestPost(db, {
    title: 'Kastet og hemmelig',
    publicView: 0,
    adminView: 1,
    trashed: 1,
    dateCreated: future(6),
  });
  ids.searchable = await insertTestPost(db, {
    title: 'Rekordseier på Vinderen 100%_match',
    mainText: '<p>Ekstraordinær kamp</p>',
    dateCreated: future(7),
  });
  for (const username of ['admin', 'skribent', 'spiller', 'vsffan']) cookies[username] = await app.login(username);
  cookies.plain = await app.login(await plainUsername(db));
});
afterAll(() => app.close());

type Reader = { isAdmin: 0 | 1; isPoster: 0 | 1; isPlayer: 0 | 1; isFantasy: 0 | 1 };
const readers: Record<string, Reader | null> = {
  anonymous: null,
  admin: { isAdmin: 1, isPoster: 1, isPlayer: 0, isFantasy: 1 },
  skribent: { isAdmin: 0, isPoster: 1, isPlayer: 0, isFantasy: 1 },
  spiller: { isAdmin: 0, isPoster: 0, isPlayer: 1, isFantasy: 1 },
  vsffan: { isAdmin: 0, isPoster: 0, isPlayer: 0, isFantasy: 1 },
  plain: { isAdmin: 0, isPoster: 0, isPlayer: 0, isFantasy: 0 },
};

/** What a reader may list, computed from raw rows with the engine's rule. */
async function expectedIds(reader: Reader | null, limit = 1000): Promise<number[]> {
  const rows: (Parameters<typeof canReadPost>[0] & { id: number })[] = await app.deps.db
    .knex('posts')
    .where({ published: 1, trashed: 0, isFeed: 0 })
    .orderBy([
      { column: 'date_created', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'public_view', 'admin_view', 'poster_view', 'player_view', 'fantasy_view');
  return rows
    .filter((row) => canReadPost(row, reader))
    .map((row) => row.id)
    .slice(0, limit);
}

describe('loadPosts (the merged list of 000 §6)', () => {
  it.each(Object.keys(readers))('answers %s exactly the posts the engine lets them read, newest first', async (who) => {
    const { status, body } = await app.call('loadPosts', { numberOfPosts: 500 }, { cookie: cookies[who] });
    expect(status).toBe(200);
    expect(body.posts.map((p) => p.id)).toEqual(await expectedIds(readers[who] ?? null));
  });

  it('grows 10 at a time and never lists feeds, drafts or trashed posts', async () => {
    const ten = (await app.call('loadPosts', { numberOfPosts: 10 })).body.posts;
    const twenty = (await app.call('loadPosts', { numberOfPosts: 20 })).body.posts;
    expect(ten).toHaveLength(10);
    expect(twenty.slice(0, 10)).toEqual(ten);
    const all = (await app.call('loadPosts', { numberOfPosts: 500 }, { cookie: cookies.admin })).body.posts;
    const listed = new Set(all.map((p) => p.id));
    for (const hidden of [1, 2, 3, 4, ids.draft, ids.trashed, ids.trashedRestricted])
      expect(listed.has(hidden!)).toBe(false);
    expect(listed.size).toBe(all.length);
  });

  it('defaults to 10 posts and refuses a bad numberOfPosts with 400', async () => {
    expect((await app.call('loadPosts', {})).body.posts).toHaveLength(10);
    for (const numberOfPosts of [0, -1, 'ti', 501, 2.5]) {
      const { status, body } = await app.callRaw('loadPosts', { numberOfPosts });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
  });

  it('answers every field of 000 §3 computed from the raw rows', async () => {
    const { body } = await app.call('loadPosts', { numberOfPosts: 500 });
    const db = app.deps.db.knex;
    for (const post of body.posts) {
      const raw = expectRow(await db('posts').where('id', post.id).first());
      const tags: { tag: string }[] = await db('post_tags').where('post_id', post.id).orderBy('position');
      const comments = Number((await db('comments').where('post_id', post.id).count({ n: '*' }))[0]?.n);
      const polls = Number((await db('polls').where('post_id', post.id).count({ n: '*' }))[0]?.n);
      const album = Number((await db('album_images').where('post_id', post.id).count({ n: '*' }))[0]?.n);
      const image = raw.titleImageId === null ? undefined : await db('images').where('id', raw.titleImageId).first();
      expect(post).toMatchObject({
        title: raw.title,
        mainText: raw.mainText,
        titleImage: raw.titleImageId === null ? 'undefined' : `/api/images/${raw.titleImageId}`,
        titleImageSize: image ? { width: image.width, height: image.height } : null,
        tags: tags.map((t) => t.tag).join(','),
        published: 1,
        trashed: 0,
        publicView: 1,
        hasPoll: polls > 0 ? 1 : 0,
        hasAlbum: album > 0 ? 1 : 0,
        writtenByID: raw.writtenById,
        editedByID: raw.editedById,
        dateCreated: osloIsoTimestamp(raw.dateCreated),
        dateEdited: raw.dateEdited ? osloIsoTimestamp(raw.dateEdited) : null,
        numberOfComments: comments,
      });
      expect(post.dateCreated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    }
    expect(body.posts.some((p) => p.hasPoll === 1)).toBe(true);
    expect(body.posts.some((p) => p.hasAlbum === 1)).toBe(true);
    expect(body.posts.some((p) => p.numberOfComments > 0)).toBe(true);
  });
});

describe('load10…Posts: each role list only to that role', () => {
  const lists = [
    ['load10PublicPosts', 'public_view', null],
    ['load10AdminPosts', 'admin_view', 'admin'],
    ['load10PosterPosts', 'poster_view', 'skribent'],
    ['load10PlayerPosts', 'player_view', 'spiller'],
    ['load10FantasyPosts', 'fantasy_view', 'vsffan'],
  ] as const;

  it.each(lists)('%s answers the %s posts to a holder of the role', async (call, column, who) => {
    const { status, body } = await app.call(call, { numberOfPosts: 500 }, { cookie: who ? cookies[who] : null });
    expect(status).toBe(200);
    const rows: { id: number }[] = await app.deps.db
      .knex('posts')
      .where({ published: 1, trashed: 0, isFeed: 0, [column]: 1 })
      .orderBy([
        { column: 'date_created', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select('id');
    expect(body.posts.map((p) => p.id)).toEqual(rows.map((r) => r.id));
  });

  it('refuses a role list to visitors (401) and to users without the role (403)', async () => {
    for (const [call] of lists.slice(1)) {
      expect((await app.call(call, { numberOfPosts: 10 })).status).toBe(401);
      const refused = await app.call(call, { numberOfPosts: 10 }, { cookie: cookies.plain });
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
    }
    expect((await app.call('load10AdminPosts', {}, { cookie: cookies.skribent })).status).toBe(403);
  });
});

describe('search', () => {
  it('matches title, text and tags literally, case-insensitively', async () => {
    const hit = await app.call('searchPosts', { searchString: 'REKORDSEIER' });
    expect(hit.body.posts.map((p) => p.id)).toEqual([ids.searchable]);
    const literal = await app.call('searchPosts', { searchString: '100%_m' });
    expect(literal.body.posts.map((p) => p.id)).toEqual([ids.searchable]);
    expect((await app.call('searchPosts', { searchString: '1000%' })).body.posts).toEqual([]);
    expect((await app.call('searchPosts', { searchString: 'ekstraordinær' })).body.posts).toHaveLength(1);
    const tag: { tag: string; postId: number } = await app.deps.db.knex('post_tags').first('tag', 'post_id');
    const byTag = await app.call('searchPosts', { searchString: tag.tag }, { cookie: cookies.admin });
    expect(byTag.body.posts.length).toBeGreaterThan(0);
    expect(byTag.body.posts.some((p) => p.id === tag.postId || p.tags.includes(tag.tag))).toBe(true);
  });

  it('filters by poll, album and season, and never finds what the caller may not read', async () => {
    const polls = (await app.call('searchPosts', { hasPoll: 1 })).body.posts;
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((p) => p.hasPoll === 1)).toBe(true);
    const albums = (await app.call('searchPosts', { hasAlbum: true, hasPoll: 0 })).body.posts;
    expect(albums.length).toBeGreaterThan(0);
    expect(albums.every((p) => p.hasAlbum === 1)).toBe(true);

    const all = (await app.call('searchPosts', {})).body.posts;
    const season = Number(all.at(-1)!.dateCreated.slice(0, 4));
    const inSeason = (await app.call('searchPosts', { season })).body.posts;
    expect(inSeason.map((p) => p.id)).toEqual(
      all.filter((p) => p.dateCreated.startsWith(String(season))).map((p) => p.id),
    );
    expect((await app.call('searchPosts', { season: 2004 })).body.posts).toEqual([]);

    const secret = await app.call('searchPosts', { searchString: 'Kun for admin' });
    expect(secret.body.posts).toEqual([]);
    const asAdmin = await app.call('searchPosts', { searchString: 'Kun for admin' }, { cookie: cookies.admin });
    expect(asAdmin.body.posts.map((p) => p.id)).toEqual([ids.adminOnly]);
    const trashed = await app.callRaw(
      'searchPosts',
      { searchString: 'Kastet', trashed: 1, published: 0 },
      { cookie: cookies.admin },
    );
    expect(trashed.body.posts).toEqual([]);
  });

  it('searchXxxPosts answer a role list only to holders of the role', async () => {
    const mine = await app.call('searchPlayerPosts', { searchString: '' }, { cookie: cookies.spiller });
    expect(mine.body.posts.map((p) => p.id)).toEqual(expect.arrayContaining([ids.playerOnly, ids.posterAndPlayer]));
    expect(mine.body.posts.every((p) => p.playerView === 1)).toBe(true);
    expect((await app.call('searchPlayerPosts', {}, { cookie: cookies.vsffan })).status).toBe(403);
    expect((await app.call('searchAdminPosts', {})).status).toBe(401);
    expect((await app.callRaw('searchPublicPosts', { searchString: 'Rekordseier', page: 1, offset: 0 })).status).toBe(
      200,
    );
  });
});

describe('getPostByID and the states of the article page', () => {
  it('answers a readable post', async () => {
    const { status, body } = await app.call('getPostByID', { postID: ids.searchable! });
    expect(status).toBe(200);
    expect(body.post).toMatchObject({
      id: ids.searchable,
      title: 'Rekordseier på Vinderen 100%_match',
      writtenByName: expect.any(String),
    });
    const restricted = await app.call('getPostByID', { postID: ids.posterAndPlayer! }, { cookie: cookies.skribent });
    expect(restricted.body.post.id).toBe(ids.posterAndPlayer);
  });

  it('tells missing, unpublished, feed, trashed and restricted apart without leaking content', async () => {
    const cases: [number, string | null, number, string][] = [
      [999_999, null, 404, postMessages.notFound],
      [ids.draft!, 'admin', 404, postMessages.notFound],
      [1, null, 404, postMessages.notFound],
      [ids.trashed!, null, 410, postMessages.trashed],
      [ids.trashedRestricted!, null, 410, postMessages.trashed],
      [ids.adminOnly!, null, 403, postMessages.restricted],
      [ids.adminOnly!, 'skribent', 403, postMessages.restricted],
      [ids.playerOnly!, 'vsffan', 403, postMessages.restricted],
    ];
    for (const [postID, who, status, msg] of cases) {
      const answer = await app.call('getPostByID', { postID }, { cookie: who ? cookies[who] : null });
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ success: false, msg });
    }
    expect((await app.call('getPostByID', { postID: ids.adminOnly! }, { cookie: cookies.admin })).status).toBe(200);
    expect((await app.callRaw('getPostByID', { postID: 'abc' })).status).toBe(400);
  });
});

describe('getSpecificUser', () => {
  it("answers an author's names and nothing else", async () => {
    const admin: { id: number; firstName: string; lastName: string } = await app.deps.db
      .knex('users')
      .where('username', 'admin')
      .first('id', 'first_name', 'last_name');
    const { body } = await app.call('getSpecificUser', { userID: admin.id });
    expect(body).toEqual({
      success: true,
      user: { firstName: admin.firstName, lastName: admin.lastName, username: 'admin' },
    });
  });

  it('does not look up people who never wrote an article', async () => {
    const fan: { id: number } = await app.deps.db.knex('users').where('username', 'vsffan').first('id');
    expect((await app.call('getSpecificUser', { userID: fan.id })).status).toBe(404);
  });
});
