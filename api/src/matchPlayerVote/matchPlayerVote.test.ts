import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { FANTASY_FEED_POST_ID, MATCH_PLAYER_VOTE_MESSAGES as M, osloDateTimeToInstant } from '@vsf/engine';
import type { SeasonPayload } from '@vsf/contract';
import { createTestApp, type TestApp } from '../testing/testApp';
import { expectRow } from '../testing/rows';
import { closeDueVotes } from './closeVotes';

let app: TestApp;
let admin: string;
let fan: string;
let player: string;
let writer: string;
const db = (): Knex => app.deps.db.knex;

let fixture: { id: number; season: number; matchId: string; date: string; homeTeam: string; awayTeam: string };
let squad: number[];
let outsider: number;
let fullTime: Date;
/** The match's fantasy points and the teams' totals as the result left them. */
let pointsAtFullTime: string;
const fantasyPoints = async () =>
  JSON.stringify([
    await db()('fantasy_player_points').where({ fixtureId: fixture.id }).orderBy('id'),
    await db()('fantasy_teams')
      .where({ fixtureId: fixture.id })
      .orderBy('id')
      .select('id', 'roundPoints', 'totalPoints'),
  ]);
const noHook = async () => {};

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
  fan = await app.login('vsffan');
  player = await app.login('spiller');
  writer = await app.login('skribent');
  const pointer = expectRow(await db()('season_state').first());
  fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  const players = await db()('players').where({ active: 1 }).orderBy('id').pluck('id');
  squad = players.slice(0, 4);
  outsider = expectRow(players[4]);
  app.setNow(osloDateTimeToInstant(fixture.date, '18:00'));
});
afterAll(() => app.close());

const matchID = () => fixture.matchId;
const ballots = () => db()('match_player_ballots').where({ fixtureId: fixture.id }).orderBy('userId');
const read = (cookie?: string) => app.call('getMatchPlayerVote', { matchID: matchID() }, { cookie });
const vote = (playerID: number, cookie?: string) =>
  app.callRaw('voteMatchPlayer', { matchID: matchID(), playerID }, { cookie });

describe('before full time', () => {
  it('has no vote, and refuses one', async () => {
    const { status, body } = await read(fan);
    expect(status).toBe(200);
    expect(body.vote).toEqual({
      matchID: matchID(),
      phase: 'none',
      closesAt: null,
      candidates: [],
      myVote: null,
      counts: null,
      winners: null,
      totalVotes: null,
    });
    const refused = await vote(squad[0]!, fan);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(M.notOpen);
    expect(await ballots()).toEqual([]);
  });

  it('opens at full time, for 48 hours, among the players who played', async () => {
    expect(
      (await app.call('startLiveMatch', { matchID: matchID(), squad, keeperID: squad[0] }, { cookie: admin })).status,
    ).toBe(200);
    app.setNow(osloDateTimeToInstant(fixture.date, '18:20'));
    await app.call(
      'addMatchEvent',
      { matchID: matchID(), type: 'goal', minute: 12, playerID: squad[1], assistPlayerID: squad[2] },
      { cookie: admin },
    );
    await app.call('setMatchPhase', { matchID: matchID(), phase: 'finished' }, { cookie: admin });
    fullTime = osloDateTimeToInstant(fixture.date, '19:40');
    app.setNow(fullTime);
    expect((await app.call('finishLiveMatch', { matchID: matchID() }, { cookie: admin })).status).toBe(200);
    pointsAtFullTime = await fantasyPoints();

    const { body } = await read();
    expect(body.vote.phase).toBe('open');
    expect(Date.parse(body.vote.closesAt!)).toBe(fullTime.getTime() + 48 * 3_600_000);
    expect(body.vote.candidates.map((c) => c.playerID).sort()).toEqual([...squad].sort());
    expect(body.vote.candidates.every((c) => c.name !== '')).toBe(true);
    expect(await db()('match_player_votes').where({ fixtureId: fixture.id })).toHaveLength(1);
  });
});

