import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { osloDateTimeToInstant } from '@vsf/engine';
import { rooms, type MatchLivePayload } from '@vsf/contract';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { expectRow } from '../../testing/rows';

/* A match page's socket, joined to the match's room, hears every touchline entry. */

let app: TestApp;
let admin: string;
let socket: Socket;
let matchID: string;

beforeAll(async () => {
  app = await createTestApp('demo', { realtime: true });
  admin = await app.login('admin');
  const db = app.deps.db.knex;
  const pointer = expectRow(await db('season_state').first());
  const fixture = expectRow(await db('fixtures').where({ matchId: pointer.thisMatchId }).first());
  matchID = fixture.matchId;
  app.setNow(osloDateTimeToInstant(fixture.date, '18:00'));
  const squad = await db('players').where({ active: 1 }).orderBy('id').limit(3).pluck('id');
  expect((await app.call('startLiveMatch', { matchID, squad }, { cookie: admin })).status).toBe(200);
  socket = connect(app.url, { transports: ['websocket'], forceNew: true });
});
afterAll(async () => {
  socket.disconnect();
  await app.close();
});

describe('match:live', () => {
  it("reaches a page joined to the match's room: entries, corrections and phases", async () => {
    const joined = await new Promise<{ ok: boolean }>((resolve) => socket.emit('join', rooms.match(matchID), resolve));
    expect(joined).toEqual({ ok: true });
    const heard: MatchLivePayload[] = [];
    socket.on('match:live', (payload) => heard.push(payload));

    const added = await app.call('addMatchEvent', { matchID, type: 'opponentGoal', minute: 5 }, { cookie: admin });
    await app.call('deleteMatchEvent', { eventID: added.body.event.eventID }, { cookie: admin });
    await app.call('setMatchPhase', { matchID, phase: 'halfTime' }, { cookie: admin });
    await expect.poll(() => heard.length).toBe(3);
    // Each message once, although it is sent to the match's room and to everyone.
    expect(heard.map((payload) => [payload.kind, payload.phase, payload.matchID])).toEqual([
      ['goal', 'firstHalf', matchID],
      ['correction', 'firstHalf', matchID],
      ['phase', 'halfTime', matchID],
    ]);
    expect(heard[0]).toMatchObject({ eventID: added.body.event.eventID });
  });
});
