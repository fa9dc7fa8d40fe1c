import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRow } from '../../testing/rows';
import { isClubTeam, osloDateTimeToInstant } from '@vsf/engine';
import { type BusMessage, type MatchLivePayload } from '@vsf/contract';
import { createTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
let admin: string;
let fixture: { id: number; season: number; round: number; date: string; matchId: string; homeTeam: string };
let players: number[];
const live: { payload: MatchLivePayload; rooms: string[] }[] = [];

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
  const pointer = expectRow(await app.deps.db.knex('season_state').first());
  fixture = await app.deps.db
    .knex('fixtures')
    .where({ matchId: pointer!.thisMatchId, season: pointer!.thisYear })
    .first('id', 'season', 'round', 'date', 'match_id', 'home_team');
  players = await app.deps.db.knex('players').where({ active: 1 }).orderBy('id').limit(2).pluck('id');
  app.deps.bus.subscribe((message: BusMessage) => {
    if (message.event === 'match:live')
      live.push({ payload: message.payload as MatchLivePayload, rooms: message.rooms });
  });
});
afterAll(() => app.close());

const texts = () => live.map((entry) => entry.payload.text);
const onMatchDay = () => app.setNow(osloDateTimeToInstant(fixture.date, '19.15'));
const dayAfter = () => app.setNow(new Date(osloDateTimeToInstant(fixture.date, '12.00').valueOf() + 86_400_000));

describe('match:live', () => {
  it("announces the result, trivia, goals and cards an admin enters on the match's day", async () => {
    onMatchDay();
    live.length = 0;
    const result = await app.call(
      'updateFixtureStats',
      { fixtureTableID: fixture.id, matchResult: '1 - 0', matchTrivia: 'Full tribune på Vinderen.' },
      { cookie: admin },
    );
    expect(result.status).toBe(200);
    const line = { season: fixture.season, round: fixture.round, matchID: fixture.matchId, attendance: 1 };
    const inserted = await app.callRaw(
      'insertVSFStats',
      { ...line, playerID: players[0], goalsScored: 1, yellowCards: 1 },
      { cookie: admin },
    );
    expect(inserted.status).toBe(200);
    await app.callRaw(
      'updateVSFStats',
      { statsTableID: inserted.body.statsTableID, attendance: 1, goalsScored: 2, yellowCards: 1 },
      { cookie: admin },
    );
    const name = expectRow(
      await app.deps.db.knex('players').where({ id: players[0] }).first('firstName', 'lastName', 'nickname'),
    );
    const shown = name.nickname || `${name.firstName} ${name.lastName}`;
    expect(texts()).toEqual([
      expect.stringMatching(/^Stillingen er .+ 1–0 .+\.$/),
      'Full tribune på Vinderen.',
      `Mål av ${shown}!`,
      `Gult kort til ${shown}.`,
      `Mål av ${shown}!`,
    ]);
    for (const entry of live) {
      expect(entry.rooms).toEqual([`match:${fixture.matchId}`, 'everyone']);
      expect(entry.payload).toMatchObject({ season: fixture.season, round: fixture.round, matchID: fixture.matchId });
    }
  });

  it('announces what a saveMatch adds, and says nothing when the same entry is saved again', async () => {
    onMatchDay();
    const clubAtHome = isClubTeam(fixture.homeTeam);
    const current = await app.callRaw(
      'getMatchStatsForAdmin',
      { season: fixture.season, round: fixture.round, matchID: fixture.matchId },
      { cookie: admin },
    );
    expect(current.status).toBe(200);
    live.length = 0;
    const body = {
      season: fixture.season,
      round: fixture.round,
      matchID: fixture.matchId,
      // The club's two goals, whichever side it plays on: both by the first player.
      homeTeamScore: clubAtHome ? 2 : 0,
      awayTeamScore: clubAtHome ? 0 : 2,
      trivia: 'Full tribune på Vinderen.',
      players: [
        { playerID: players[0], attendance: 1, goalsScored: 2, yellowCards: 1 },
        { playerID: players[1], attendance: 1, redCards: 1 },
      ],
    };
    expect((await app.callRaw('saveMatch', body, { cookie: admin })).status).toBe(200);
    expect(texts()).toEqual([
      expect.stringMatching(/^Rødt kort til /),
      expect.stringMatching(clubAtHome ? / 2–0 / : / 0–2 /),
    ]);
    live.length = 0;
    expect((await app.callRaw('saveMatch', body, { cookie: admin })).status).toBe(200);
    expect(live).toEqual([]);
  });

  it('stays quiet when an old match is corrected on another day', async () => {
    dayAfter();
    live.length = 0;
    const result = await app.call(
      'updateFixtureStats',
      { fixtureTableID: fixture.id, matchResult: '3 - 0', matchTrivia: 'Rettet i ettertid.' },
      { cookie: admin },
    );
    expect(result.status).toBe(200);
    expect(live).toEqual([]);
  });
});
