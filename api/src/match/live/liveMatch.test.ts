import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { LIVE_ENTRY_MESSAGES, clubPlaysHome, osloDateTimeToInstant } from '@vsf/engine';
import { type CallName, type MatchLivePayload } from '@vsf/contract';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { expectRow } from '../../testing/rows';
import { runNoticeJobs } from '../../notices';

let app: TestApp;
let admin: string;
let other: string;
const db = (): Knex => app.deps.db.knex;

interface Fixture {
  id: number;
  season: number;
  matchId: string;
  date: string;
  homeTeam: string;
  awayTeam: string;
}
let fixture: Fixture;
let later: Fixture;
let squad: number[];
let outsider: number;
const kickoff = () => osloDateTimeToInstant(fixture.date, '18:00');
const minutesAfterKickoff = (minutes: number) => new Date(kickoff().getTime() + minutes * 60_000);

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
  // A second admin, to show who changed an event.
  await db()('users').where({ username: 'skribent' }).update({ isAdmin: 1 });
  other = await app.login('skribent');
  const pointer = expectRow(await db()('season_state').first());
  fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  later = expectRow(
    await db()('fixtures').where({ season: fixture.season }).where('date', '>', fixture.date).orderBy('date').first(),
  );
  const players = await db()('players').where({ active: 1 }).orderBy('id').pluck('id');
  squad = players.slice(0, 6);
  outsider = expectRow(players[6]);
  app.setNow(kickoff());
});
afterAll(() => app.close());

/** Raw: the cases send bodies the contract refuses beside good ones; the answer is the contract's. */
const call = async <N extends CallName>(name: N, body: object, cookie = admin) => app.callRaw(name, body, { cookie });
const eventCount = async () => (await db()('match_events').where({ fixtureId: fixture.id })).length;
const liveEvents = () => app.events.filter((message) => message.event === 'match:live');
const lastLive = () => liveEvents().at(-1) as { rooms: string[]; payload: MatchLivePayload };
let clubIsHome = true;
const clubScore = (match: { homeTeamScore: number; awayTeamScore: number }) =>
  clubIsHome ? match.homeTeamScore : match.awayTeamScore;
const score = (club: number, opponents: number) => (clubIsHome ? `${club}–${opponents}` : `${opponents}–${club}`);

describe('before kick-off', () => {
  it('answers an unplayed match as not started, to anyone', async () => {
    const { status, body } = await app.call('getLiveMatch', { matchID: fixture.matchId });
    expect(status).toBe(200);
    expect(body.match).toMatchObject({ phase: 'notStarted', minute: null, saved: false, events: [], squad: [] });
    expect(body.match.halfLengthMinutes).toBeGreaterThan(0);
  });

  it('refuses events before kick-off, unknown matches and matches after today', async () => {
    const add = await call('addMatchEvent', { matchID: fixture.matchId, type: 'opponentGoal', minute: 3 });
    expect(add.status).toBe(400);
    expect(add.body.msg).toBe('Kampen har ikke startet ennå.');
    expect((await call('startLiveMatch', { matchID: 'nope', squad })).status).toBe(404);
    const future = await call('startLiveMatch', { matchID: later.matchId, squad });
    expect(future.status).toBe(400);
    expect(future.body.msg).toBe('Kampen kan ikke startes før kampdagen.');
    const keeper = await call('startLiveMatch', { matchID: fixture.matchId, squad, keeperID: outsider });
    expect(keeper.body.msg).toBe('Keeperen må være i troppen.');
    expect(await db()('live_matches').where({ fixtureId: fixture.id })).toHaveLength(0);
  });
});

describe('the match from the touchline', () => {
  it('starts with the squad and keeper: first half, minute 1, 0–0, nothing saved', async () => {
    const pointerBefore = await db()('season_state').first();
    const { status, body } = await call('startLiveMatch', { matchID: fixture.matchId, squad, keeperID: squad[0] });
    expect(status).toBe(200);
    clubIsHome = clubPlaysHome(fixture.homeTeam, fixture.awayTeam);
    expect(body.match).toMatchObject({ phase: 'firstHalf', minute: 1, homeTeamScore: 0, awayTeamScore: 0 });
    expect(body.match.keeperID).toBe(squad[0]);
    expect(body.match.squad.map((player) => player.playerID).sort()).toEqual([...squad].sort());
    expect(await db()('season_state').first()).toEqual(pointerBefore);
    expect(lastLive()).toMatchObject({
      rooms: [`match:${fixture.matchId}`, 'everyone'],
      payload: { kind: 'phase', phase: 'firstHalf', matchID: fixture.matchId },
    });
    const audit = await db()('audit_log').where({ kind: 'match', objectId: fixture.matchId });
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });
});

