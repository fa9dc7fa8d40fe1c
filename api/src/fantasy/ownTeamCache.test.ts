import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, busMessage } from '@vsf/contract';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createUserAnswerCache } from '../platform/cache/userAnswerCache';

describe('the cache of own team answers', () => {
  it('drops one user, or all, and keeps no computation a drop overtook', async () => {
    const cache = createUserAnswerCache();
    let computed = 0;
    const compute = async () => ++computed;
    await cache.answer(1, 'k', compute);
    await cache.answer(2, 'k', compute);
    expect(await cache.answer(1, 'k', compute)).toBe(1);
    cache.drop({ users: [1] });
    expect(await cache.answer(1, 'k', compute)).toBe(3);
    expect(await cache.answer(2, 'k', compute)).toBe(2);
    let release: (value: number) => void = () => undefined;
    const pending = cache.answer(3, 'k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.drop('all');
    release(9);
    expect(await pending).toBe(9);
    expect(cache.size).toBe(0);
  });
});

describe('loadFantasyTeam kept per manager', () => {
  let app: TestApp;
  let fan: string;
  let admin: string;
  let fanId: number;
  let round: { season: number; round: number; matchID: string };
  let fixtureId: number;
  let queries = 0;

  beforeAll(async () => {
    app = await createTestApp('demo');
    app.deps.db.knex.on('query', () => queries++);
    fan = await app.login('vsffan');
    admin = await app.login('admin');
    fanId = await app.userIDOf(fan);
    const pointer = expectRow(await app.deps.db.knex('season_state').first());
    const fixture = expectRow(
      await app.deps.db
        .knex('fixtures')
        .where({ matchId: pointer.thisMatchId })
        .first('id', 'season', 'round', 'matchId'),
    );
    round = { season: fixture.season, round: fixture.round, matchID: fixture.matchId };
    fixtureId = fixture.id;
  });
  afterAll(() => app.close());

  const load = async () => (await app.call('loadFantasyTeam', round, { cookie: fan })).body;

  it('answers again without a query', async () => {
    await load();
    const before = queries;
    await load();
    expect(queries).toBe(before);
  });

  it.each(['rankings:updated', 'season:changed', 'fixtures:updated'] as const)(
    'reads the team again after %s (a rescore, a season move, a schedule change)',
    async (event) => {
      await load();
      const payload = { season: round.season, round: round.round, matchID: round.matchID };
      await app.deps.bus.publish(busMessage(event, payload, [EVERYONE]));
      const before = queries;
      await load();
      expect(queries).toBeGreaterThan(before);
    },
  );

  it("shows the manager's saved team at once", async () => {
    // The players the manager has (no substitution to count), with the armband moved.
    const loaded = await load();
    const current = loaded.team;
    const players = current
      ? [1, 2, 3, 4, 5, 6, 7].map((slot) => current[`player${slot}` as 'player1'] as number)
      : (loaded.previousTeam ?? []);
    expect(players).toHaveLength(7);
    const captain = players.find((id) => id !== current?.captain);
    const picks = Object.fromEntries(players.map((id, i) => [`player${i + 1}`, id]));
    const saved = await app.callRaw(
      'updateFantasyTeam',
      {
        userID: fanId,
        username: 'vsffan',
        teamName: 'whatever',
        ...round,
        date: '27.11.2026',
        ...picks,
        captain,
        activeBoost: 'none',
        attackBoostUsed: 0,
        defenceBoostUsed: 0,
        superCaptainUsed: 0,
        remainingSubs: null,
      },
      { cookie: fan },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await load()).team).toMatchObject({ ...picks, captain });
  });

  it("shows an admin's correction of the team at once", async () => {
    const team = expectRow(
      await app.deps.db.knex('fantasy_teams').where({ userId: fanId, fixtureId }).first('id', 'totalPoints'),
    );
    await load();
    const corrected = await app.call(
      'updateFantasyStatsRoundPoints',
      {
        fantasyStatsID: team.id,
        roundPoints: 3,
        totalPoints: team.totalPoints + 3,
        attackBoostUsed: 0,
        defenceBoostUsed: 0,
        superCaptainUsed: 0,
        remainingSubs: null,
      },
      { cookie: admin },
    );
    expect(corrected.status).toBe(200);
    expect((await load()).team).toMatchObject({ roundPoints: 3, totalPoints: team.totalPoints + 3 });
  });

  it("keeps the points page's own team, and still hides a rival's picks before the deadline", async () => {
    const withInfo = (cookie: string) => app.call('loadFantasyTeamWithInfo', { ...round, userID: fanId }, { cookie });
    await withInfo(fan);
    const before = queries;
    const own = (await withInfo(fan)).body;
    expect(queries).toBe(before);
    expect(own.team?.picksHidden).toBe(false);
    const rival = await app.login('spiller');
    const seen = (await withInfo(rival)).body;
    expect(seen.team).toMatchObject({ picksHidden: true, player1: null, captain: null });
  });

  it('says the team can no longer change once the deadline has passed, with nothing dropped', async () => {
    expect((await load()).canChange).toBe(true);
    const deadline = new Date((await load()).deadlineAt);
    app.setNow(new Date(deadline.getTime() + 1000));
    expect((await load()).canChange).toBe(false);
  });
});
