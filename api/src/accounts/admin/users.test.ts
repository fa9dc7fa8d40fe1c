import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../platform/db/queryResults';
import { expectRow } from '../../testing/rows';
import { createTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
});
afterAll(() => app.close());

const knex = () => app.deps.db.knex;
const idOf = async (username: string) =>
  expectRow(await knex()('users').whereRaw('lower(username) = ?', [username]).first('id')).id;
const count = (table: string, where: Record<string, unknown>) => countRows(knex()(table).where(where));

describe('getUsers and searchUsers', () => {
  it('lists every user by username, without password hashes', async () => {
    const { status, body } = await app.call('getUsers', {}, { cookie: admin });
    expect(status).toBe(200);
    const total = await countRows(knex()('users'));
    expect(body.users).toHaveLength(total);
    const names = body.users.map((user) => user.username);
    expect(names).toEqual([...names].sort());
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
    const spiller = body.users.find((user) => user.username === 'spiller');
    const linked = expectRow(await knex()('players').where('user_id', spiller?.userID).first('id'));
    expect(spiller).toMatchObject({ isPlayer: 1, playerID: linked.id });
  });

  it('searches username, team name and names case-insensitively, with % taken literally', async () => {
    const fan = expectRow(
      await knex()('users')
        .where('id', await idOf('vsffan'))
        .first(),
    );
    const byName = await app.call('searchUsers', { searchString: 'VSFF' }, { cookie: admin });
    expect(byName.body.users.map((user) => user.username)).toContain('vsffan');
    const byTeam = await app.call('searchUsers', { searchString: fan.teamName.toUpperCase() }, { cookie: admin });
    expect(byTeam.body.users.map((user) => user.username)).toContain('vsffan');
    const wildcard = await app.call('searchUsers', { searchString: '%' }, { cookie: admin });
    expect(wildcard.body.users).toEqual([]);
    const all = await app.call('searchUsers', { searchString: '  ' }, { cookie: admin });
    expect(all.body.users.length).toBeGreaterThan(50);
    expect((await app.callRaw('searchUsers', { searchString: {} }, { cookie: admin })).status).toBe(400);
  });
});

describe('editUserData', () => {
  it('changes username (lower-cased), team name and the flags; empty fields keep the stored value', async () => {
    const userID = await idOf('vsffan');
    const before = expectRow(await knex()('users').where('id', userID).first());
    const { status, body } = await app.call(
      'editUserData',
      { userID, username: 'SuperFan', teamName: '', isAdmin: 0, isPoster: 1, isPlayer: 0 },
      { cookie: admin },
    );
    expect(status).toBe(200);
    expect(body.msg).toBe('Endringene er lagret.');
    expect(body.user).toMatchObject({ username: 'superfan', teamName: before.teamName, isPoster: 1 });
    // The new role counts at once for the user's open session.
    const fan = await app.login('superfan');
    const session = (await app.call('isLoggedIn', {}, { cookie: fan })).body;
    expect(session.isLoggedIn && session.isPoster).toBe(1);
    await app.call(
      'editUserData',
      { userID, username: 'vsffan', teamName: 'Fanatikerne', isAdmin: 0, isPoster: 0, isPlayer: 0 },
      { cookie: admin },
    );
    expect(await knex()('users').where('id', userID).first('username', 'teamName', 'isPoster')).toEqual({
      username: 'vsffan',
      teamName: 'Fanatikerne',
      isPoster: 0,
    });
  });

  it('refuses a username taken in any case (409) and bad lengths (400)', async () => {
    const userID = await idOf('vsffan');
    const flags = { isAdmin: 0, isPoster: 0, isPlayer: 0 } as const;
    const taken = await app.call('editUserData', { userID, username: 'Skribent', ...flags }, { cookie: admin });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('Brukernavnet er allerede i bruk. Vennligst benytt et annet.');
    const short = await app.call('editUserData', { userID, username: 'ab', ...flags }, { cookie: admin });
    expect(short.body.msg).toBe('Brukernavnet må være mellom 3 og 20 bokstaver/tegn.');
    const team = await app.call('editUserData', { userID, teamName: 'x'.repeat(31), ...flags }, { cookie: admin });
    expect(team.body.msg).toBe('Lagets navn må være mellom 3 og 30 bokstaver/tegn.');
    expect((await app.callRaw('editUserData', { userID, ...flags, isAdmin: 3 }, { cookie: admin })).status).toBe(400);
    expect((await app.call('editUserData', { userID: 999999, ...flags }, { cookie: admin })).status).toBe(404);
  });

  it('unlinks the club profile when isPlayer is unchecked', async () => {
    const userID = await idOf('spiller');
    expect(await count('players', { user_id: userID })).toBe(1);
    await app.call(
      'editUserData',
      { userID, username: '', teamName: '', isAdmin: 0, isPoster: 0, isPlayer: 0 },
      { cookie: admin },
    );
    expect(await count('players', { user_id: userID })).toBe(0);
    expect(expectRow(await knex()('users').where('id', userID).first()).isPlayer).toBe(0);
  });

  it('does not let an admin remove their own admin flag', async () => {
    const userID = await idOf('admin');
    const { status, body } = await app.call(
      'editUserData',
      { userID, isAdmin: 0, isPoster: 1, isPlayer: 0 },
      { cookie: admin },
    );
    expect(status).toBe(400);
    expect(body.msg).toBe('Du kan ikke fjerne administratortilgangen fra din egen bruker.');
  });
});

