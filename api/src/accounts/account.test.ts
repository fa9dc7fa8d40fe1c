import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('demo');
});
afterAll(() => app.close());

const knex = () => app.deps.db.knex;
const userRow = (username: string) => knex()('users').whereRaw('lower(username) = ?', [username]).first();
const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: 'nyfan',
  teamName: 'Nye Løver',
  password: 'hemmelig1',
  confirmPassword: 'hemmelig1',
  ...overrides,
});

describe('createNewUser', () => {
  it('registers, lower-cases and trims, stores an argon2id hash and logs the new user in', async () => {
    const pointer = expectRow(await knex()('season_state').first());
    const { status, body, cookie } = await app.call(
      'createNewUser',
      newUser({
        username: '  NyFan ',
        teamName: ' Nye Løver ',
        firstName: ' Kari ',
        lastName: 'Nordmann',
        birthdate: '1990-05-17',
        sex: 'Woman',
        email: 'kari@example.no',
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      isLoggedIn: true,
      username: 'nyfan',
      teamName: 'Nye Løver',
      firstName: 'Kari',
      birthdate: '1990-05-17',
      sex: 'Woman',
      email: 'kari@example.no',
      registerMatchID: pointer.thisMatchId,
      isAdmin: 0,
      isPoster: 0,
      isPlayer: 0,
      isFantasy: 1,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    const row = await userRow('nyfan');
    expect(String(row?.passwordHash)).toMatch(/^\$argon2id\$/);
    expect(cookie).toMatch(/^vsf_session=/);
    const me = await app.call('isLoggedIn', {}, { cookie });
    expect(me.body).toMatchObject({ isLoggedIn: true, username: 'nyfan' });
    const login = await app.call('login', { username: 'nyfan', password: 'hemmelig1' });
    expect(login.status).toBe(200);
  });

  it('keeps a registration match the body names when it exists', async () => {
    const fixture = expectRow(await knex()('fixtures').orderBy('id').first());
    const { body } = await app.call(
      'createNewUser',
      newUser({ username: 'medkamp', registerMatchID: fixture.matchId, confirmPassword: undefined }),
    );
    expect(body.registerMatchID).toBe(fixture.matchId);
  });

  it('ends the session of whoever was logged in on the browser before', async () => {
    const before = await app.login('vsffan');
    const { body, cookie } = await app.call(
      'createNewUser',
      newUser({ username: 'bytterbruker', confirmPassword: undefined }),
      { cookie: before },
    );
    expect(body.username).toBe('bytterbruker');
    expect((await app.call('isLoggedIn', {}, { cookie: before })).body.isLoggedIn).toBe(false);
    const session = (await app.call('isLoggedIn', {}, { cookie })).body;
    expect(session.isLoggedIn && session.username).toBe('bytterbruker');
  });

  it('refuses a username taken in any case with 409 and the spec text', async () => {
    const { status, body } = await app.call('createNewUser', newUser({ username: 'VSFFAN' }));
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, msg: 'Brukernavnet er allerede i bruk. Vennligst benytt et annet.' });
  });

  it.each([
    [{ username: 'ab' }, 'Brukernavnet må være mellom 3 og 20 bokstaver/tegn.'],
    [{ username: 'a'.repeat(21) }, 'Brukernavnet må være mellom 3 og 20 bokstaver/tegn.'],
    [{ teamName: ' xy ' }, 'Lagets navn må være mellom 3 og 30 bokstaver/tegn.'],
    [{ teamName: 'x'.repeat(31) }, 'Lagets navn må være mellom 3 og 30 bokstaver/tegn.'],
    [{ password: 'abcd', confirmPassword: 'abcd' }, 'Det nye passordet er ikke langt nok.'],
    [{ password: 'p'.repeat(21), confirmPassword: 'p'.repeat(21) }, 'Passordet kan være høyst 20 bokstaver/tegn.'],
    [{ confirmPassword: 'noe annet' }, 'De to passordene du tastet stemmer ikke overens.'],
    [{ email: 'ikke-en-adresse' }, 'E-postadressen er ikke gyldig.'],
    [{ birthdate: '1990-02-30' }, 'Fødselsdatoen må være en gyldig dato (åååå-mm-dd).'],
  ])('refuses %o with 400: %s', async (overrides, msg) => {
    const { status, body } = await app.call('createNewUser', newUser({ username: 'ugyldig', ...overrides }));
    expect(status).toBe(400);
    expect(body.msg).toContain(msg);
    expect(await userRow('ugyldig')).toBeUndefined();
  });

  it('refuses an unknown sex and a body of the wrong shape', async () => {
    expect((await app.call('createNewUser', newUser({ username: 'kjonn', sex: 'Mann' }))).status).toBe(400);
    expect((await app.callRaw('createNewUser', [])).status).toBe(400);
    expect((await app.callRaw('createNewUser', { username: {}, teamName: {}, password: {} })).status).toBe(400);
  });
});

describe('checkIfUsernameExists', () => {
  it('answers exists true for a taken username in any case, false otherwise', async () => {
    expect((await app.call('checkIfUsernameExists', { username: ' VsfFan ' })).body).toEqual({
      success: true,
      exists: true,
    });
    expect((await app.call('checkIfUsernameExists', { username: 'ingen-slik' })).body).toEqual({
      success: true,
      exists: false,
    });
    expect((await app.callRaw('checkIfUsernameExists', {})).status).toBe(400);
  });
});

// getSpecificUser lives with the articles (api/src/posts): it names only authors.
describe('getSpecificUser', () => {
  it('answers only the public names of an author, never account data', async () => {
    const author = expectRow(
      await knex()('posts').whereNotNull('written_by_id').where('published', 1).whereNot('written_by_id', 2).first(),
    );
    const authorId = expectRow(author.writtenById);
    const row = expectRow(await knex()('users').where('id', authorId).first());
    const { body } = await app.call('getSpecificUser', { userID: authorId });
    expect(body).toEqual({
      success: true,
      user: { firstName: row.firstName, lastName: row.lastName, username: row.username },
    });
    expect((await app.callRaw('getSpecificUser', { userID: 'abc' })).status).toBe(400);
  });
});

describe('updateUserInfo', () => {
  it('saves given fields, keeps empty ones, and answers the new session user', async () => {
    const cookie = await app.login('nyfan', 'hemmelig1');
    const { status, body } = await app.call(
      'updateUserInfo',
      { username: '', teamName: 'Løvene', firstName: '', lastName: 'Hansen', birthdate: '', sex: '', email: '' },
      { cookie },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      msg: 'Din informasjon er blitt lagret.',
      username: 'nyfan',
      teamName: 'Løvene',
      firstName: 'Kari',
      lastName: 'Hansen',
      birthdate: '1990-05-17',
      sex: 'Woman',
      email: 'kari@example.no',
    });
  });

  it('changes the username, lower-cased, and refuses one taken in any case', async () => {
    const cookie = await app.login('nyfan', 'hemmelig1');
    const taken = await app.call('updateUserInfo', { username: 'SPILLER' }, { cookie });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('Brukernavnet er allerede i bruk. Vennligst benytt et annet.');
    const renamed = await app.call('updateUserInfo', { username: 'KariFan' }, { cookie });
    expect(renamed.body).toMatchObject({ success: true, username: 'karifan' });
    // The same name in another case is the user's own: no conflict.
    expect((await app.call('updateUserInfo', { username: 'KARIFAN' }, { cookie })).status).toBe(200);
    await app.call('updateUserInfo', { username: 'nyfan' }, { cookie });
  });

  it('refuses another userID with 403, short names with 400, and anonymous callers with 401', async () => {
    const cookie = await app.login('nyfan', 'hemmelig1');
    const admin = await userRow('admin');
    const other = await app.callRaw('updateUserInfo', { userID: admin?.id, teamName: 'Hacket' }, { cookie });
    expect(other.status).toBe(403);
    expect((await userRow('admin'))?.teamName).toBe(admin?.teamName);
    const short = await app.call('updateUserInfo', { teamName: 'ab' }, { cookie });
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('Lagets navn må være mellom 3 og 30 bokstaver/tegn.');
    expect((await app.call('updateUserInfo', { teamName: 'Anonym' })).status).toBe(401);
  });
});

