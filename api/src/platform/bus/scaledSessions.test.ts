import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createLogger } from '../../logger';
import type { Database } from '../db/database';
import { createOutboxBus } from './outboxBus';
import { createRedisBus } from './redisBus';

const redisUrl = process.env.REDIS_URL;

const log = createLogger('silent');
/** An API process's bus as `startServer` makes it in the scaled mode: the outbox over Redis. */
const scaledBus = async () => {
  const redis = await createRedisBus(redisUrl!, log);
  return (db: Database) => createOutboxBus(db, redis, log);
};

/**
 * Two API processes of one site (one database, a Redis bus each): what one process keeps
 * of a session or a user's answers is dropped as soon as the other writes.
 */
describe.skipIf(!redisUrl)('two API processes over Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp('demo', { bus: await scaledBus() });
    second = await createTestApp('demo', { bus: await scaledBus(), databaseOf: first });
    // The buses' readers start on their first subscriber; give them a moment to be reading.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  afterAll(async () => {
    await second.close();
    await first.close();
    await Promise.all([first.deps.bus.close(), second.deps.bus.close()]);
  });

  const loggedIn = async (app: TestApp, cookie: string) =>
    (await app.call('isLoggedIn', {}, { cookie })).body.isLoggedIn;

  it('refuses a session on one process as soon as the other has logged it out', async () => {
    const cookie = await first.login('vsffan');
    expect(await loggedIn(first, cookie)).toBe(true);
    expect(await loggedIn(second, cookie)).toBe(true);
    await first.call('logout', {}, { cookie });
    expect(await loggedIn(second, cookie)).toBe(false);
    expect(await loggedIn(first, cookie)).toBe(false);
  });

  it("shows an admin's change made on one process on the other at once", async () => {
    const admin = await first.login('admin');
    const cookie = await second.login('spiller');
    const userID = await second.userIDOf(cookie);
    expect((await second.call('isLoggedIn', {}, { cookie })).body).toMatchObject({ isPoster: 0 });
    const edited = await first.call(
      'editUserData',
      { userID, teamName: 'Annet lag', isAdmin: 0, isPoster: 1, isPlayer: 1 },
      { cookie: admin },
    );
    expect(edited.status).toBe(200);
    expect((await second.call('isLoggedIn', {}, { cookie })).body).toMatchObject({
      isPoster: 1,
      teamName: 'Annet lag',
    });
  });

  it("shows a team saved on one process in the other's team answer at once", async () => {
    const cookie = await first.login('vsffan');
    const userID = await first.userIDOf(cookie);
    const pointer = await first.deps.db.knex('season_state').first();
    const fixture = await first.deps.db
      .knex('fixtures')
      .where({ matchId: pointer?.thisMatchId })
      .first('season', 'round', 'matchId');
    const round = { season: fixture!.season, round: fixture!.round, matchID: fixture!.matchId };
    const load = async (app: TestApp) => (await app.call('loadFantasyTeam', round, { cookie })).body;
    const kept = await load(second);
    const team = kept.team;
    const players = team
      ? [1, 2, 3, 4, 5, 6, 7].map((slot) => team[`player${slot}` as 'player1'] as number)
      : (kept.previousTeam ?? []);
    const captain = players.find((id) => id !== team?.captain);
    const saved = await first.callRaw(
      'updateFantasyTeam',
      {
        userID,
        username: 'vsffan',
        teamName: 'whatever',
        ...round,
        date: '27.11.2026',
        ...Object.fromEntries(players.map((id, i) => [`player${i + 1}`, id])),
        captain,
        activeBoost: 'none',
        attackBoostUsed: 0,
        defenceBoostUsed: 0,
        superCaptainUsed: 0,
        remainingSubs: null,
      },
      { cookie },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await load(second)).team?.captain).toBe(captain);
  });
});