describe('events', () => {
  let goalID: number;

  it('stores a goal with an assist at once, with who entered it, and announces the running score', async () => {
    app.setNow(minutesAfterKickoff(11.5));
    const { status, body } = await call('addMatchEvent', {
      matchID: fixture.matchId,
      type: 'goal',
      minute: 12,
      playerID: squad[1],
      assistPlayerID: squad[2],
    });
    expect(status).toBe(200);
    const event = body.event!;
    goalID = event.eventID;
    expect(event).toMatchObject({ type: 'goal', minute: 12, playerID: squad[1], assistPlayerID: squad[2], version: 1 });
    expect(event.enteredBy).toBe('admin');
    expect(clubScore(body.match)).toBe(1);
    expect(body.match.minute).toBe(12);
    const row = expectRow(await db()('match_events').where({ id: goalID }).first());
    expect(row).toMatchObject({ enteredByName: 'admin', fixtureId: fixture.id });
    const scorer = body.match.squad.find((player) => player.playerID === squad[1])!;
    expect(lastLive().payload).toMatchObject({
      kind: 'goal',
      eventID: goalID,
      text: `Mål av ${scorer.name}! ${score(1, 0)}`,
      phase: 'firstHalf',
    });
  });

  it('refuses what the match cannot take with 400 and a Norwegian message, changing nothing', async () => {
    const before = await eventCount();
    const refusals: [object, string][] = [
      [{ type: 'goal', minute: 13, playerID: outsider }, 'Spilleren er ikke i troppen.'],
      [{ type: 'goal', minute: 13, playerID: squad[1], assistPlayerID: squad[1] }, 'Målscoreren kan ikke også'],
      [{ type: 'yellowCard', minute: 13, playerID: squad[1], assistPlayerID: squad[2] }, 'Bare et mål'],
      [{ type: 'opponentGoal', minute: 13, playerID: squad[1] }, 'Et mål av motstanderen'],
      [{ type: 'ownGoal', minute: 13 }, 'Velg spilleren'],
      [{ type: 'penalty', minute: 13, playerID: squad[1] }, 'Ukjent type hendelse.'],
      [{ type: 'goal', minute: 0, playerID: squad[1] }, 'Minuttet må være et helt tall fra 1 til'],
      [{ type: 'goal', minute: 12.5, playerID: squad[1] }, 'Minuttet må være et helt tall'],
    ];
    for (const [event, message] of refusals) {
      const { status, body } = await call('addMatchEvent', { matchID: fixture.matchId, ...event });
      expect(status, JSON.stringify(event)).toBe(400);
      expect(body.msg).toContain(message);
    }
    expect(await eventCount()).toBe(before);
  });

  it('keeps the cards within the statistics form rules: no second red, no red with two yellows', async () => {
    const card = (type: string, playerID: number | undefined) =>
      call('addMatchEvent', { matchID: fixture.matchId, type, minute: 20, playerID });
    expect((await card('redCard', squad[3])).status).toBe(200);
    const second = await card('redCard', squad[3]);
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe('En spiller kan få maks 1 rødt kort i en kamp.');
    expect((await card('yellowCard', squad[4])).status).toBe(200);
    expect((await card('yellowCard', squad[4])).status).toBe(200);
    const third = await card('yellowCard', squad[4]);
    expect(third.body.msg).toBe('En spiller kan få maks 2 gule kort i en kamp.');
    const red = await card('redCard', squad[4]);
    expect(red.body.msg).toBe('Et rødt kort kan ikke kombineres med to gule kort.');
    expect(lastLive().payload.kind).toBe('card');
  });

  it('refuses a correction made on an older version with 409, naming who changed it', async () => {
    const first = await call('updateMatchEvent', { eventID: goalID, version: 1, minute: 14 }, other);
    expect(first.status).toBe(200);
    expect(first.body.event).toMatchObject({ minute: 14, version: 2 });
    expect(first.body.event!.changedAt).not.toBeNull();
    expect(lastLive().payload).toMatchObject({ kind: 'correction', eventID: goalID });
    expect(lastLive().payload.text).toMatch(/^Rettet: Mål av /);
    const stale = await call('updateMatchEvent', { eventID: goalID, version: 1, minute: 15 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('Hendelsen ble nettopp endret av skribent.');
    expect(expectRow(await db()('match_events').where({ id: goalID }).first()).minute).toBe(14);
    const audit = await db()('audit_log')
      .where({ kind: 'matchEvent', objectId: String(goalID) })
      .orderBy('id');
    expect(audit.map((row) => [row.action, row.username])).toEqual([
      ['create', 'admin'],
      ['update', 'skribent'],
    ]);
    expect(audit[1]!.before).toMatchObject({ minute: 12 });
    expect(audit[1]!.after).toMatchObject({ minute: 14 });
  });

  it('changes the squad after kick-off, but keeps everyone who has an event in it', async () => {
    const withLateArrival = await call('startLiveMatch', {
      matchID: fixture.matchId,
      squad: [...squad, outsider],
      keeperID: squad[0],
    });
    expect(withLateArrival.status).toBe(200);
    expect(withLateArrival.body.match.squad).toHaveLength(squad.length + 1);
    expect(withLateArrival.body.match.phase).toBe('firstHalf');
    expect(lastLive().payload).toMatchObject({ kind: 'correction', text: 'Troppen er endret.' });
    const withoutScorer = await call('startLiveMatch', {
      matchID: fixture.matchId,
      squad: squad.filter((id) => id !== squad[1]),
    });
    expect(withoutScorer.status).toBe(400);
    expect(withoutScorer.body.msg).toMatch(/har hendelser i kampen og kan ikke tas ut av troppen\.$/);
    const back = await call('startLiveMatch', { matchID: fixture.matchId, squad, keeperID: squad[0] });
    expect(back.body.match.squad).toHaveLength(squad.length);
    expect(back.body.match.events).toHaveLength(4);
  });

  it('counts a club goal without a scorer for the club, and the opponents goals and own goals for them', async () => {
    await call('addMatchEvent', { matchID: fixture.matchId, type: 'goal', minute: 30, playerID: null });
    expect(lastLive().payload.text).toBe(`Selvmål av motstanderen! ${score(2, 0)}`);
    await call('addMatchEvent', { matchID: fixture.matchId, type: 'opponentGoal', minute: 31 });
    const own = await call('addMatchEvent', {
      matchID: fixture.matchId,
      type: 'ownGoal',
      minute: 32,
      playerID: squad[5],
    });
    expect(clubScore(own.body.match)).toBe(2);
    expect(own.body.match.homeTeamScore + own.body.match.awayTeamScore).toBe(4);
    expect(own.body.match.events.map((event) => event.minute)).toEqual([14, 20, 20, 20, 30, 31, 32]);
  });

  it('deletes an event; the score follows and the deletion is announced as a correction', async () => {
    const own = await call('addMatchEvent', { matchID: fixture.matchId, type: 'opponentGoal', minute: 33 });
    const { status, body } = await call('deleteMatchEvent', { eventID: own.body.event!.eventID });
    expect(status).toBe(200);
    expect(body.match.homeTeamScore + body.match.awayTeamScore).toBe(4);
    expect(lastLive().payload).toMatchObject({ kind: 'correction', eventID: own.body.event!.eventID });
    expect((await call('deleteMatchEvent', { eventID: own.body.event!.eventID })).status).toBe(404);
  });

  it('answers pages from one read per revision, with the minute of now and every write at once', async () => {
    const read = async () => (await app.call('getLiveMatch', { matchID: fixture.matchId })).body.match;
    const first = await read();
    app.setNow(minutesAfterKickoff(35.5));
    const again = await read();
    expect(again.minute).toBe(36);
    expect({ ...again, minute: first.minute }).toEqual(first);
    const added = await call('addMatchEvent', { matchID: fixture.matchId, type: 'opponentGoal', minute: 36 });
    expect((await read()).events.map((event) => event.eventID)).toContain(added.body.event!.eventID);
    await call('deleteMatchEvent', { eventID: added.body.event!.eventID });
    expect((await read()).events.map((event) => event.eventID)).not.toContain(added.body.event!.eventID);
  });

  it('loses no event when two admins enter at once, and keeps the score in match order', async () => {
    const before = await eventCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(
          'addMatchEvent',
          { matchID: fixture.matchId, type: 'goal', minute: 40, playerID: squad[index % 2 === 0 ? 1 : 2] },
          index % 2 === 0 ? admin : other,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await eventCount()).toBe(before + 8);
    const { body } = await app.call('getLiveMatch', { matchID: fixture.matchId });
    expect(clubScore(body.match)).toBe(10);
    const clubGoals = body.match.events.map((event) => clubScore(event));
    expect(clubGoals).toEqual([...clubGoals].sort((a, b) => a - b));
  });
});

describe('phases, review and confirmation', () => {
  it('moves through the phases allowed and refuses the others', async () => {
    const jump = await call('setMatchPhase', { matchID: fixture.matchId, phase: 'secondHalf' });
    expect(jump.status).toBe(400);
    app.setNow(minutesAfterKickoff(47));
    const half = await call('setMatchPhase', { matchID: fixture.matchId, phase: 'halfTime' });
    expect(half.body.match).toMatchObject({ phase: 'halfTime', minute: half.body.match.halfLengthMinutes });
    expect(lastLive().payload).toMatchObject({ kind: 'phase', phase: 'halfTime' });
    app.setNow(minutesAfterKickoff(62));
    const second = await call('setMatchPhase', { matchID: fixture.matchId, phase: 'secondHalf' });
    expect(second.body.match.minute).toBe(second.body.match.halfLengthMinutes + 1);
    expect((await call('finishLiveMatch', { matchID: fixture.matchId })).status).toBe(400);
    const full = await call('setMatchPhase', { matchID: fixture.matchId, phase: 'finished' });
    expect(full.body.match).toMatchObject({ phase: 'finished', minute: null, saved: false });
  });

  it('takes no new event after full time, but corrections until the result is confirmed', async () => {
    const add = await call('addMatchEvent', { matchID: fixture.matchId, type: 'opponentGoal', minute: 89 });
    expect(add.status).toBe(400);
    expect(add.body.msg).toBe('Kampen er slutt. Rett eller slett hendelser, eller bekreft resultatet.');
    const { body } = await app.call('getLiveMatch', { matchID: fixture.matchId });
    const card = body.match.events.find((event) => event.type === 'redCard')!;
    const fixed = await call('updateMatchEvent', { eventID: card.eventID, type: 'yellowCard' });
    expect(fixed.status).toBe(200);
  });

  it('is listed for the ticker while live', async () => {
    const { body } = await app.call('getLiveMatches', {});
    expect(body.matches).toContainEqual(expect.objectContaining({ matchID: fixture.matchId, phase: 'finished' }));
  });

  it('reviews the lines the events give and saves exactly those with Bekreft resultat', async () => {
    const review = await app.call('getLiveMatchReview', { matchID: fixture.matchId }, { cookie: admin });
    expect(review.status).toBe(200);
    expect(review.body.lines).toHaveLength(squad.length);
    expect(review.body.opponentOwnGoals).toBe(1);
    const goals = review.body.lines.reduce((sum, line) => sum + line.goalsScored, 0);
    expect(goals + (review.body.opponentOwnGoals ?? 0)).toBe(clubScore(review.body));
    expect(review.body.lines.find((line) => line.playerID === squad[0])!.keeper).toBe(1);

    const sentBefore = app.events.length;
    const { status, body } = await app.call('finishLiveMatch', { matchID: fixture.matchId }, { cookie: admin });
    expect(status).toBe(200);
    expect(body.thisMatchID).not.toBe(fixture.matchId);
    const saved = expectRow(await db()('fixtures').where({ id: fixture.id }).first());
    expect([saved.homeScore, saved.awayScore]).toEqual([review.body.homeTeamScore, review.body.awayTeamScore]);
    const stats = await db()('match_stats').where({ fixtureId: fixture.id }).orderBy('playerId');
    expect(stats.map((row) => [row.playerId, row.goalsScored, row.assists, row.keeper])).toEqual(
      [...review.body.lines]
        .sort((a, b) => a.playerID - b.playerID)
        .map((line) => [line.playerID, line.goalsScored, line.assists, line.keeper]),
    );
    const published = app.events.slice(sentBefore).map((message) => message.event);
    expect(published).toEqual(
      expect.arrayContaining(['fixtures:updated', 'stats:updated', 'rankings:updated', 'points:live', 'points:own']),
    );
    expect(lastLive().payload).toMatchObject({ kind: 'score', phase: 'finished' });
    // 'Resultatet er klart' for every manager with a team in the round, written after the
    // commit and announced as one fanout.
    await runNoticeJobs(app.deps);
    const teams = await db()('fantasy_teams').where({ fixtureId: fixture.id }).whereNotNull('player1').pluck('userId');
    const notices = await db()('notices').where({ kind: 'resultReady', matchId: fixture.matchId }).pluck('userId');
    expect(notices.sort((a, b) => a - b)).toEqual(teams.sort((a, b) => a - b));
    expect(app.events.slice(sentBefore).map((message) => message.event)).toContain('notice:new');
  });

  it('answers a saved match from its statistics and refuses further entry', async () => {
    const { body } = await app.call('getLiveMatch', { matchID: fixture.matchId });
    expect(body.match).toMatchObject({ phase: 'finished', saved: true, keeperID: squad[0] });
    expect(body.match.squad).toHaveLength(squad.length);
    const add = await call('addMatchEvent', { matchID: fixture.matchId, type: 'opponentGoal', minute: 3 });
    expect(add.status).toBe(409);
    const again = await call('startLiveMatch', { matchID: fixture.matchId, squad });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(LIVE_ENTRY_MESSAGES.saved);
    expect((await call('finishLiveMatch', { matchID: fixture.matchId })).status).toBe(409);
    const live = await app.call('getLiveMatches', {});
    expect(live.body.matches.map((match) => match.matchID)).not.toContain(fixture.matchId);
  });
});
