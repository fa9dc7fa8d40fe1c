import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOT_USER_ID, FANTASY_FEED_POST_ID, osloIsoTimestamp } from '@vsf/engine';
import { rooms, type BusMessage, type CommentNewPayload } from '@vsf/contract';
import { TEST_NOW } from '../testing/clock';
import { createTestApp, type TestApp } from '../testing/testApp';
import { startAnnouncementSender, type AnnouncementSender } from './announcementSender';
import { sendDueAnnouncements } from './sendDueAnnouncements';

let app: TestApp;
let now = TEST_NOW;
const running: AnnouncementSender[] = [];

beforeAll(async () => {
  app = await createTestApp('empty');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((sender) => sender.stop()));
});
afterAll(async () => {
  await app.close();
});

const knex = () => app.deps.db.knex;
/** Rounds are quick, but the CI machine's two cores are shared. */
const patiently = { timeout: 5000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function advance(seconds: number): void {
  now = new Date(now.getTime() + seconds * 1000);
  app.setNow(now);
}
/** A sender polling fast, so a test does not wait whole seconds for it. */
function start(intervalMs = 20): AnnouncementSender {
  const sender = startAnnouncementSender(app.deps, { intervalMs });
  running.push(sender);
  return sender;
}
const scheduleIn = (seconds: number, content: string) =>
  knex()('scheduled_announcements').insert({
    postId: FANTASY_FEED_POST_ID,
    content,
    dueAt: new Date(now.getTime() + seconds * 1000),
  });
const eventsFor = (content: string): BusMessage[] =>
  app.events.filter((m) => m.event === 'comment:new' && (m.payload as CommentNewPayload).content === content);
const commentsFor = (content: string): Promise<{ id: number; postId: number; userId: number; dateCreated: Date }[]> =>
  knex()('comments').where({ content }).select('id', 'post_id', 'user_id', 'date_created');

describe('the announcement sender', () => {
  it('posts a due announcement once, as the bot in the fantasy feed, and announces it after the commit', async () => {
    const content = 'En bruker har akkurat valgt Ola Nordmann som kaptein.';
    const seenAtEvent: Promise<number>[] = [];
    const unsubscribe = app.deps.bus.subscribe((message) => {
      // On PostgreSQL this query runs on another connection: it sees the comment only once committed.
      if (message.event === 'comment:new') seenAtEvent.push(commentsFor(content).then((rows) => rows.length));
    });
    start();
    await scheduleIn(10, content);
    advance(10);

    await expect.poll(() => eventsFor(content).length, patiently).toBe(1);
    await sleep(150);
    unsubscribe();
    expect(eventsFor(content)).toHaveLength(1);
    expect(await Promise.all(seenAtEvent)).toEqual([1]);
    const [comment, ...others] = await commentsFor(content);
    expect(others).toEqual([]);
    expect(comment).toMatchObject({ postId: FANTASY_FEED_POST_ID, userId: BOT_USER_ID, dateCreated: now });
    expect(eventsFor(content)[0]).toEqual({
      event: 'comment:new',
      rooms: [rooms.post(FANTASY_FEED_POST_ID)],
      payload: {
        postID: FANTASY_FEED_POST_ID,
        commentID: comment!.id,
        userID: BOT_USER_ID,
        username: 'vsf-bot',
        content,
        dateCreated: osloIsoTimestamp(now),
      },
    });
    expect(await knex()('scheduled_announcements').where({ content }).first('sentAt')).toEqual({ sentAt: now });

    const feed = async (includeBot: boolean) =>
      (await app.call('loadFeedComments', { postID: FANTASY_FEED_POST_ID, includeBot })).body.comments;
    expect((await feed(true)).find((c) => c.content === content)).toMatchObject({
      userID: BOT_USER_ID,
      username: 'vsf-bot',
    });
    expect((await feed(false)).some((c) => c.content === content)).toBe(false);
  });

  it('waits until due_at, then sends at the next round', async () => {
    const content = 'Venter på sin tur';
    start();
    await scheduleIn(3, content);
    await sleep(150);
    advance(2);
    await sleep(150);
    expect(eventsFor(content)).toEqual([]);
    expect(await commentsFor(content)).toEqual([]);

    advance(1);
    await expect.poll(() => eventsFor(content).length, patiently).toBe(1);
  });

  it('sends on start what a stopped sender had scheduled', async () => {
    const content = 'Overlever en omstart';
    await start().stop();
    await scheduleIn(5, content);
    await start().stop();
    advance(6);
    await sleep(100);
    expect(eventsFor(content)).toEqual([]);

    // A poll interval far beyond the test: only the round at start can send it.
    start(60_000);
    await expect.poll(() => eventsFor(content).length, patiently).toBe(1);
    expect(await commentsFor(content)).toHaveLength(1);
  });

  it('sends each announcement once when several senders run at the same moment', async () => {
    const contents = Array.from({ length: 30 }, (_, i) => `Samtidig ${i}`);
    for (const content of contents) await scheduleIn(0, content);
    const counts = await Promise.all([1, 2, 3, 4].map(() => sendDueAnnouncements(app.deps)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(contents.length);
    for (const content of contents) {
      expect(await commentsFor(content)).toHaveLength(1);
      expect(eventsFor(content)).toHaveLength(1);
    }
  });

  // PGlite has one connection: a second open transaction would block rather than race.
  it.skipIf(!process.env.TEST_DATABASE_URL)('skips, without waiting, a row another process is sending', async () => {
    await scheduleIn(0, 'Låst av en annen');
    await scheduleIn(0, 'Ledig');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed = () => {};
    const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const other = knex().transaction(async (trx) => {
      await trx('scheduled_announcements').where({ content: 'Låst av en annen' }).forUpdate();
      claimed();
      await held;
    });
    await isClaimed;
    try {
      // Waiting for the other transaction's lock would stall every process behind one send.
      const sent = await Promise.race([sendDueAnnouncements(app.deps), sleep(2000).then(() => 'blocked')]);
      expect(sent).toBe(1);
      expect(eventsFor('Ledig')).toHaveLength(1);
      expect(eventsFor('Låst av en annen')).toEqual([]);
    } finally {
      release();
      await other;
    }
    expect(await sendDueAnnouncements(app.deps)).toBe(1);
    expect(eventsFor('Låst av en annen')).toHaveLength(1);
  });

  it('publishes nothing when the commit fails, logs it and retries on a later round', async () => {
    const content = 'Feiler ved commit';
    // A deferred trigger fails the COMMIT itself, after every statement succeeded.
    await knex().raw(`CREATE FUNCTION test_refuse_comment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.content = '${content}' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NULL; END $$`);
    await knex().raw(`CREATE CONSTRAINT TRIGGER test_refuse_comment AFTER INSERT ON comments
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_refuse_comment()`);
    const logged = vi.spyOn(app.deps.log, 'error');
    try {
      await scheduleIn(0, content);
      start();
      await expect.poll(() => logged.mock.calls.length, patiently).toBeGreaterThan(1);
      expect(eventsFor(content)).toEqual([]);
      expect(await commentsFor(content)).toEqual([]);
      expect(await knex()('scheduled_announcements').where({ content }).first('sentAt')).toEqual({ sentAt: null });
    } finally {
      await knex().raw('DROP TRIGGER test_refuse_comment ON comments');
      await knex().raw('DROP FUNCTION test_refuse_comment()');
      logged.mockRestore();
    }
    await expect.poll(() => eventsFor(content).length, patiently).toBe(1);
    expect(await commentsFor(content)).toHaveLength(1);
  });
});
