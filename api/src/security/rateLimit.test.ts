import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';
import { setRateLimits } from './rateLimit';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('demo');
  const window = { windowSeconds: 900 };
  setRateLimits(app.deps, {
    login: { perIp: { limit: 8, ...window }, perUsername: { limit: 3, ...window } },
    register: { perIp: { limit: 4, ...window }, perUsername: { limit: 2, ...window } },
    leagueCode: { perIp: { limit: 20, ...window }, perUsername: { limit: 3, ...window } },
  });
});
afterAll(() => app.close());

const TOO_MANY = 'For mange forsøk. Vent litt og prøv igjen.';
const login = (username: string, password: string) => app.call('login', { username, password });

describe('login rate limits', () => {
  it('refuses a username after its failed attempts with 429, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await login('vsffan', 'feil-passord')).status).toBe(401);
    const blocked = await login('vsffan', 'fotball123');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, msg: TOO_MANY });
    // Another username from the same IP still gets in: successful logins do not count.
    expect((await login('admin', 'fotball123')).status).toBe(200);
    expect((await login('admin', 'fotball123')).status).toBe(200);
    expect((await login('admin', 'fotball123')).status).toBe(200);
    expect((await login('admin', 'fotball123')).status).toBe(200);
  });

  it('opens again in the next window', async () => {
    app.setNow(new Date(app.deps.now().getTime() + 16 * 60 * 1000));
    expect((await login('vsffan', 'fotball123')).status).toBe(200);
  });

  it('refuses an IP after its failed attempts, whatever username it tries', async () => {
    const names = ['skribent', 'spiller', 'finnesikke1', 'finnesikke2', 'finnesikke3', 'finnesikke4', 'finnesikke5'];
    for (const name of names) expect((await login(name, 'feil-passord')).status).toBe(401);
    expect((await login('finnesikke6', 'feil-passord')).status).toBe(401);
    const blocked = await login('admin', 'fotball123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toBe(TOO_MANY);
  });

  it('counts the attempts in the shared table, so every process sees them', async () => {
    const rows = await app.deps.db.knex('rate_limit_hits').where('key', 'like', 'login:%');
    expect(rows.length).toBeGreaterThan(0);
  });

  it('counts checkOldPassword guesses like failed logins', async () => {
    app.setNow(new Date(app.deps.now().getTime() + 16 * 60 * 1000));
    const cookie = await app.login('skribent');
    for (let i = 0; i < 3; i++) {
      const wrong = await app.call('checkOldPassword', { username: 'skribent', password: 'gjett-' + i }, { cookie });
      expect(wrong.body.correct).toBe(false);
    }
    const blocked = await app.call('checkOldPassword', { username: 'skribent', password: 'fotball123' }, { cookie });
    expect(blocked.status).toBe(429);
  });
});

describe('registration rate limits', () => {
  it('refuses a username after its attempts and an IP after its attempts', async () => {
    app.setNow(new Date(app.deps.now().getTime() + 16 * 60 * 1000));
    const register = (username: string) =>
      app.call('createNewUser', { username, teamName: 'Et lag', password: 'hemmelig1' });
    expect((await register('ny1')).status).toBe(200);
    expect((await register('ny1')).status).toBe(409);
    expect((await register('ny1')).status).toBe(429);
    expect((await register('ny2')).status).toBe(200);
    expect((await register('ny3')).status).toBe(429);
  });
});

describe('league code guesses', () => {
  it('refuses a user after 3 wrong codes with 429, even with the right code, and keeps them out', async () => {
    const adminCookie = await app.login('admin');
    const adminID = await app.userIDOf(adminCookie);
    const created = await app.call(
      'newFantasyLeague',
      { name: 'Kodeknekkerne', season: 2026, round: 1, privateLague: 1, password: 'hemmelig', userAdminID: adminID },
      { cookie: adminCookie },
    );
    expect(created.status).toBe(200);
    const cookie = await app.login('spiller');
    const userID = await app.userIDOf(cookie);
    const join = (password: string) =>
      app.call(
        'addNewFantasyLeagueMember',
        { leagueID: created.body.leagueID, password, userID, season: 2026, round: 1 },
        { cookie },
      );
    for (const guess of ['aaa', 'bbb', 'ccc']) expect((await join(guess)).status).toBe(403);
    const blocked = await join('hemmelig');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, msg: TOO_MANY });
    const members = await app.deps.db
      .knex('league_members')
      .where({ leagueId: created.body.leagueID })
      .pluck('user_id');
    expect(members).not.toContain(userID);
  });
});