describe('checkOldPassword and changeUserPassword', () => {
  it('verifies only the session user’s own password', async () => {
    const cookie = await app.login('vsffan');
    expect(
      (await app.call('checkOldPassword', { username: 'vsffan', password: 'fotball123' }, { cookie })).body,
    ).toEqual({ success: true, correct: true });
    expect((await app.call('checkOldPassword', { username: 'vsffan', password: 'feil123' }, { cookie })).body).toEqual({
      success: true,
      correct: false,
    });
    const other = await app.call('checkOldPassword', { username: 'admin', password: 'fotball123' }, { cookie });
    expect(other.status).toBe(403);
    const short = await app.call('checkOldPassword', { username: 'vsffan', password: 'abc' }, { cookie });
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('Passordet er minst 5 bokstaver/tegn');
  });

  it('changes the password with the old one, ends the other sessions and keeps this one', async () => {
    const cookie = await app.login('nyfan', 'hemmelig1');
    const elsewhere = await app.login('nyfan', 'hemmelig1');
    const wrongOld = await app.call(
      'changeUserPassword',
      { username: 'nyfan', oldPassword: 'feilfeil', password: 'nytt-pass', confirmPassword: 'nytt-pass' },
      { cookie },
    );
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.msg).toBe('Det gamle passordet er feil.');
    const mismatch = await app.call(
      'changeUserPassword',
      { username: 'nyfan', oldPassword: 'hemmelig1', password: 'nytt-pass', confirmPassword: 'annet-pass' },
      { cookie },
    );
    expect(mismatch.body.msg).toBe('De to passordene du tastet stemmer ikke overens.');
    const tooShort = await app.call(
      'changeUserPassword',
      { username: 'nyfan', oldPassword: 'hemmelig1', password: 'kort' },
      { cookie },
    );
    expect(tooShort.body.msg).toBe('Det nye passordet er ikke langt nok.');
    const otherUser = await app.call(
      'changeUserPassword',
      { username: 'vsffan', oldPassword: 'fotball123', password: 'nytt-pass' },
      { cookie },
    );
    expect(otherUser.status).toBe(403);

    const { status, body } = await app.call(
      'changeUserPassword',
      { username: 'nyfan', oldPassword: 'hemmelig1', password: 'nytt-pass', confirmPassword: 'nytt-pass' },
      { cookie },
    );
    expect(status).toBe(200);
    expect(body.msg).toBe('Passordet er oppdatert.');
    expect((await app.call('isLoggedIn', {}, { cookie })).body.isLoggedIn).toBe(true);
    expect((await app.call('isLoggedIn', {}, { cookie: elsewhere })).body.isLoggedIn).toBe(false);
    expect((await app.call('login', { username: 'nyfan', password: 'hemmelig1' })).status).toBe(401);
    expect((await app.call('login', { username: 'nyfan', password: 'nytt-pass' })).status).toBe(200);
  });
});

