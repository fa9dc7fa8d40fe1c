import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, apiOnlyMessage, busMessage } from '@vsf/contract';
import { createUserAnswerCache } from '../platform/cache/userAnswerCache';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';

describe('the cache of answers kept per user', () => {
  it('drops the answers about one match and those about none, and keeps no answer it is told not to', async () => {
    const cache = createUserAnswerCache();
    let computed = 0;
    const compute = async () => ++computed;
    const about = (match: string | null) => ({ matchOf: () => match });
    await cache.answer(1, 'a', compute, about('M1'));
    await cache.answer(1, 'b', compute, about('M2'));
    await cache.answer(2, 'c', compute, about(null));
    expect(cache.size).toBe(3);
    cache.drop({ match: 'M1' });
    expect(cache.size).toBe(1);
    expect(await cache.answer(1, 'b', compute)).toBe(2);
    await cache.answer(3, 'd', compute, { keep: () => false });
    expect(cache.size).toBe(1);
    cache.drop({ users: [1] });
    expect(cache.size).toBe(0);
  });
});

describe('standings kept per manager', () => {
  let app: TestApp;
  let fan: string;
  let fanId: number;
  let season: number;
  let played: { season: number; round: number; matchID: string };
  let queries = 0;

  beforeAll(async () => {
    app = await createTestApp('demo');
    app.deps.db.knex.on('query', () => queries++);
    fan = await app.login('vsffan');
    fanId = await app.userIDOf(fan);
    const pointer = expectRow(await app.deps.db.knex('season_state').first());
    season = pointer.thisYear;
    const last = expectRow(
      await app.deps.db
        .knex('fixtures')
        .where({ season })
        .whereNotNull('homeScore')
        .orderBy('date', 'desc')
        .first('round', 'matchId'),
    );
    played = { season, round: last.round, matchID: last.matchId };
  });
  afterAll(() => app.close());

  const reads = {
    world: () => app.call('getFantasyWorldLeagueMembers', { userID: fanId, season }, { cookie: fan }),
    rank: () => app.call('getFantasyTeamRankingThisRound', played, { cookie: fan }),
    worldRank: () => app.call('getFantasyWorldRankingThisRound', played, { cookie: fan }),
    teamPoints: () => app.call('getTeamPoints', played, { cookie: fan }),
    fixture: () => app.call('getSpecificFixture', played, { cookie: fan }),
  };

  /** How many queries a call makes. */
  const cost = async (call: () => Promise<unknown>) => {
    const before = queries;
    await call();
    return queries - before;
  };

  it.each(Object.keys(reads) as (keyof typeof reads)[])('answers %s again without a query', async (name) => {
    const first = await reads[name]();
    expect(await cost(reads[name])).toBe(0);
    expect((await reads[name]()).body).toEqual(first.body);
  });

  it("keeps a played round's answers through a manager's save of another round, not through one of its own", async () => {
    await reads.world();
    await app.deps.bus.publish(apiOnlyMessage('team:saved', { userIDs: [fanId], matchID: 'another match' }));
    expect(await cost(reads.world)).toBe(0);
    await app.deps.bus.publish(apiOnlyMessage('team:saved', { userIDs: [fanId], matchID: played.matchID }));
    expect(await cost(reads.world)).toBeGreaterThan(0);
    await reads.rank();
    // An admin's correction names no round: it may have changed any.
    await app.deps.bus.publish(apiOnlyMessage('team:saved', { userIDs: [fanId] }));
    expect(await cost(reads.rank)).toBeGreaterThan(0);
  });

  it.each(['rankings:updated', 'match:live', 'stats:updated'] as const)('reads again after %s', async (event) => {
    await reads.teamPoints();
    await app.deps.bus.publish(busMessage(event, { season } as never, [EVERYONE]));
    expect(await cost(reads.teamPoints)).toBeGreaterThan(0);
  });

  it('shows a league without the member who has just left it', async () => {
    const leagues = (await app.call('getFantasyLeagues', { userID: fanId, season }, { cookie: fan })).body.leagues;
    const table = async (leagueID: number) =>
      (await app.call('getFantasyLeagueMembers', { season, leagueID, matchID: played.matchID }, { cookie: fan })).body
        .members;
    let leaving: { leagueID: number; username: string } | null = null;
    for (const league of leagues) {
      const other = (await table(league.leagueID)).find(
        (member) => member.userID !== fanId && member.userID !== league.adminUserID,
      );
      if (other) leaving = { leagueID: league.leagueID, username: other.username };
    }
    if (!leaving) throw new Error('the demo gives vsffan a league with another member who may leave it');
    const { leagueID, username } = leaving;
    expect(await cost(() => table(leagueID))).toBe(0);
    const member = await app.login(username);
    const left = await app.call(
      'removeFantasyLeagueMember',
      { userID: await app.userIDOf(member), leagueID, season },
      {
        cookie: member,
      },
    );
    expect(left.status).toBe(200);
    expect((await table(leagueID)).map((row) => row.username)).not.toContain(username);
  });
});
