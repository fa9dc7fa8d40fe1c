import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { LIVE_ENTRY_MESSAGES, osloDateTimeToInstant } from '@vsf/engine';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { expectRow } from '../../testing/rows';

let app: TestApp;
let admin: string;
let matchID: string;
let fixtureId: number;
let squad: number[];
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
  const pointer = expectRow(await db()('season_state').first());
  const fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  matchID = fixture.matchId;
  fixtureId = fixture.id;
  squad = (await db()('players').where({ active: 1 }).orderBy('id').pluck('id')).slice(0, 6);
  app.setNow(osloDateTimeToInstant(fixture.date, '18:30'));
});
afterAll(() => app.close());

const liveListed = async () =>
  (await app.call('getLiveMatches', {})).body.matches.some((match) => match.matchID === matchID);

describe("cancelLiveMatch ('Avbryt direkteføringen')", () => {
  it('refuses a fan, and a match that has not kicked off', async () => {
    const fan = await app.login('vsffan');
    expect((await app.call('cancelLiveMatch', { matchID }, { cookie: fan })).status).toBe(403);
    const early = await app.call('cancelLiveMatch', { matchID }, { cookie: admin });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(LIVE_ENTRY_MESSAGES.notStarted);
  });

  it('takes a started match back to not started: events, squad and the live list are gone', async () => {
    expect((await app.call('startLiveMatch', { matchID, squad, keeperID: squad[0] }, { cookie: admin })).status).toBe(
      200,
    );
    const goal = await app.call(
      'addMatchEvent',
      { matchID, type: 'goal', minute: 20, playerID: squad[2] },
      { cookie: admin },
    );
    expect(goal.status, goal.body.msg).toBe(200);
    expect(await liveListed()).toBe(true);
    app.events.length = 0;

    const { status, body } = await app.call('cancelLiveMatch', { matchID }, { cookie: admin });
    expect(status, body.msg).toBe(200);
    expect(body.match).toMatchObject({
      phase: 'notStarted',
      events: [],
      squad: [],
      homeTeamScore: 0,
      awayTeamScore: 0,
    });
    expect(await db()('live_matches').where({ fixtureId })).toEqual([]);
    expect(await db()('match_events').where({ fixtureId })).toEqual([]);
    expect(await db()('live_match_squad').where({ fixtureId })).toEqual([]);
    expect(await liveListed()).toBe(false);
    expect((await app.call('getLiveMatch', { matchID })).body.match.phase).toBe('notStarted');

    const live = app.events.find((message) => message.event === 'match:live');
    expect(live?.payload).toMatchObject({ matchID, phase: 'notStarted', text: 'Direkteføringen er avbrutt.' });
    const audit = expectRow(await db()('audit_log').where({ objectId: matchID }).orderBy('id', 'desc').first());
    expect(audit).toMatchObject({ kind: 'match', action: 'delete' });
    expect(audit.summary).toMatch(/^Direkteføringen av .+ ble avbrutt$/);

    // It can kick off again afresh.
    const again = await app.call('startLiveMatch', { matchID, squad, keeperID: squad[0] }, { cookie: admin });
    expect(again.body.match).toMatchObject({ phase: 'firstHalf', events: [] });
  });

  it('refuses a match whose result is saved: that is reopening, not cancelling', async () => {
    await app.call('setMatchPhase', { matchID, phase: 'finished' }, { cookie: admin });
    expect((await app.call('finishLiveMatch', { matchID }, { cookie: admin })).status).toBe(200);
    const saved = await app.call('cancelLiveMatch', { matchID }, { cookie: admin });
    expect(saved.status).toBe(409);
    expect(saved.body.msg).toBe(LIVE_ENTRY_MESSAGES.saved);
    expect(await db()('live_matches').where({ fixtureId })).toHaveLength(1);
  });
});
