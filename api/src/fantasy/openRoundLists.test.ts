import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, busMessage } from '@vsf/contract';
import { readCache } from '../platform/cache/readCache';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
let fan: string;
let fanId: number;
let round: { season: number; round: number; matchID: string; id: number };
let queries = 0;

beforeAll(async () => {
  app = await createTestApp('demo');
  app.deps.db.knex.on('query', () => queries++);
  fan = await app.login('vsffan');
  fanId = await app.userIDOf(fan);
  const pointer = expectRow(await app.deps.db.knex('season_state').first());
  const fixture = expectRow(
    await app.deps.db
      .knex('fixtures')
      .where({ matchId: pointer.thisMatchId })
      .first('id', 'season', 'round', 'matchId'),
  );
  round = { season: fixture.season, round: fixture.round, matchID: fixture.matchId, id: fixture.id };
});
afterAll(() => app.close());

/** The queries one call costs. */
async function cost(call: () => Promise<unknown>): Promise<number> {
  const before = queries;
  await call();
  return queries - before;
}

const mostUsed = async () =>
  (await app.call('getTop7MostUsedVSFPlayersThisRound', round, { cookie: fan })).body as unknown as object;

describe("the round's shared lists before its deadline", () => {
  it('are computed once and shared by the users asking', async () => {
    await mostUsed();
    // The session, the round's fixture and the list are all kept.
    expect(await cost(mostUsed)).toBe(0);
  });

  it("read the round's fixture and lists again after a schedule change", async () => {
    await app.deps.bus.publish(busMessage('fixtures:updated', { season: round.season }, [EVERYONE]));
    expect(await cost(mostUsed)).toBeGreaterThan(1);
    expect(await cost(mostUsed)).toBe(0);
  });

  it('count a saved team at once', async () => {
    const db = app.deps.db.knex;
    const seasonFixtures = db('fixtures').where({ season: round.season }).select('id');
    await db('fantasy_teams').where({ userId: fanId }).whereIn('fixtureId', seasonFixtures).delete();
    readCache(app.deps, 'fantasyOpenRound').clear();
    const before = await mostUsed();
    const players = await db('players').where({ active: 1 }).orderBy('id', 'desc').limit(7).pluck('id');
    const saved = await app.callRaw(
      'updateFantasyTeam',
      {
        userID: fanId,
        username: 'vsffan',
        teamName: 'whatever',
        ...round,
        date: '27.11.2026',
        ...Object.fromEntries(players.map((id, i) => [`player${i + 1}`, id])),
        captain: players[0],
        activeBoost: 'none',
        attackBoostUsed: 0,
        defenceBoostUsed: 0,
        superCaptainUsed: 0,
        remainingSubs: null,
      },
      { cookie: fan },
    );
    expect(saved.status).toBe(200);
    expect(app.events.some((message) => message.event === 'team:saved')).toBe(true);
    const after = await mostUsed();
    expect(after).not.toEqual(before);
    readCache(app.deps, 'fantasyOpenRound').clear();
    expect(await mostUsed()).toEqual(after);
  });
});
