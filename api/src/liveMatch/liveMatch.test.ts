import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { clubPlaysHome, osloDateTimeToInstant, type LiveMatch, type MatchEvent, type MatchLivePayload } from '@vsf/engine';
import { createTestApp, type TestApp } from '../test/testApp';
import { expectRow } from '../test/rows';

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

type Answer = { match: LiveMatch; event?: MatchEvent; msg?: string };
const call = async (name: string, body: object, cookie = admin) => app.call<Answer>(name, body, { cookie });
const eventCount = async () => (await db()('match_events').where({ fixtureId: fixture.id })).length;
const liveEvents = () => app.events.filter((message) => message.event === 'match:live');
const lastLive = () => liveEvents().at(-1)!;
let clubIsHome = true;
const clubScore = (match: { homeTeamScore: number; awayTeamScore: number }) =>
  clubIsHome ? match.homeTeamScore : match.awayTeamScore;
const score = (club: number, opponents: number) => (clubIsHome ? `${club}–${opponents}` : `${opponents}–${club}`);

describe('before kick-off', () => {
  it('answers an unplayed match as not started, to anyone', async () => {
    const { status, body } = await app.call<Answer>('getLiveMatch', { matchID: fixture.matchId });
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
