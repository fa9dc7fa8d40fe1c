import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@vsf/contract';
import { createTestApp, type TestApp } from '../testing/testApp';
import { SESSION_CACHE_MAX_ENTRIES, createSessionCache, type StoredSession } from './sessionCache';

const userOf = (userID: number): SessionUser => ({ userID, username: `user${userID}` }) as SessionUser;
const stored = (userID: number, expiresAt = new Date('2030-01-01')): StoredSession => ({
  user: userOf(userID),
  expiresAt,
});
const now = new Date('2026-06-01T12:00:00Z');

describe('the session cache', () => {
  it('reads a session once, and again after its user is dropped', async () => {
    const cache = createSessionCache();
    let reads = 0;
    const read = async () => (reads++, stored(7));
    await cache.find('a', now, read);
    await cache.find('a', now, read);
    expect(reads).toBe(1);
    cache.drop([8]);
    await cache.find('a', now, read);
    expect(reads).toBe(1);
    cache.drop([7]);
    await cache.find('a', now, read);
    expect(reads).toBe(2);
    cache.drop('all');
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that a drop overtook: it may have read the old row', async () => {
    const cache = createSessionCache();
    let release: (session: StoredSession) => void = () => undefined;
    const pending = cache.find('a', now, () => new Promise((resolve) => (release = resolve)));
    cache.drop([7]);
    release(stored(7));
    expect((await pending)?.userID).toBe(7);
    expect(cache.size).toBe(0);
  });

  it('honours the expiry and keeps no unknown session', async () => {
    const cache = createSessionCache();
    await cache.find('a', now, async () => stored(7, new Date(now.getTime() + 1000)));
    const later = new Date(now.getTime() + 1000);
    expect(await cache.find('a', later, async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets answers older than its age limit and stays bounded', async () => {
    let clock = 0;
    const cache = createSessionCache(() => clock);
    let reads = 0;
    await cache.find('a', now, async () => (reads++, stored(7)));
    clock = 61_000;
    await cache.find('a', now, async () => (reads++, stored(7)));
    expect(reads).toBe(2);
    for (let i = 0; i <= SESSION_CACHE_MAX_ENTRIES; i++) await cache.find(`s${i}`, now, async () => stored(i));
    expect(cache.size).toBe(SESSION_CACHE_MAX_ENTRIES);
  });
});

describe('kept sessions follow every write at once', () => {
  let app: TestApp;
  let admin: string;
  let sessionQueries = 0;
  const fans: string[] = [];

  beforeAll(async () => {
    app = await createTestApp('demo');
    app.deps.db.knex.on('query', (query: { sql: string }) => {
      if (/from "sessions"/.test(query.sql)) sessionQueries++;
    });
    admin = await app.login('admin');
    const rows = await app.deps.db
      .knex('users')
      .where({ isAdmin: 0, isPoster: 0, isPlayer: 0 })
      .where('id', '>', 2)
      .orderBy('id')
      .limit(5)
      .select('username');
    fans.push(...rows.map((row) => row.username));
  });
  afterAll(() => app.close());

  const me = async (cookie: string) => (await app.call('isLoggedIn', {}, { cookie })).body;

  it('answers a known session without asking the database', async () => {
    const cookie = await app.login(fans[0]!);
    const first = sessionQueries;
    await me(cookie);
    expect(sessionQueries).toBe(first + 1);
    const before = sessionQueries;
    for (let i = 0; i < 5; i++) expect((await me(cookie)).isLoggedIn).toBe(true);
    expect(sessionQueries).toBe(before);
  });

  it('refuses a logged-out session at once, and keeps the user’s other sessions', async () => {
    const [phone, laptop] = [await app.login(fans[1]!), await app.login(fans[1]!)];
    await me(phone);
    await me(laptop);
    await app.call('logout', {}, { cookie: phone });
    expect((await me(phone)).isLoggedIn).toBe(false);
    expect((await me(laptop)).isLoggedIn).toBe(true);
  });

  it("shows an admin's change of a user's flags and team name at once", async () => {
    const cookie = await app.login(fans[2]!);
    const userID = await app.userIDOf(cookie);
    expect(await me(cookie)).toMatchObject({ isPoster: 0 });
    const edited = await app.call(
      'editUserData',
      { userID, teamName: 'Nytt lagnavn', isAdmin: 0, isPoster: 1, isPlayer: 0 },
      { cookie: admin },
    );
    expect(edited.status).toBe(200);
    expect(await me(cookie)).toMatchObject({ isPoster: 1, teamName: 'Nytt lagnavn' });
  });

  it("shows the user's own settings at once", async () => {
    const cookie = await app.login(fans[2]!);
    expect(await me(cookie)).toMatchObject({ displayWelcomeModal: 1 });
    await app.call('updateWelcomeModalSettings', { showModalAgain: 0 }, { cookie });
    expect(await me(cookie)).toMatchObject({ displayWelcomeModal: 0 });
  });

  it('ends the other sessions at once when the password changes', async () => {
    const username = fans[3]!;
    const [other, current] = [await app.login(username), await app.login(username)];
    await me(other);
    const changed = await app.call(
      'changeUserPassword',
      { username, oldPassword: 'fotball123', password: 'nyttpassord1', confirmPassword: 'nyttpassord1' },
      { cookie: current },
    );
    expect(changed.status).toBe(200);
    expect((await me(other)).isLoggedIn).toBe(false);
    expect((await me(current)).isLoggedIn).toBe(true);
  });

  it('refuses a deleted user’s session at once', async () => {
    const cookie = await app.login(fans[4]!);
    const userID = await app.userIDOf(cookie);
    expect((await app.call('deleteUser', { userID }, { cookie: admin })).status).toBe(200);
    expect((await me(cookie)).isLoggedIn).toBe(false);
    expect(await app.deps.db.knex('users').where('id', userID).first('id')).toBeUndefined();
  });

  it('announces each write to the other processes, and only to them', async () => {
    const drops = app.events.filter((message) => message.event === 'users:changed');
    expect(drops.length).toBeGreaterThan(0);
    expect(drops.every((message) => message.rooms.length === 0)).toBe(true);
  });
});
