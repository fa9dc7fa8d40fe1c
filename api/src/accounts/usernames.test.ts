import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, USERNAME_CHARACTERS_MESSAGE } from '@vsf/engine';
import { hashPassword } from './passwords';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('demo');
});
afterAll(() => app.close());

const register = (username: string, teamName = 'Nye Løver', extra: Record<string, string> = {}) =>
  app.call('createNewUser', { username, teamName, password: 'hemmelig1', ...extra });

describe('a new username', () => {
  it.each([
    ['Cyrillic а in admin', 'аdmin'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['a right-to-left override', 'nimda\u202Eadmin'],
    ['a dotless ı', 'admın'],
    ['a space', 'ola nordmann'],
    ['an @', 'ola@vsf'],
    ['a newline', 'ola\nadmin'],
  ])('refuses %s with a Norwegian message', async (_what, username) => {
    const { status, body } = await register(username);
    expect({ status, msg: body.msg }).toEqual({ status: 400, msg: USERNAME_CHARACTERS_MESSAGE });
  });

  it.each([['an ANSI escape', '\u001B[31madmin']])('refuses %s as a control character', async (_what, username) => {
    const { status, body } = await register(username);
    expect(status).toBe(400);
    expect(body.msg).toContain(CONTROL_CHARACTER_MESSAGE);
  });

  it('folds fullwidth letters to plain ones, so they cannot pose as an existing name', async () => {
    const { status, body } = await register('ａｄｍｉｎ');
    expect({ status, msg: body.msg }).toEqual({
      status: 409,
      msg: 'Brukernavnet er allerede i bruk. Vennligst benytt et annet.',
    });
    const check = await app.call('checkIfUsernameExists', { username: 'ＡＤＭＩＮ' });
    expect(check.body.exists).toBe(true);
  });

  it('takes æ, ø, å, digits, dots, underscores and hyphens, and stores it lower-cased', async () => {
    const { status } = await register('Blåbær.Øl_1-2');
    expect(status).toBe(200);
    expect(await app.deps.db.knex('users').where('username', 'blåbær.øl_1-2').first('id')).toBeDefined();
  });
});

describe('names and team names', () => {
  it.each<[string, Record<string, string>]>([
    ['a team name with a line break', { teamName: 'Nye\nLøver' }],
    ['a team name with a zero-width space', { teamName: 'Nye\u200BLøver' }],
    ['a first name with a right-to-left override', { firstName: 'Kari\u202E' }],
  ])('refuse %s', async (_what, fields) => {
    const { status, body } = await register('navnefan', fields.teamName ?? 'Nye Løver', fields);
    expect(status).toBe(400);
    expect(body.msg).toContain(CONTROL_CHARACTER_MESSAGE);
  });
});

describe('a stored username from before the alphabet', () => {
  it('still logs in, in any case, and keeps its spelling', async () => {
    const passwordHash = await hashPassword('fotball123');
    await app.deps.db.knex('users').insert({ username: 'GamleOla', passwordHash, teamName: 'Gamlekarene' });
    for (const typed of ['GamleOla', 'gamleola', 'GAMLEOLA']) {
      const { status, body } = await app.call('login', { username: typed, password: 'fotball123' });
      expect({ typed, status }).toEqual({ typed, status: 200 });
      expect(body.username).toBe('GamleOla');
    }
  });
});