describe('while the vote is open', () => {
  it('refuses a visitor who is not logged in', async () => {
    const refused = await vote(squad[0]!);
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe('Du må være logget inn for å gjøre dette.');
    expect(await ballots()).toEqual([]);
  });

  it('takes a logged-in user’s vote, thanks them and shows it back without any count', async () => {
    const cast = await vote(squad[1]!, fan);
    expect(cast.status).toBe(200);
    expect(cast.body).toMatchObject({ success: true, msg: 'Takk for stemmen!' });
    expect(cast.body.vote).toMatchObject({ phase: 'open', myVote: squad[1], counts: null, winners: null });
    expect((await read(fan)).body.vote.myVote).toBe(squad[1]);
    expect((await read(player)).body.vote.myVote).toBeNull();
  });

  it('refuses a second vote, a player who did not play and bad input, changing nothing', async () => {
    const before = await ballots();
    const twice = await vote(squad[2]!, fan);
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe(M.alreadyVoted);
    const same = await vote(squad[1]!, fan);
    expect(same.body.msg).toBe(M.alreadyVoted);
    const outside = await vote(outsider, player);
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe(M.notCandidate);
    const bad = await app.callRaw('voteMatchPlayer', { matchID: matchID(), playerID: 'Ola' }, { cookie: player });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Ugyldig spiller.');
    const unknown = await app.callRaw('voteMatchPlayer', { matchID: 'INGEN', playerID: squad[0] }, { cookie: player });
    expect(unknown.status).toBe(404);
    expect(await ballots()).toEqual(before);
  });

  it('keeps the running count hidden from everyone, voters and admins too', async () => {
    expect((await vote(squad[1]!, player)).status).toBe(200);
    expect((await vote(squad[3]!, writer)).status).toBe(200);
    for (const cookie of [undefined, fan, admin]) {
      const { body } = await read(cookie);
      expect(body.vote).toMatchObject({ phase: 'open', counts: null, winners: null, totalVotes: null });
    }
    expect(await ballots()).toHaveLength(3);
  });
});

describe('when the vote closes', () => {
  it('shows the counts and the winner to anyone from the instant it closes', async () => {
    app.setNow(new Date(fullTime.getTime() + 48 * 3_600_000 - 1));
    expect((await read()).body.vote.phase).toBe('open');
    app.setNow(new Date(fullTime.getTime() + 48 * 3_600_000));
    const { body } = await read();
    expect(body.vote.phase).toBe('closed');
    expect(body.vote.winners).toEqual([squad[1]]);
    expect(body.vote.totalVotes).toBe(3);
    expect(body.vote.counts).toEqual([
      { playerID: squad[1], votes: 2 },
      { playerID: squad[3], votes: 1 },
      ...[squad[0]!, squad[2]!].sort((a, b) => a - b).map((playerID) => ({ playerID, votes: 0 })),
    ]);
  });

  it('refuses a vote after closing, changing nothing', async () => {
    const late = await vote(squad[0]!, admin);
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe(M.closed);
    expect(await ballots()).toHaveLength(3);
  });

  it('announces the winner once, however many API processes close it at the same moment', async () => {
    const closings = await Promise.all([1, 2, 3].map(() => closeDueVotes(app.deps, noHook)));
    expect(closings.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await closeDueVotes(app.deps, noHook)).toBe(0);
    const winner = expectRow(await db()('players').where({ id: squad[1] }).first());
    const name = winner.nickname || `${winner.firstName} ${winner.lastName}`;
    const announced = await db()('scheduled_announcements').where('content', 'like', 'Kampens spiller mot%');
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ postId: FANTASY_FEED_POST_ID, dueAt: app.deps.now() });
    expect(announced[0]!.content).toMatch(
      new RegExp(`^Kampens spiller mot .+ er ${name}, med 2 av 3 stemmer\\. Gratulerer!$`),
    );
    expect(expectRow(await db()('match_player_votes').where({ fixtureId: fixture.id }).first()).closedAt).toEqual(
      app.deps.now(),
    );
    const statsEvents = app.events.filter(
      (m) => m.event === 'stats:updated' && (m.payload as SeasonPayload).season === fixture.season,
    );
    expect(statsEvents.length).toBeGreaterThan(0);
  });

  it("counts the title on the winner's player card and in the season's list", async () => {
    const card = (await app.call('getPlayer', { playerID: squad[1]! })).body.player;
    expect(card.playerOfTheMatch).toEqual({ total: 1, bySeason: { [fixture.season]: 1 } });
    const other = (await app.call('getPlayer', { playerID: squad[3]! })).body.player;
    expect(other.playerOfTheMatch).toEqual({ total: 0, bySeason: {} });
    const season = await app.call('getPlayersOfTheMatch', { season: fixture.season });
    expect(season.body.players).toEqual([expect.objectContaining({ playerID: squad[1], titles: 1 })]);
    const total = await app.call('getPlayersOfTheMatch', { season: 'Totalt' });
    expect(total.body.players).toEqual(season.body.players);
    expect((await app.call('getPlayersOfTheMatch', { season: fixture.season - 1 })).body.players).toEqual([]);
  });

  it('gives no fantasy points: the scoring is as the result left it', async () => {
    expect(await db()('fantasy_player_points').where({ fixtureId: fixture.id, playerId: squad[1] })).toHaveLength(1);
    expect(await fantasyPoints()).toBe(pointsAtFullTime);
  });
});
