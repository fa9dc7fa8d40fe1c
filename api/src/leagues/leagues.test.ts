import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOnlyMessage } from '@vsf/contract';
import { countRows } from '../platform/db/queryResults';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
let cookies: Record<string, string>;
let ids: Record<'admin' | 'skribent' | 'spiller' | 'vsffan', number>;
beforeAll(async () => {
  app = await createTestApp('demo');
  cookies = {};
  const idOf = async (username: string) => expectRow(await knex()('users').where({ username }).first('id')).id;
  ids = {
    admin: await idOf('admin'),
    skribent: await idOf('skribent'),
    spiller: await idOf('spiller'),
    vsffan: await idOf('vsffan'),
  };
  for (const name of Object.keys(ids)) cookies[name] = await app.login(name);
});
afterAll(() => app.close());

const knex = () => app.deps.db.knex;
const as = (name: string) => ({ cookie: cookies[name] });
const league = (id: number) => knex()('leagues').where({ id }).first();
const leagueByName = async (name: string) => expectRow(await knex()('leagues').where({ name }).first());
const members = (leagueId: number) => knex()('league_members').where({ leagueId }).orderBy('user_id').select();
const pointer = async () => expectRow(await knex()('season_state').first());

async function create(name: string, body: Record<string, unknown> = {}) {
  const { status, body: answer } = await app.call(
    'newFantasyLeague',
    { name, season: 2004, round: 1, privateLague: 0, password: '', userAdminID: ids.vsffan, ...body },
    as('vsffan'),
  );
  expect(status).toBe(200);
  return answer.leagueID;
}

describe('newFantasyLeague', () => {
  it('creates a private league with a hashed code; the creator is its admin and first member', async () => {
    const before = await pointer();
    const { status, body } = await app.call(
      'newFantasyLeague',
      { name: ' Kodeligaen ', season: 2004, round: 3, privateLague: 1, password: 'hemmelig', userAdminID: ids.vsffan },
      as('vsffan'),
    );
    expect(status).toBe(200);
    expect(body.msg).toBe(`Ligaen "Kodeligaen" er opprettet. Liga-ID: ${body.leagueID}.`);
    expect(JSON.stringify(body)).not.toMatch(/hemmelig|argon2/);
    const row = await league(body.leagueID);
    expect(row).toMatchObject({
      name: 'Kodeligaen',
      private: 1,
      active: 1,
      season: before.thisYear,
      adminUserId: ids.vsffan,
    });
    expect(String(row?.codeHash)).toMatch(/^\$argon2id\$/);
    expect(String(row?.codeHash)).not.toContain('hemmelig');
    const fixture = expectRow(await knex()('fixtures').where({ matchId: before.thisMatchId }).first());
    expect(await members(body.leagueID)).toMatchObject([
      { userId: ids.vsffan, season: before.thisYear, joinFixtureId: fixture.id, joinRound: fixture.round },
    ]);
  });

  it('keeps no code for a public league', async () => {
    const id = await create('Åpen liga', { password: 'ignorert' });
    expect((await league(id))?.codeHash).toBeNull();
  });

  it.each([
    [{ name: 'ab' }, 400, 'Liganavn må være minst 3 tegn'],
    [{ name: '   abc   '.padEnd(60, 'x') }, 400, 'Liganavn kan være høyst 50 tegn'],
    [{ privateLague: 1, password: ' ab ' }, 400, 'Koden må være minst 3 tegn'],
    [{ userAdminID: 1 }, 403, 'Du kan bare endre din egen bruker.'],
  ])('refuses %j and stores nothing', async (change, status, msg) => {
    const count = await countRows(knex()('leagues'));
    const answer = await app.callRaw(
      'newFantasyLeague',
      { name: 'Ugyldig liga', privateLague: 0, password: '', userAdminID: ids.vsffan, ...change },
      as('vsffan'),
    );
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, msg });
    expect(await countRows(knex()('leagues'))).toBe(count);
  });
});

