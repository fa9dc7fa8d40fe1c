import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { AUDIT_LOG_LIMIT } from '@vsf/engine';
import { type AuditEntry } from '@vsf/contract';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { expectRow } from '../../testing/rows';

let app: TestApp;
let admin: string;
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
});
afterAll(() => app.close());

const log = async (input: object = {}) => {
  const { status, body } = await app.call('getAuditLog', input, { cookie: admin });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.entries;
};
const newest = async () => expectRow((await log())[0]);

const fixtureForm = {
  round: 3,
  date: '14.06.2027',
  weekday: '',
  time: '19.30',
  pitch: 'Vinderen kunstgress',
  tournement: 'Testcupen 2027',
  matchID: 'AUDIT-1',
  homeTeam: 'Vinderen',
  awayTeam: 'Ullern 3',
  aside: 7,
};

describe('the audit hooks', () => {
  it('logs adding, changing and deleting a fixture, by the admin, with only the changed fields different', async () => {
    const added = await app.call('addFixture', fixtureForm, { cookie: admin });
    expect(added.status).toBe(200);
    const id = added.body.fixtureTableID as number;
    expect(await newest()).toMatchObject({
      kind: 'fixture',
      action: 'create',
      objectID: 'AUDIT-1',
      username: 'admin',
      before: null,
      after: { matchID: 'AUDIT-1', time: '19.30', awayTeam: 'Ullern 3', year: 2027 },
    });
    const changed = await app.call(
      'changeFixtureScheduleData',
      { ...fixtureForm, fixtureTableID: id, time: '20.00' },
      { cookie: admin },
    );
    expect(changed.status).toBe(200);
    const change = await newest();
    expect(change).toMatchObject({ action: 'update', before: { time: '19.30' }, after: { time: '20.00' } });
    expect({ ...change.before, time: '20.00' }).toEqual(change.after);
    expect(change.summary).toMatch(/^Kamp endret i kampprogrammet: VSF – Ullern 3 14.06.2027$/);
    expect((await app.call('deleteFixture', { fixtureTableID: id }, { cookie: admin })).status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'delete', after: null, before: { time: '20.00' } });
  });

  it('logs a change to a match line as the match before and after', async () => {
    const line = expectRow(await db()('match_stats').orderBy('id').first());
    const fixture = expectRow(await db()('fixtures').where({ id: line.fixtureId }).first());
    const { status } = await app.call(
      'updateVSFStats',
      { statsTableID: line.id, attendance: 1, keeper: line.keeper, goalsScored: line.goalsScored + 1 },
      { cookie: admin },
    );
    expect(status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ kind: 'match', action: 'update', objectID: fixture.matchId });
    const player = String(line.playerId);
    const players = (snapshot: AuditEntry['before']) =>
      (snapshot?.players ?? {}) as Record<string, { goalsScored: number }>;
    expect(players(entry.before)[player]?.goalsScored).toBe(line.goalsScored);
    expect(players(entry.after)[player]?.goalsScored).toBe(line.goalsScored + 1);
  });

  it('logs users created, changed and deleted, and a password change, never with a password or its hash', async () => {
    const registered = await app.call('createNewUser', {
      username: 'revisor',
      password: 'hemmelig123',
      teamName: 'Revisorene',
    });
    expect(registered.status).toBe(200);
    const userID = registered.body.userID as number;
    expect(await newest()).toMatchObject({ kind: 'user', action: 'create', username: 'revisor', userID });
    const edited = await app.call(
      'editUserData',
      { userID, username: '', teamName: '', isAdmin: 0, isPoster: 1, isPlayer: 0 },
      { cookie: admin },
    );
    expect(edited.status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'update', before: { isPoster: 0 }, after: { isPoster: 1 } });
    const own = await app.login('revisor', 'hemmelig123');
    const password = await app.call(
      'changeUserPassword',
      { username: 'revisor', oldPassword: 'hemmelig123', password: 'nyttpassord1' },
      { cookie: own },
    );
    expect(password.status).toBe(200);
    expect(await newest()).toMatchObject({ summary: 'Passord endret: revisor', before: null, after: null });
    expect((await app.call('deleteUser', { userID }, { cookie: admin })).status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'delete', after: null, before: { username: 'revisor' } });
    const text = JSON.stringify(await log({ kind: 'user' }));
    expect(text).not.toMatch(/hemmelig|nyttpassord|passwordHash|argon2/);
  });

  it('logs club players created, changed and deleted', async () => {
    const created = await app.call(
      'newVSFPlayer',
      { nickname: 'Revy', firstName: 'Rune', lastName: 'Revisor', position: 'Forsvar', jerseyNo: '4' },
      { cookie: admin },
    );
    expect(created.status).toBe(200);
    const playerID = created.body.playerID as number;
    expect(await newest()).toMatchObject({ kind: 'clubPlayer', action: 'create', objectID: String(playerID) });
    await app.call('setVSFPlayerActiveStatus', { playerID, status: 0 }, { cookie: admin });
    expect(await newest()).toMatchObject({ action: 'update', before: { active: 1 }, after: { active: 0 } });
    expect((await app.call('deleteVSFPlayer', { playerID }, { cookie: admin })).status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'delete', summary: 'Spiller slettet: Rune Revisor' });
  });

  it("logs a saved result as the match's creation, and each fixture the season's end deletes", async () => {
    const pointer = expectRow(await db()('season_state').first('thisYear', 'thisMatchId'));
    const fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
    app.setNow(new Date(`${fixture.date}T20:00:00Z`));
    const saved = await app.call(
      'saveMatch',
      {
        season: fixture.season,
        round: fixture.round,
        matchID: fixture.matchId,
        homeTeamScore: 0,
        awayTeamScore: 0,
        players: [],
      },
      { cookie: admin },
    );
    expect(saved.status, String(saved.body.msg)).toBe(200);
    expect(await newest()).toMatchObject({
      kind: 'match',
      action: 'create',
      objectID: fixture.matchId,
      before: { homeTeamScore: null },
      after: { homeTeamScore: 0, awayTeamScore: 0 },
    });
    expect((await newest()).summary).toMatch(/^Resultat lagt inn: .+ 0–0$/);
    const ended = await app.call('endSeason', {}, { cookie: admin });
    expect(ended.status, String(ended.body.msg)).toBe(200);
    const deletions = (await log({ kind: 'fixture' })).filter((entry) => entry.summary.includes('ved sesongslutt'));
    expect(deletions.length).toBe(ended.body.deletedFixtures);
    expect(deletions.length).toBeGreaterThan(0);
    expect(deletions.every((entry) => entry.action === 'delete' && entry.after === null)).toBe(true);
  });

  it('logs nothing for a refused write', async () => {
    const count = async () => Number(expectRow(await db()('audit_log').count({ n: '*' }).first()).n);
    const before = await count();
    const self = expectRow(await db()('users').where({ username: 'admin' }).first('id'));
    expect((await app.call('deleteUser', { userID: self.id }, { cookie: admin })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('getAuditLog', () => {
  it('filters by kind and by Oslo dates, both inclusive, newest first', async () => {
    const [a, b] = await db()('audit_log').orderBy('id').limit(2).pluck('id');
    // Oslo is two hours ahead in May: 22.30 UTC is 00.30 on 2 May there, 21.30 UTC still 1 May.
    await db()('audit_log')
      .where({ id: a })
      .update({ at: new Date('2026-05-01T22:30:00Z') });
    await db()('audit_log')
      .where({ id: b })
      .update({ at: new Date('2026-05-01T21:30:00Z') });
    expect((await log({ from: '2026-05-02', to: '2026-05-02' })).map((entry) => entry.auditID)).toEqual([a]);
    expect((await log({ from: '2026-05-01', to: '2026-05-01' })).map((entry) => entry.auditID)).toEqual([b]);
    expect((await log({ to: '2026-05-02' })).map((entry) => entry.auditID)).toEqual([a, b]);
    const fixtures = await log({ kind: 'fixture' });
    expect(fixtures.length).toBeGreaterThan(0);
    expect(fixtures.every((entry) => entry.kind === 'fixture')).toBe(true);
    const all = await log();
    expect(all.map((entry) => entry.at)).toEqual([...all.map((entry) => entry.at)].sort().reverse());
    expect(all.length).toBeLessThanOrEqual(AUDIT_LOG_LIMIT);
  });

  it('refuses unknown kinds, impossible dates and a period that ends before it starts, in Norwegian', async () => {
    const call = (input: object) => app.call('getAuditLog', input, { cookie: admin });
    expect(await call({ kind: 'post' })).toMatchObject({
      status: 400,
      body: { msg: 'Ukjent type i loggen. Velg kamp, hendelse, kampprogram, bruker eller spiller.' },
    });
    for (const date of ['2026-02-30', '01.05.2026', 'i går']) {
      expect(await call({ from: date })).toMatchObject({
        status: 400,
        body: { msg: 'Datoen må være en ekte dato skrevet som åååå-mm-dd.' },
      });
    }
    expect(await call({ from: '2026-05-02', to: '2026-05-01' })).toMatchObject({
      status: 400,
      body: { msg: 'Fra-datoen kan ikke være etter til-datoen.' },
    });
  });

  it('is for admins only', async () => {
    const poster = await app.login('skribent');
    expect((await app.call('getAuditLog', {}, { cookie: poster })).status).toBe(403);
    expect((await app.call('getAuditLog', {})).status).toBe(401);
  });
});