describe('deleteUser', () => {
  it('deletes the account with its fantasy teams, league memberships and sessions, in one go', async () => {
    const victim = await app.call('createNewUser', {
      username: 'slettmeg',
      teamName: 'Borte Vekk',
      password: 'hemmelig1',
    });
    const cookie = victim.cookie!;
    const userID = Number(victim.body.userID);
    const fixture = expectRow(await knex()('fixtures').orderBy('id').first('id'));
    const league = expectRow(await knex()('leagues').first('id', 'season'));
    await knex()('fantasy_teams').insert({ userId: userID, fixtureId: fixture.id });
    await knex()('league_members').insert({ leagueId: league.id, userId: userID, season: league.season });
    expect((await app.call('isLoggedIn', {}, { cookie })).body.isLoggedIn).toBe(true);

    const { status, body } = await app.call('deleteUser', { userID }, { cookie: admin });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, msg: 'Brukeren er nå slettet.' });
    expect(await count('users', { id: userID })).toBe(0);
    expect(await count('fantasy_teams', { user_id: userID })).toBe(0);
    expect(await count('league_members', { user_id: userID })).toBe(0);
    expect(await count('sessions', { user_id: userID })).toBe(0);
    expect((await app.call('isLoggedIn', {}, { cookie })).body).toEqual({ success: true, isLoggedIn: false });
    expect((await app.call('deleteUser', { userID }, { cookie: admin })).status).toBe(404);
  });

  it('keeps the leagues a deleted user administered, for their members', async () => {
    const league = expectRow(
      await knex()('leagues')
        .where('admin_user_id', await idOf('spiller'))
        .first(),
    );
    await app.call('deleteUser', { userID: expectRow(league.adminUserId) }, { cookie: admin });
    expect(await knex()('leagues').where('id', league.id).first('adminUserId')).toEqual({ adminUserId: null });
  });

  it('refuses to delete the bot or oneself', async () => {
    const bot = await app.call('deleteUser', { userID: 2 }, { cookie: admin });
    expect(bot.status).toBe(400);
    expect(bot.body.msg).toBe('Boten (bruker 2) kan ikke slettes: den skriver de automatiske meldingene i feeden.');
    const self = await app.call('deleteUser', { userID: await idOf('admin') }, { cookie: admin });
    expect(self.body.msg).toBe('Du kan ikke slette din egen bruker.');
    expect(await count('users', { id: 2 })).toBe(1);
    expect((await app.callRaw('deleteUser', { userID: 'x' }, { cookie: admin })).status).toBe(400);
  });
});

describe('removeAllFantasyStatsForMember and removeMemberFromAllLeagues', () => {
  it('remove what they say, and nothing of anyone else', async () => {
    const userID = await idOf('skribent');
    const others = await countRows(knex()('fantasy_teams').whereNot('user_id', userID));
    const teams = await count('fantasy_teams', { user_id: userID });
    const stats = await app.call('removeAllFantasyStatsForMember', { userID }, { cookie: admin });
    expect(stats.body).toMatchObject({ success: true, removed: teams });
    expect(await count('fantasy_teams', { user_id: userID })).toBe(0);
    const after = await countRows(knex()('fantasy_teams').whereNot('user_id', userID));
    expect(after).toBe(others);

    const memberships = await count('league_members', { user_id: userID });
    const leagues = await app.call('removeMemberFromAllLeagues', { userID }, { cookie: admin });
    expect(leagues.body).toMatchObject({ success: true, removed: memberships });
    expect(await count('league_members', { user_id: userID })).toBe(0);
    expect((await app.callRaw('removeMemberFromAllLeagues', { userID: [] }, { cookie: admin })).status).toBe(400);
  });
});

describe('resetSeasonFirstTimeLoginForAllUsers', () => {
  it('marks every user as logging in for the first time this season', async () => {
    await knex()('users').update({ seasonFirstTimeLogin: 0 });
    const { body } = await app.call('resetSeasonFirstTimeLoginForAllUsers', {}, { cookie: admin });
    expect(body).toMatchObject({ success: true, msg: 'Alle brukere logger nå inn for første gang denne sesongen.' });
    expect(await count('users', { season_first_time_login: 0 })).toBe(0);
  });
});

describe('the admin calls for anyone else', () => {
  it.each([
    'getUsers',
    'searchUsers',
    'editUserData',
    'deleteUser',
    'removeAllFantasyStatsForMember',
    'removeMemberFromAllLeagues',
    'resetSeasonFirstTimeLoginForAllUsers',
  ])('%s refuses a poster (403) and a visitor (401)', async (call) => {
    const poster = await app.login('skribent');
    expect((await app.callRaw(call, { userID: 1, searchString: '' }, { cookie: poster })).status).toBe(403);
    expect((await app.callRaw(call, { userID: 1, searchString: '' })).status).toBe(401);
  });
});
