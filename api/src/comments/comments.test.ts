import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRow } from '../testing/rows';
import { io as connect, type Socket } from 'socket.io-client';
import { BOT_USER_ID, COMMENT_MAX_LENGTH } from '@vsf/engine';
import { rooms, type CommentNewPayload } from '@vsf/contract';
import { insertTestPost } from '../testing/testPosts';
import { postMessages } from '../posts';
import { createTestApp, type TestApp } from '../testing/testApp';
import { commentMessages } from './schemas';

let app: TestApp;
let fan: string;
let admin: string;
let publicPost: number;
let adminPost: number;
let trashedPost: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp('demo', { realtime: true });
  const db = app.deps.db.knex;
  publicPost = await insertTestPost(db, { title: 'Kommentarfelt' });
  adminPost = await insertTestPost(db, { title: 'Styremøte', publicView: 0, adminView: 1 });
  trashedPost = await insertTestPost(db, { title: 'Borte', trashed: 1 });
  fan = await app.login('vsffan');
  admin = await app.login('admin');
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await app.close();
});

const userId = async (username: string): Promise<number> =>
  expectRow(await app.deps.db.knex('users').where({ username }).first('id')).id;

describe('insertComment', () => {
  it("stores the text as given, as the session's user whatever the body says, and announces it", async () => {
    const content = '<b>Heia VSF!</b> & "god" kamp';
    const before = app.events.length;
    const { status, body } = await app.callRaw(
      'insertComment',
      { postID: publicPost, content, userID: 1, username: 'admin' },
      { cookie: fan },
    );
    expect(status).toBe(200);
    const me = await userId('vsffan');
    expect(body.comment).toMatchObject({ postID: publicPost, userID: me, username: 'vsffan', content });
    const row = await app.deps.db.knex('comments').where('id', body.comment.id).first();
    expect(row).toMatchObject({ postId: publicPost, userId: me, content });
    const event = app.events.slice(before).find((m) => m.event === 'comment:new');
    expect(event).toEqual({
      event: 'comment:new',
      rooms: [rooms.post(publicPost)],
      payload: {
        postID: publicPost,
        commentID: body.comment.id,
        userID: me,
        username: 'vsffan',
        content,
        dateCreated: body.comment.dateCreated,
      },
    });
  });

  it('refuses empty, blank and over-long comments with 400 and stores nothing', async () => {
    const count = async () => Number((await app.deps.db.knex('comments').count({ n: '*' }))[0]?.n);
    const before = await count();
    for (const content of ['', '   \n ', undefined, null]) {
      const { status, body } = await app.callRaw('insertComment', { postID: publicPost, content }, { cookie: fan });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, msg: commentMessages.empty });
    }
    const tooLong = await app.call(
      'insertComment',
      { postID: publicPost, content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
      { cookie: fan },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe(commentMessages.tooLong);
    const exactly = await app.call(
      'insertComment',
      { postID: publicPost, content: 'æ'.repeat(COMMENT_MAX_LENGTH) },
      { cookie: fan },
    );
    expect(exactly.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('requires login, and a post the user may read', async () => {
    const anonymous = await app.call('insertComment', { postID: publicPost, content: 'Hei' });
    expect(anonymous.status).toBe(401);
    const restricted = await app.call('insertComment', { postID: adminPost, content: 'Hei' }, { cookie: fan });
    expect(restricted).toMatchObject({ status: 403, body: { success: false, msg: postMessages.restricted } });
    expect((await app.call('insertComment', { postID: trashedPost, content: 'Hei' }, { cookie: fan })).status).toBe(
      410,
    );
    expect((await app.call('insertComment', { postID: 999_999, content: 'Hei' }, { cookie: fan })).status).toBe(404);
    expect((await app.call('insertComment', { postID: adminPost, content: 'Hei' }, { cookie: admin })).status).toBe(
      200,
    );
  });
});

describe('load50Comments', () => {
  it('answers at most 50 comments, newest first, with usernames', async () => {
    const db = app.deps.db.knex;
    const me = await userId('vsffan');
    await db('comments').insert(
      Array.from({ length: 55 }, (_, i) => ({
        postId: publicPost,
        userId: me,
        content: `Kommentar ${i}`,
        dateCreated: new Date(Date.UTC(2026, 10, 1, 0, i)),
      })),
    );
    const { body } = await app.call('load50Comments', { postID: publicPost });
    const raw: { id: number }[] = await db('comments')
      .where('post_id', publicPost)
      .orderBy([
        { column: 'date_created', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(50);
    expect(body.comments.map((c) => c.id)).toEqual(raw.map((r) => r.id));
    expect(body.comments[0]).toMatchObject({
      username: expect.any(String),
      dateCreated: expect.stringMatching(/[+-]\d\d:\d\d$/),
    });
  });

  it('never answers the comments of a post the caller may not read', async () => {
    expect((await app.call('load50Comments', { postID: adminPost })).status).toBe(403);
    expect((await app.call('load50Comments', { postID: adminPost }, { cookie: fan })).status).toBe(403);
    expect((await app.call('load50Comments', { postID: adminPost }, { cookie: admin })).status).toBe(200);
    expect((await app.call('load50Comments', { postID: trashedPost })).status).toBe(410);
  });
});

describe('the club feeds (posts 1 to 4)', () => {
  it('loads with or without the bot, and takes messages from logged-in users', async () => {
    const db = app.deps.db.knex;
    await db('comments').insert({ postId: 4, userId: BOT_USER_ID, content: 'Boten melder', dateCreated: new Date() });
    const sent = await app.call('insertFeedComment', { postID: 4, content: 'Hei fra tribunen' }, { cookie: fan });
    expect(sent.status).toBe(200);
    const all = (await app.call('loadFeedComments', { postID: 4, includeBot: true })).body.comments;
    const human = (await app.call('loadFeedComments', { postID: 4, includeBot: false })).body.comments;
    expect(all.some((c) => c.userID === BOT_USER_ID)).toBe(true);
    expect(human.some((c) => c.userID === BOT_USER_ID)).toBe(false);
    expect(human.map((c) => c.id)).toContain(sent.body.comment.id);
    expect(app.events.at(-1)).toMatchObject({ event: 'comment:new', rooms: [rooms.post(4)] });
  });

  it('refuses other posts, anonymous writers and empty messages', async () => {
    expect((await app.call('loadFeedComments', { postID: 5 })).status).toBe(400);
    expect((await app.call('insertFeedComment', { postID: publicPost, content: 'Hei' }, { cookie: fan })).status).toBe(
      400,
    );
    expect((await app.call('insertFeedComment', { postID: 1, content: 'Hei' })).status).toBe(401);
    expect((await app.call('insertFeedComment', { postID: 1, content: ' ' }, { cookie: fan })).body.msg).toBe(
      commentMessages.empty,
    );
  });
});

describe('live comments', () => {
  function client(cookie?: string): Socket {
    const socket = connect(app.url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  }
  const join = (socket: Socket, room: string) =>
    new Promise<{ ok: boolean }>((resolve) => socket.emit('join', room, resolve));

  it("reaches a second browser joined to the post's room, and not a stranger's socket", async () => {
    const reader = client();
    const outsider = client(fan);
    expect(await join(reader, rooms.post(publicPost))).toEqual({ ok: true });
    expect(await join(outsider, rooms.post(adminPost))).toEqual({ ok: false });
    const strangerGot: unknown[] = [];
    outsider.on('comment:new', (payload) => strangerGot.push(payload));

    const arrived = new Promise<CommentNewPayload>((resolve) => reader.once('comment:new', resolve));
    const sent = await app.call('insertComment', { postID: publicPost, content: 'Live!' }, { cookie: fan });
    const payload = await arrived;
    expect(payload).toMatchObject({
      postID: publicPost,
      commentID: sent.body.comment.id,
      content: 'Live!',
      username: 'vsffan',
    });

    // A comment on the admin post goes to its room only: the fan's socket could not join it.
    await app.call('insertComment', { postID: adminPost, content: 'Kun styret' }, { cookie: admin });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerGot).toEqual([]);
  });

  it("tells the post's room when a vote is counted (poll:updated)", async () => {
    const db = app.deps.db.knex;
    const [poll] = await db('polls').insert({ postId: publicPost, title: 'Beste spiller?' }).returning('id');
    await db('poll_alternatives').insert([
      { pollId: poll!.id, position: 0, text: 'Keeperen' },
      { pollId: poll!.id, position: 1, text: 'Spissen' },
    ]);
    const reader = client();
    expect(await join(reader, rooms.post(publicPost))).toEqual({ ok: true });
    const arrived = new Promise<unknown>((resolve) => reader.once('poll:updated', resolve));
    expect((await app.call('vote', { pollID: poll!.id, alternatives: [1] }, { cookie: fan })).status).toBe(200);
    expect(await arrived).toEqual({ postID: publicPost, pollID: poll!.id });
  });
});
