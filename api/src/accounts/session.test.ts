import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('demo');
});
afterAll(() => app.close());

describe('login, isLoggedIn and logout', () => {
  it('logs in case-insensitively with trimmed inputs and keeps the session in an HttpOnly cookie', async () => {
    const response = await fetch(`${app.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url },
      body: JSON.stringify({ username: '  ADMIN ', password: 'fotball123 ' }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ success: true, username: 'admin', isAdmin: 1 });
    expect(body).not.toHaveProperty('passwordHash');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);

    const cookie = setCookie.split(';')[0]!;
    const me = await app.call('isLoggedIn', {}, { cookie });
    expect(me.body).toMatchObject({ success: true, isLoggedIn: true, username: 'admin' });

    await app.call('logout', {}, { cookie });
    const after = await app.call('isLoggedIn', {}, { cookie });
    expect(after.body).toEqual({ success: true, isLoggedIn: false });
  });

  it("clears seasonFirstTimeLogin on the season's first login or first visit, so saved substitutions carry over", async () => {
    const users = () => app.deps.db.knex('users').where({ username: 'vsffan' });
    const flag = async () => expectRow(await users().first('seasonFirstTimeLogin')).seasonFirstTimeLogin;
    await users().update({ seasonFirstTimeLogin: 1 });
    const response = await fetch(`${app.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url },
      body: JSON.stringify({ username: 'vsffan', password: 'fotball123' }),
    });
    expect(await response.json()).toMatchObject({ success: true, seasonFirstTimeLogin: 1 });
    expect(await flag()).toBe(0);

    // A new season starts while the fan stays logged in: the next visit counts as the login.
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    await users().update({ seasonFirstTimeLogin: 1 });
    expect((await app.call('isLoggedIn', {}, { cookie })).body).toMatchObject({ seasonFirstTimeLogin: 1 });
    expect(await flag()).toBe(0);
    expect((await app.call('isLoggedIn', {}, { cookie })).body).toMatchObject({ seasonFirstTimeLogin: 0 });
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const { status, body } = await app.call('login', { username: 'admin', password: 'feil-passord' });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, msg: 'Feil brukernavn eller passord.' });
  });

  it('ignores inputs over 20 characters, as if they were empty', async () => {
    const { status, body } = await app.call('login', { username: 'admin', password: 'x'.repeat(21) });
    expect(status).toBe(400);
    expect(body.msg).toBe('Du må fylle inn både brukernavn og passord.');
  });

  it('never lets the bot account in', async () => {
    const { status } = await app.call('login', { username: 'vsf-bot', password: '!' });
    expect(status).toBe(401);
  });
});