describe('the modal settings and the first-login flag', () => {
  it.each([
    ['updateWelcomeModalSettings', 'displayWelcomeModal'],
    ['updateTeamTipsSettings', 'displayTeamTips'],
    ['updateLeagueTipsSettings', 'displayLeagueTips'],
  ] as const)('%s sets %s of the session user only', async (call, field) => {
    const cookie = await app.login('vsffan');
    const me = await userRow('vsffan');
    const hidden = await app.callRaw(call, { userID: me?.id, showModalAgain: 0 }, { cookie });
    expect(hidden.body).toEqual({ success: true, msg: 'Endringene har blitt lagret.' });
    expect((await userRow('vsffan'))?.[field]).toBe(0);
    await app.callRaw(call, { showModalAgain: 1 }, { cookie });
    expect((await userRow('vsffan'))?.[field]).toBe(1);
    const admin = await userRow('admin');
    expect((await app.callRaw(call, { userID: admin?.id, showModalAgain: 0 }, { cookie })).status).toBe(403);
    expect((await app.callRaw(call, { showModalAgain: 7 }, { cookie })).status).toBe(400);
    expect((await app.callRaw(call, { showModalAgain: 0 })).status).toBe(401);
  });

  it('setSeasonFirstTimeLoginForUser sets the flag for the session user', async () => {
    const cookie = await app.login('vsffan');
    expect((await app.call('setSeasonFirstTimeLoginForUser', { status: 0 }, { cookie })).body).toEqual({
      success: true,
    });
    expect((await userRow('vsffan'))?.seasonFirstTimeLogin).toBe(0);
    expect((await app.callRaw('setSeasonFirstTimeLoginForUser', { status: 'ja' }, { cookie })).status).toBe(400);
  });
});
