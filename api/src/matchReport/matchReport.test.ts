import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { osloDateTimeToInstant, playerDisplayName } from '@vsf/engine';
import type { PostsUpdatedPayload } from '@vsf/contract';
import { createTestApp, type TestApp } from '../testing/testApp';
import { expectRow } from '../testing/rows';
import { PUBLIC_ARTICLE, postForm } from '../testing/testForms';
import { closeDueVotes } from '../matchPlayerVote';
import { refreshMatchReport } from './draftReport';

let app: TestApp;
let admin: string;
let fan: string;
let poster: string;
const db = (): Knex => app.deps.db.knex;

const CLUB = ['Vinderen SF', 'Vinderen', 'Vindern', 'Vinderen '];
let fixture: { id: number; season: number; matchId: string; date: string; homeTeam: string; awayTeam: string };
let squad: number[];
const names = new Map<number, string>();

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
  fan = await app.login('vsffan');
  poster = await app.login('skribent');
  const pointer = expectRow(await db()('season_state').first());
  fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  const players = await db()('players').where({ active: 1 }).orderBy('id').limit(4);
  squad = players.map((p) => p.id);
  for (const p of players) names.set(p.id, playerDisplayName(p));
  app.setNow(osloDateTimeToInstant(fixture.date, '18:00'));
});
afterAll(() => app.close());

const clubHome = () => CLUB.includes(fixture.homeTeam);
const opponent = () => (clubHome() ? fixture.awayTeam : fixture.homeTeam);
const name = (index: number) => names.get(squad[index]!)!;
const as = (cookie: string) => ({ cookie });
const drafts = () => db()('match_report_drafts').where({ fixtureId: fixture.id });
const draftPost = async () => {
  const [draft, ...others] = await drafts();
  expect(others).toEqual([]);
  return expectRow(
    await db()('posts')
      .where({ id: expectRow(draft!.postId) })
      .first(),
  );
};
const at = (time: string) => app.setNow(osloDateTimeToInstant(fixture.date, time));
const confirm = async () =>
  expect((await app.call('finishLiveMatch', { matchID: fixture.matchId }, as(admin))).status).toBe(200);
const reopen = async () =>
  expect((await app.call('reopenMatch', { matchID: fixture.matchId }, as(admin))).status).toBe(200);
const add = async (body: {
  type: 'goal' | 'opponentGoal' | 'yellowCard';
  minute: number;
  playerID?: number;
  assistPlayerID?: number;
}) => {
  const answer = await app.call('addMatchEvent', { matchID: fixture.matchId, ...body }, as(admin));
  expect(answer.body.msg).toBeUndefined();
};
const phase = async (to: 'secondHalf' | 'finished') =>
  expect((await app.call('setMatchPhase', { matchID: fixture.matchId, phase: to }, as(admin))).status).toBe(200);

