import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@vsf/contract';
import { insertTestPost, plainUsername } from '../testing/testPosts';
import { createTestApp, type TestApp } from '../testing/testApp';
import { pollMessages } from './pollRules';

let app: TestApp;
const cookies: Record<string, string> = {};
const polls: Record<string, { postID: number; pollID: number }> = {};

type Flags = Partial<
  Record<'vote_once' | 'public_vote' | 'admin_vote' | 'poster_vote' | 'player_vote' | 'fantasy_vote', 0 | 1>
>;

async function makePoll(
  name: string,
  flags: Flags,
  alternatives: string[],
  post: Parameters<typeof insertTestPost>[1],
) {
  const db = app.deps.db.knex;
  const postID = await insertTestPost(db, post);
  const [row] = await db('polls')
    .insert({ postId: postID, title: `Avstemming ${name}`, ...flags })
    .returning('id');
  await db('poll_alternatives').insert(alternatives.map((text, position) => ({ pollId: row!.id, position, text })));
  polls[name] = { postID, pollID: row!.id };
}

beforeAll(async () => {
  app = await createTestApp('demo');
  await makePoll('single', { vote_once: 1, public_vote: 1 }, ['Ja', 'Nei', 'Vet ikke'], { title: 'Enkeltvalg' });
  await makePoll('multiple', { vote_once: 0, public_vote: 1 }, ['Keeper', 'undefined', 'Spiss', 'Back'], {
    title: 'Flervalg',
  });
  await makePoll('players', { vote_once: 1, public_vote: 0, player_vote: 1 }, ['A', 'B'], { title: 'Spillermøte' });
  await makePoll('fantasy', { vote_once: 1, public_vote: 0, fantasy_vote: 1 }, ['A', 'B'], { title: 'Fantasyvalg' });
  await makePoll('hidden', { vote_once: 1, public_vote: 1 }, ['A', 'B'], {
    title: 'Styrets avstemming',
    publicView: 0,
    adminView: 1,
  });
  // As the article editor saves 'Alle': the public flag and every role flag set.
  await makePoll(
    'everyone',
    { vote_once: 1, public_vote: 1, admin_vote: 1, poster_vote: 1, player_vote: 1, fantasy_vote: 1 },
    ['A', 'B'],
    { title: 'Alle kan stemme' },
  );
  await makePoll('race', { vote_once: 1, public_vote: 1 }, ['A', 'B'], { title: 'Kappløp' });
  for (const username of ['admin', 'spiller', 'vsffan']) cookies[username] = await app.login(username);
  cookies.plain = await app.login(await plainUsername(app.deps.db.knex));
});
afterAll(() => app.close());

const load = (name: string, cookie?: string) =>
  app.call('loadPollByPostID', { postID: polls[name]!.postID }, { cookie: cookie ?? null });
/** Raw: the cases send alternatives of every shape, good and bad. */
const vote = (name: string, alternatives: unknown, cookie?: string) =>
  app.callRaw('vote', { pollID: polls[name]!.pollID, alternatives }, { cookie: cookie ?? null });