describe('joining and leaving', () => {
  it('needs the right code for a private league, and shows the member from the next round', async () => {
    const id = await create('Privat klubb', { privateLague: 1, password: 'kode123' });
    const wrong = await app.call(
      'addNewFantasyLeagueMember',
      { leagueID: id, password: 'feil', userID: ids.skribent },
      as('skribent'),
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ success: false, msg: 'Koden er feil.' });
    expect(await members(id)).toHaveLength(1);

    const right = await app.call(
      'addNewFantasyLeagueMember',
      { leagueID: id, password: ' kode123 ', userID: ids.skribent },
      as('skribent'),
    );
    expect(right.body).toEqual({
      success: true,
      msg: 'Du deltar nå i ligaen: Privat klubb. Ditt brukernavn og dine poeng vil bli synlig i ligaen fra og med neste runde.',
    });
    const { thisYear, thisMatchId } = await pointer();
    const schedule = await knex()('fixtures')
      .where({ season: thisYear })
      .orderBy(['date', 'time', 'match_id'])
      .select();
    const next = schedule[schedule.findIndex((f) => f.matchId === thisMatchId) + 1]!;
    const joined = (await members(id)).find((m) => m.userId === ids.skribent);
    expect(joined).toMatchObject({ joinFixtureId: next.id, joinRound: next.round });

    const now = await app.call(
      'getFantasyLeagueMembers',
      { season: thisYear, leagueID: id, matchID: thisMatchId },
      as('vsffan'),
    );
    expect(now.body.members.map((m) => m.userID)).toEqual([ids.vsffan]);
    const later = await app.call(
      'getFantasyLeagueMembers',
      { season: thisYear, leagueID: id, matchID: next.matchId },
      as('vsffan'),
    );
    expect(later.body.members.map((m) => m.userID).sort()).toEqual([ids.vsffan, ids.skribent].sort());

    const again = await app.call(
      'addNewFantasyLeagueMember',
      { leagueID: id, password: 'kode123', userID: ids.skribent },
      as('skribent'),
    );
    expect(again.status).toBe(409);
  });

  it('lets anyone join a public league at once, and refuses an inactive one', async () => {
    const id = await create('Folkeligaen');
    const joined = await app.call('addNewFantasyLeagueMember', { leagueID: id, userID: ids.admin }, as('admin'));
    expect(joined.body).toEqual({ success: true, msg: 'Du deltar nå i ligaen: Folkeligaen.' });
    await app.call('deactivateFantasyLeague', { leagueID: id }, as('vsffan'));
    const refused = await app.call('addNewFantasyLeagueMember', { leagueID: id, userID: ids.skribent }, as('skribent'));
    expect(refused.body).toEqual({ success: false, msg: 'Ligaen er ikke aktiv.' });
    expect(await members(id)).toHaveLength(2);
  });

  it('acts only as the session user', async () => {
    const id = await create('Egen bruker');
    const forged = await app.call('addNewFantasyLeagueMember', { leagueID: id, userID: ids.admin }, as('spiller'));
    expect(forged.status).toBe(403);
    expect(await members(id)).toHaveLength(1);
  });

  it('lets a member leave, but not the admin', async () => {
    const id = await create('Forlatbar');
    const { thisYear } = await pointer();
    await app.call('addNewFantasyLeagueMember', { leagueID: id, userID: ids.skribent }, as('skribent'));
    const admin = await app.call(
      'removeFantasyLeagueMember',
      { leagueID: id, userID: ids.vsffan, season: thisYear },
      as('vsffan'),
    );
    expect(admin.status).toBe(403);
    expect(admin.body.msg).toBe(
      'Du kan ikke forlate en liga du er administrator for. Du kan slette eller deaktivere ligaen fra din profil-side.',
    );
    const left = await app.call(
      'removeFantasyLeagueMember',
      { leagueID: id, userID: ids.skribent, season: thisYear },
      as('skribent'),
    );
    expect(left.body).toEqual({ success: true, msg: 'Du er nå fjernet fra ligaen: "Forlatbar".' });
    expect((await members(id)).map((m) => m.userId)).toEqual([ids.vsffan]);
    const notMember = await app.call(
      'removeFantasyLeagueMember',
      { leagueID: id, userID: ids.skribent, season: thisYear },
      as('skribent'),
    );
    expect(notMember.status).toBe(404);
  });
});

