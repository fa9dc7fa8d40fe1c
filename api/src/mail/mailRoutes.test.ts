import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { BOT_USER_ID } from '@vsf/engine';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';
import { UNSUBSCRIBE_PATH } from './composeMail';
import { MAIL_MESSAGES } from './schemas';
import { unsubscribeToken } from './unsubscribeToken';

let app: TestApp;
const db = (): Knex => app.deps.db.knex;
const secret = () => app.deps.config.sessionSecret;

/** A demo manager with an address and one without. */
let fan: { cookie: string; userId: number };
let noAddress: { cookie: string; userId: number };

beforeAll(async () => {
  app = await createTestApp('demo');
  const cookie = await app.login('vsffan');
  fan = { cookie, userId: await app.userIDOf(cookie) };
  const saved = await app.call('updateUserInfo', { email: 'vsffan@example.no' }, { cookie });
  expect(saved.status, String(saved.body.msg)).toBe(200);
  const without = expectRow(
    await db()('users')
      .where({ email: '', isAdmin: 0, isPoster: 0, isPlayer: 0 })
      .whereNot({ id: BOT_USER_ID })
      .orderBy('id')
      .first('username'),
  );
  const otherCookie = await app.login(without.username);
  noAddress = { cookie: otherCookie, userId: await app.userIDOf(otherCookie) };
});
afterAll(() => app.close());

/** Everything an unsubscribe could touch: every account's switches, and the account's own rows. */
async function snapshot(userId: number) {
  return {
    settings: await db()('email_notice_settings').orderBy('userId'),
    user: await db()('users').where({ id: userId }).first(),
    sessions: await db()('sessions').where({ userId }).orderBy('id'),
    notices: await db()('notices').where({ userId }).orderBy('id'),
  };
}

describe('the e-mail switches', () => {
  it('are off until the owner turns them on, and show the address', async () => {
    const { status, body } = await app.call('getEmailNotices', {}, { cookie: fan.cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, deadline: false, corrections: false, email: 'vsffan@example.no' });
    expect(await db()('email_notice_settings').where({ userId: fan.userId }).first()).toBeUndefined();
  });

  it('turn on one at a time: a switch left out keeps its value', async () => {
    const first = await app.call('setEmailNotices', { deadline: true }, { cookie: fan.cookie });
    expect(first.body).toEqual({ success: true, deadline: true, corrections: false });
    const second = await app.call('setEmailNotices', { corrections: true }, { cookie: fan.cookie });
    expect(second.body).toEqual({ success: true, deadline: true, corrections: true });
    const third = await app.call('setEmailNotices', { deadline: false }, { cookie: fan.cookie });
    expect(third.body).toEqual({ success: true, deadline: false, corrections: true });
    expect(await db()('email_notice_settings').where({ userId: fan.userId }).first()).toEqual({
      userId: fan.userId,
      deadline: false,
      corrections: true,
    });
    const read = await app.call('getEmailNotices', {}, { cookie: fan.cookie });
    expect(read.body).toMatchObject({ deadline: false, corrections: true });
  });

  it.each([
    [{ deadline: 'ja' }, MAIL_MESSAGES.deadlineInvalid],
    [{ deadline: 1 }, MAIL_MESSAGES.deadlineInvalid],
    [{ corrections: null }, MAIL_MESSAGES.correctionsInvalid],
    [{ deadline: true, corrections: 'true' }, MAIL_MESSAGES.correctionsInvalid],
  ])('refuse %j with a Norwegian 400 and change nothing', async (body, msg) => {
    const before = await snapshot(fan.userId);
    const { status, body: answer } = await app.callRaw('setEmailNotices', body, { cookie: fan.cookie });
    expect(status).toBe(400);
    expect(answer).toEqual({ success: false, msg });
    expect(await snapshot(fan.userId)).toEqual(before);
  });

  it('cannot be turned on without an address, and say so', async () => {
    const before = await snapshot(noAddress.userId);
    const { status, body } = await app.call('setEmailNotices', { corrections: true }, { cookie: noAddress.cookie });
    expect(status).toBe(400);
    expect(body.msg).toBe(MAIL_MESSAGES.noAddress);
    expect(await snapshot(noAddress.userId)).toEqual(before);
    const read = await app.call('getEmailNotices', {}, { cookie: noAddress.cookie });
    expect(read.body).toEqual({ success: true, deadline: false, corrections: false, email: '' });
  });

  it('are the session user’s own: no login is a 401, and a userID in the body changes no one else', async () => {
    expect((await app.call('getEmailNotices')).status).toBe(401);
    expect((await app.call('setEmailNotices', { deadline: true })).status).toBe(401);
    const other = await snapshot(noAddress.userId);
    const { body } = await app.callRaw(
      'setEmailNotices',
      { userID: noAddress.userId, deadline: true },
      { cookie: fan.cookie },
    );
    expect(body).toEqual({ success: true, deadline: true, corrections: true });
    expect(await snapshot(noAddress.userId)).toEqual({
      ...other,
      settings: await db()('email_notice_settings').orderBy('userId'),
    });
    expect(await db()('email_notice_settings').where({ userId: noAddress.userId }).first()).toBeUndefined();
  });
});

describe('unsubscribing by the link', () => {
  beforeAll(async () => {
    await app.call('setEmailNotices', { deadline: true, corrections: true }, { cookie: fan.cookie });
  });

  it('turns off only the switch its token names, without a login', async () => {
    const before = await snapshot(fan.userId);
    const token = unsubscribeToken(secret(), { userId: fan.userId, kind: 'deadline' });
    const { status, body } = await app.call('unsubscribeEmail', { token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, deadline: false, corrections: true });
    const after = await snapshot(fan.userId);
    expect(after.settings).toEqual(
      before.settings.map((row) => (row.userId === fan.userId ? { ...row, deadline: false } : row)),
    );
    expect({ ...after, settings: null }).toEqual({ ...before, settings: null });
    // A second click finds it off and says so.
    expect((await app.call('unsubscribeEmail', { token })).body).toMatchObject({ deadline: false, corrections: true });
  });

  it('works as the one-click POST of a mail client (RFC 8058), from no site', async () => {
    const token = unsubscribeToken(secret(), { userId: fan.userId, kind: 'corrections' });
    const response = await fetch(`${app.url}${UNSUBSCRIBE_PATH}?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, deadline: false, corrections: false });
    await app.call('setEmailNotices', { deadline: true, corrections: true }, { cookie: fan.cookie });
  });

  it.each([
    [
      'a changed signature',
      (good: string) =>
        good.replace(/\.(.)([^.]+)$/, (_all, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`),
    ],
    ['another account’s number', (good: string) => good.replace(/^\d+/, String(noAddress.userId))],
    ['another switch', (good: string) => good.replace('.deadline.', '.corrections.')],
    ['another secret', () => unsubscribeToken('not-the-secret', { userId: fan.userId, kind: 'deadline' })],
    ['no signature', (good: string) => good.split('.').slice(0, 2).join('.')],
    ['nothing', () => ''],
  ])('refuses a token with %s, and changes nothing', async (_what, forge) => {
    const good = unsubscribeToken(secret(), { userId: fan.userId, kind: 'deadline' });
    const before = await snapshot(fan.userId);
    const forged = forge(good);
    const { status, body } = await app.call('unsubscribeEmail', { token: forged });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, msg: MAIL_MESSAGES.tokenInvalid });
    const oneClick = await fetch(`${app.url}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
    });
    expect(oneClick.status).toBe(400);
    expect(await snapshot(fan.userId)).toEqual(before);
  });
});