describe("the match report drafted at 'Bekreft resultat'", () => {
  it('waits as an unpublished article, titled by the result, telling the events in minute order', async () => {
    await app.call('startLiveMatch', { matchID: fixture.matchId, squad, keeperID: squad[0] }, as(admin));
    at('18:50');
    await add({ type: 'yellowCard', minute: 40, playerID: squad[3] });
    await add({ type: 'goal', minute: 12, playerID: squad[1], assistPlayerID: squad[2] });
    await add({ type: 'opponentGoal', minute: 30 });
    await add({ type: 'goal', minute: 44, playerID: squad[1] });
    await phase('finished');
    at('19:40');
    const postsBefore = await db()('posts').count({ n: '*' }).first();
    await confirm();

    const post = await draftPost();
    const adminID = expectRow(await db()('users').where({ username: 'admin' }).first('id')).id;
    expect(post).toMatchObject({ published: 0, trashed: 0, publicView: 1, writtenById: adminID, dateEdited: null });
    expect(post.title).toBe(`VSF vant 2–1 ${clubHome() ? '' : 'borte '}mot ${opponent()}`);
    const score = (club: number, opponents: number) => (clubHome() ? `${club}–${opponents}` : `${opponents}–${club}`);
    const story = [
      `<li>12. minutt: Mål av ${name(1)} (målgivende: ${name(2)}), ${score(1, 0)}.</li>`,
      `<li>30. minutt: Mål av ${opponent()}, ${score(1, 1)}.</li>`,
      `<li>40. minutt: Gult kort til ${name(3)}.</li>`,
      `<li>44. minutt: Mål av ${name(1)}, ${score(2, 1)}.</li>`,
    ];
    expect(post.mainText).toContain(`<h3>Kampens gang</h3>\n<ul>${story.join('')}</ul>`);
    expect(post.mainText).toContain(`<p>I mål: ${name(0)}.</p>`);
    expect(post.mainText).toContain('<p>Tropp: ');
    expect(post.mainText).toContain(`<a href="/match/${fixture.matchId}"`);
    expect(await db()('post_tags').where({ postId: post.id }).pluck('tag')).toEqual(['Kampreferat']);
    expect(Number((await db()('posts').count({ n: '*' }).first())!.n)).toBe(Number(postsBefore!.n) + 1);
    expect(
      app.events.some((m) => m.event === 'posts:updated' && (m.payload as PostsUpdatedPayload).postID === post.id),
    ).toBe(true);
  });

  it("is in the admin's list of drafts, and nowhere for the public", async () => {
    const post = await draftPost();
    const list = await app.call('searchPostsForAdmin', { published: 0, trashed: 0 }, as(admin));
    expect(list.body.posts.map((p) => p.id)).toContain(post.id);
    expect((await app.call('getPostByID', { postID: post.id })).status).toBe(404);
  });

  it('stays one draft when the match is reopened and confirmed again, rewritten while untouched', async () => {
    await app.call('voteMatchPlayer', { matchID: fixture.matchId, playerID: squad[1]! }, as(fan));
    const before = await draftPost();
    await reopen();
    await phase('secondHalf');
    await add({ type: 'goal', minute: 50, playerID: squad[2] });
    await phase('finished');
    await confirm();
    const after = await draftPost();
    expect(after.id).toBe(before.id);
    expect(after.title).toBe(`VSF vant 3–1 ${clubHome() ? '' : 'borte '}mot ${opponent()}`);
    expect(after.mainText).toContain(`50. minutt: Mål av ${name(2)}`);
  });

  it('names the player of the match once the vote has closed', async () => {
    const closesAt = expectRow(await db()('match_player_votes').where({ fixtureId: fixture.id }).first()).closesAt;
    app.setNow(closesAt);
    expect(await closeDueVotes(app.deps, refreshMatchReport)).toBe(1);
    const post = await draftPost();
    expect(post.mainText).toContain(`<p>Kampens spiller, kåret av supporterne: ${name(1)}.</p>`);
    expect(post.mainText).not.toContain('Stem på kampsiden');
    expect(post.published).toBe(0);
  });

  it("never overwrites a poster's edits, and never drafts again after the article is deleted", async () => {
    const post = await draftPost();
    const edited = await postForm(
      app,
      'updatePost',
      {
        ...PUBLIC_ARTICLE,
        postID: post.id,
        title: 'Snuoperasjon!',
        content: '<p>Min tekst</p>',
        tags: '',
        published: 0,
      },
      poster,
    );
    expect(edited.status).toBe(200);
    await reopen();
    await confirm();
    expect(await draftPost()).toMatchObject({ id: post.id, title: 'Snuoperasjon!', mainText: '<p>Min tekst</p>' });

    // Deleting for good goes through the trash (002 §4.1).
    expect((await app.call('moveFromToTrash', { postID: post.id, trashed: 1 }, as(admin))).status).toBe(200);
    expect((await app.call('deletePost', { postID: post.id }, as(admin))).status).toBe(200);
    const count = Number((await db()('posts').count({ n: '*' }).first())!.n);
    await reopen();
    await confirm();
    expect(await drafts()).toEqual([expect.objectContaining({ fixtureId: fixture.id, postId: null })]);
    expect(Number((await db()('posts').count({ n: '*' }).first())!.n)).toBe(count);
  });
});

describe('a result saved in the statistics form', () => {
  /** 'Lagre kampen' of a played match as its lines stand. */
  const saveAsItIs = async (old: {
    id: number;
    season: number;
    round: number;
    matchId: string;
    homeScore: number | null;
    awayScore: number | null;
    trivia: string;
  }) => {
    const lines = await db()('match_stats').where({ fixtureId: old.id });
    const saved = await app.call(
      'saveMatch',
      {
        season: old.season,
        round: old.round,
        matchID: old.matchId,
        homeTeamScore: old.homeScore,
        awayTeamScore: old.awayScore,
        trivia: old.trivia,
        players: lines.map((line) => ({ ...line, playerID: line.playerId })),
      },
      as(admin),
    );
    expect(saved.status).toBe(200);
  };
  const played = async () =>
    db()('fixtures')
      .where({ season: fixture.season })
      .whereNotNull('homeScore')
      .where('date', '<', fixture.date)
      .orderBy('date')
      .limit(2);

  it('drafts nothing and opens no vote for history filled in long after the match', async () => {
    const [old] = await played();
    await saveAsItIs(old!);
    expect(await db()('match_report_drafts').where({ fixtureId: old!.id })).toEqual([]);
    expect(await db()('match_player_votes').where({ fixtureId: old!.id })).toEqual([]);
  });

  it("drafts the report and opens the vote when saved on the match's day", async () => {
    const [, recent] = await played();
    app.setNow(osloDateTimeToInstant(recent!.date, '21:00'));
    await saveAsItIs(recent!);
    const [draft] = await db()('match_report_drafts').where({ fixtureId: recent!.id });
    const post = expectRow(
      await db()('posts')
        .where({ id: expectRow(draft?.postId) })
        .first(),
    );
    const home = CLUB.includes(recent!.homeTeam);
    const [goalsFor, against] = home
      ? [recent!.homeScore!, recent!.awayScore!]
      : [recent!.awayScore!, recent!.homeScore!];
    expect(post.title).toMatch(
      new RegExp(`^(VSF vant|Uavgjort|Tap) ${goalsFor}–${against} ${home ? '' : 'borte '}mot `),
    );
    expect(post.published).toBe(0);
    const vote = await app.call('getMatchPlayerVote', { matchID: recent!.matchId });
    expect(vote.body.vote.phase).toBe('open');
  });
});