describe('loadPollByPostID', () => {
  it('answers the poll with counts per alternative, never who voted', async () => {
    const { status, body } = await load('multiple');
    expect(status).toBe(200);
    expect(body.poll).toEqual({
      id: polls.multiple!.pollID,
      postID: polls.multiple!.postID,
      title: 'Avstemming multiple',
      alternatives: ['Keeper', 'Spiss', 'Back'],
      votes: [0, 0, 0],
      totalVoters: 0,
      voteOnce: 0,
      publicVote: 1,
      adminVote: 0,
      posterVote: 0,
      playerVote: 0,
      isFantasy: 0,
      hasVoted: false,
      mayVote: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|voters"/);
  });

  it('answers poll: null for an article without one, and refuses unreadable posts', async () => {
    const plainPost = await insertTestPost(app.deps.db.knex, { title: 'Uten poll' });
    expect((await app.call('loadPollByPostID', { postID: plainPost })).body).toEqual({ success: true, poll: null });
    expect((await load('hidden')).status).toBe(403);
    expect((await load('hidden', cookies.admin)).status).toBe(200);
  });

  it('matches the demo polls counted from raw rows', async () => {
    const db = app.deps.db.knex;
    const demo: { id: number; postId: number } = await db('polls').orderBy('id').first('id', 'post_id');
    const { body } = await app.call('loadPollByPostID', { postID: demo.postId }, { cookie: cookies.admin });
    const alternatives: { position: number }[] = await db('poll_alternatives')
      .where('poll_id', demo.id)
      .orderBy('position');
    const counts = await Promise.all(
      alternatives.map(async (a) =>
        Number(
          (
            await db('poll_vote_choices')
              .join('poll_votes', 'poll_votes.id', 'poll_vote_choices.vote_id')
              .where({ 'poll_votes.poll_id': demo.id, 'poll_vote_choices.position': a.position })
              .count({ n: '*' })
          )[0]?.n,
        ),
      ),
    );
    expect(body.poll?.votes).toEqual(counts);
  });
});

describe('vote', () => {
  it('counts a single choice once, says so, and announces poll:updated', async () => {
    const before = app.events.length;
    const first = await vote('single', [1], cookies.vsffan);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe(pollMessages.registered);
    expect(first.body.poll).toMatchObject({ votes: [0, 1, 0], hasVoted: true, totalVoters: 1 });
    expect(app.events.slice(before)).toEqual([
      {
        event: 'poll:updated',
        payload: { postID: polls.single!.postID, pollID: polls.single!.pollID },
        rooms: [rooms.post(polls.single!.postID)],
      },
    ]);
    const again = await vote('single', [0], cookies.vsffan);
    expect(again).toMatchObject({ status: 409, body: { success: false, msg: pollMessages.registered } });
    expect((await load('single', cookies.vsffan)).body.poll).toMatchObject({ votes: [0, 1, 0], hasVoted: true });
  });

  it('takes exactly one choice when voteOnce is not 0, one or more when it is', async () => {
    for (const bad of [[], [0, 1]]) {
      expect(await vote('single', bad, cookies.spiller)).toMatchObject({
        status: 400,
        body: { msg: pollMessages.chooseOne },
      });
    }
    expect((await vote('multiple', [], cookies.spiller)).body.msg).toBe(pollMessages.chooseSome);
    for (const bad of [[3], [-1], [0, 0], ['a'], 'x', [1.5]]) {
      expect((await vote('multiple', bad, cookies.spiller)).status).toBe(400);
    }
    const ok = await vote('multiple', [0, 2], cookies.spiller);
    expect(ok.body.poll.votes).toEqual([1, 0, 1]);
    // Index 1 of the answered alternatives ('Spiss') is stored position 2: the 'undefined' slot is skipped.
    const stored: { position: number }[] = await app.deps.db
      .knex('poll_vote_choices')
      .join('poll_votes', 'poll_votes.id', 'poll_vote_choices.vote_id')
      .where('poll_votes.poll_id', polls.multiple!.pollID)
      .orderBy('position')
      .select('position');
    expect(stored.map((s) => s.position)).toEqual([0, 3]);
  });

  it('refuses role-limited polls to others, anonymous visitors included', async () => {
    for (const cookie of [undefined, cookies.vsffan, cookies.admin]) {
      expect(await vote('players', [0], cookie)).toMatchObject({
        status: 403,
        body: { msg: pollMessages.notEligible },
      });
    }
    expect((await load('players', cookies.vsffan)).body.poll?.mayVote).toBe(false);
    expect((await vote('players', [0], cookies.spiller)).status).toBe(200);
    expect((await vote('fantasy', [0], cookies.plain)).status).toBe(403);
    expect((await vote('fantasy', [1], cookies.vsffan)).status).toBe(200);
    expect((await vote('fantasy', [1])).status).toBe(403);
  });

  it("lets a visitor vote once by IP address in a poll open to everyone, and never in one they can't read", async () => {
    const first = await vote('multiple', [1]);
    expect(first.status).toBe(200);
    expect((await vote('multiple', [0])).status).toBe(409);
    expect((await load('multiple')).body.poll?.hasVoted).toBe(true);
    const keys: { voterKey: string }[] = await app.deps.db
      .knex('poll_votes')
      .where('poll_id', polls.multiple!.pollID)
      .select('voter_key');
    expect(keys.map((k) => k.voterKey)).toContain('ip:127.0.0.1');
    expect((await load('everyone')).body.poll?.mayVote).toBe(true);
    expect((await vote('everyone', [1])).status).toBe(200);
    expect((await vote('hidden', [0])).status).toBe(403);
    expect((await vote('hidden', [0], cookies.vsffan)).status).toBe(403);
    expect((await app.call('vote', { pollID: 999_999, alternatives: [0] })).status).toBe(404);
  });

  it('counts the same vote sent 30 times at once exactly once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => vote('race', [0], cookies.vsffan)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    const rows = await app.deps.db.knex('poll_votes').where('poll_id', polls.race!.pollID);
    expect(rows).toHaveLength(1);
    expect((await load('race')).body.poll?.votes).toEqual([1, 0]);
    expect(
      app.events.filter(
        (m) => m.event === 'poll:updated' && 'pollID' in m.payload && m.payload.pollID === polls.race!.pollID,
      ),
    ).toHaveLength(1);
  });
});