describe("the admin's own actions", () => {
  it.each([
    'activateFantasyLeague',
    'deactivateFantasyLeague',
    'deleteFantasyLeague',
    'removeAllMembersFromFantasyLeague',
  ] as const)('%s is refused to anyone but the league admin, even a site admin', async (call) => {
    const id = await create(`Vernet ${call}`);
    await app.call('addNewFantasyLeagueMember', { leagueID: id, userID: ids.skribent }, as('skribent'));
    const before = [await league(id), await members(id)];
    const refused = await app.call(call, { leagueID: id }, as('admin'));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, msg: 'Bare ligaens administrator kan endre ligaen.' });
    expect([await league(id), await members(id)]).toEqual(before);
  });

  it("removes every member of the league's season but its admin, keeping earlier seasons", async () => {
    const id = await create('Tømmes');
    const { thisYear } = await pointer();
    for (const name of ['admin', 'skribent'] as const) {
      await app.call('addNewFantasyLeagueMember', { leagueID: id, userID: ids[name] }, as(name));
    }
    await knex()('league_members').insert({
      leagueId: id,
      userId: ids.spiller,
      season: thisYear - 1,
      joinedAt: new Date(),
      joinRound: 1,
    });
    const eventsBefore = app.events.length;
    const emptied = await app.call('removeAllMembersFromFantasyLeague', { leagueID: id }, as('vsffan'));
    expect(emptied.body).toEqual({
      success: true,
      msg: 'Alle medlemmene unntatt deg er fjernet fra ligaen.',
      removed: 2,
    });
    const left = (await members(id)).map((m) => `${String(m.userId)}/${String(m.season)}`).sort();
    expect(left).toEqual([`${ids.vsffan}/${thisYear}`, `${ids.spiller}/${thisYear - 1}`].sort());
    // Like joining and leaving, it announces nothing to browsers (league tables are read when
    // opened); the API processes hear it, to drop the tables they keep.
    expect(app.events.slice(eventsBefore)).toEqual([apiOnlyMessage('leagues:changed', { leagueIDs: [id] })]);
    const again = await app.call('removeAllMembersFromFantasyLeague', { leagueID: id }, as('vsffan'));
    expect(again.body.removed).toBe(0);
    expect((await app.call('removeAllMembersFromFantasyLeague', { leagueID: 999_999 }, as('vsffan'))).status).toBe(404);
  });

  it('deactivates, activates and deletes with the members', async () => {
    const id = await create('Kortlivet');
    await app.call('addNewFantasyLeagueMember', { leagueID: id, userID: ids.admin }, as('admin'));
    expect((await app.call('deactivateFantasyLeague', { leagueID: id }, as('vsffan'))).body.msg).toBe(
      'Ligaen er nå deaktivert.',
    );
    expect((await league(id))?.active).toBe(0);
    expect((await app.call('activateFantasyLeague', { leagueID: id }, as('vsffan'))).body.msg).toBe(
      'Ligaen er nå aktivert.',
    );
    expect((await league(id))?.active).toBe(1);
    expect((await app.call('deleteFantasyLeague', { leagueID: id }, as('vsffan'))).body.msg).toBe(
      'Ligaen er nå slettet.',
    );
    expect(await league(id)).toBeUndefined();
    expect(await members(id)).toEqual([]);
    expect((await app.call('deleteFantasyLeague', { leagueID: id }, as('vsffan'))).status).toBe(404);
  });

  it('renames and changes privacy and code; a code is kept only while private', async () => {
    const id = await create('Skiftende');
    const refused = await app.call(
      'updateFantasyLeague',
      { leagueID: id, leagueName: 'Kapret', leaguePrivate: 0 },
      as('spiller'),
    );
    expect(refused.status).toBe(403);
    const noCode = await app.call(
      'updateFantasyLeague',
      { leagueID: id, leagueName: 'Skiftende', leaguePrivate: 1, leagueCode: '' },
      as('vsffan'),
    );
    expect(noCode.body).toEqual({
      success: false,
      msg: 'Du må lage en liga-kode dersom du vil at ligaen skal være kode-beskyttet',
    });
    const short = await app.call(
      'updateFantasyLeague',
      { leagueID: id, leagueName: 'Skiftende', leaguePrivate: 1, leagueCode: 'ab' },
      as('vsffan'),
    );
    expect(short.body.msg).toBe('Liga-koden må være minst 3 bokstaver/tegn');
    expect(await league(id)).toMatchObject({ name: 'Skiftende', private: 0, codeHash: null });

    const saved = await app.call(
      'updateFantasyLeague',
      { leagueID: id, leagueName: 'Nytt navn', leaguePrivate: 1, leagueCode: 'ny-kode' },
      as('vsffan'),
    );
    expect(saved.body).toEqual({ success: true, msg: 'Endringene har blitt lagret.', codeChanged: true });
    const hash = (await league(id))?.codeHash;
    expect(String(hash)).toMatch(/^\$argon2id\$/);
    const renamed = await app.call(
      'updateFantasyLeague',
      { leagueID: id, leagueName: 'Nytt navn 2', leaguePrivate: 1 },
      as('vsffan'),
    );
    expect(renamed.body.codeChanged).toBe(false);
    expect((await league(id))?.codeHash).toBe(hash);
    const join = await app.call(
      'addNewFantasyLeagueMember',
      { leagueID: id, password: 'ny-kode', userID: ids.skribent },
      as('skribent'),
    );
    expect(join.status).toBe(200);

    await app.call(
      'updateFantasyLeague',
      { leagueID: id, leagueName: 'Nytt navn 2', leaguePrivate: 0, leagueCode: 'x' },
      as('vsffan'),
    );
    expect(await league(id)).toMatchObject({ private: 0, codeHash: null });
  });

  it("brings an old season's league into this season with its members", async () => {
    const old = await leagueByName('Sommerligaen');
    const { thisYear } = await pointer();
    const oldMembers = (await members(old.id)).filter((m) => m.season === old.season).map((m) => m.userId);
    expect((await app.call('activateFantasyLeague', { leagueID: old.id }, as('skribent'))).status).toBe(409);
    const refused = await app.call(
      'reActivateOldFantasyLeague',
      { leagueID: old.id, activeFromRound: 3 },
      as('vsffan'),
    );
    expect(refused.status).toBe(403);
    const done = await app.call(
      'reActivateOldFantasyLeague',
      { leagueID: old.id, season: thisYear, activeFromRound: 3, previousSeasons: [] },
      as('skribent'),
    );
    expect(done.body).toEqual({ success: true, msg: `Ligaen er nå aktivert for sesongen ${thisYear}.` });
    expect(await league(old.id)).toMatchObject({ season: thisYear, active: 1, activeFromRound: 3 });
    const carried = (await members(old.id)).filter((m) => m.season === thisYear);
    expect(carried.map((m) => m.userId).sort()).toEqual([...oldMembers].sort());
    expect(carried.every((m) => m.joinRound === 3)).toBe(true);
    const listed = await app.call('getFantasyLeaguesForAdmin', { userID: ids.skribent }, as('skribent'));
    expect(listed.body.leagues.find((l) => l.leagueID === old.id)?.previousSeasons).toEqual([old.season]);
    const twice = await app.call(
      'reActivateOldFantasyLeague',
      { leagueID: old.id, activeFromRound: 3 },
      as('skribent'),
    );
    expect(twice.status).toBe(409);
  });
});
