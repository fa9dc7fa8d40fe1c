import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import {
  AVAILABILITY_MESSAGES,
  availabilityRequestText,
  fantasyDeadline,
  kickoffAt,
  playerDisplayName,
  playerOutText,
} from '@vsf/engine';
import { TEAM_SLOTS } from '../fantasy';
import type { FixtureTableRow, PlayerTableRow } from '../platform/db/tables';
import { messages } from '../platform/http/errors';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';
import { askForAnswers, tellCarriedTeams } from './availabilityJobs';
import { readClockedFixture } from './matchFacts';

let app: TestApp;
const db = (): Knex => app.deps.db.knex;
let fixture: FixtureTableRow;
let next: FixtureTableRow;
let cookies: Record<'admin' | 'spiller' | 'vsffan', string>;
let spillerID: number;
/** Two active players: `left` is left out of the squad, `picked` is in it; a manager holds both. */
let left: PlayerTableRow;
let picked: PlayerTableRow;
let manager: number;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  app = await createTestApp('demo');
  const pointer = expectRow(await db()('season_state').first('thisMatchId', 'thisYear'));
  fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  next = expectRow(
    await db()('fixtures')
      .where({ season: pointer.thisYear })
      .where('date', '>', fixture.date)
      .whereNull('homeScore')
      .orderBy('date')
      .first(),
  );
  app.setNow(new Date(fantasyDeadline(fixture.date).getTime() - 48 * HOUR));
  cookies = {
    admin: await app.login('admin'),
    spiller: await app.login('spiller'),
    vsffan: await app.login('vsffan'),
  };
  spillerID = expectRow(await db()('users').where({ username: 'spiller' }).first('id')).id;
  const [first, second] = await db()('players').where({ active: 1 }).whereNull('userId').orderBy('id').limit(2);
  [left, picked] = [expectRow(first), expectRow(second)];
  const team = await teamWithout();
  manager = team.userId;
  await db()('fantasy_teams').where({ id: team.id }).update({ player1: left.id, player2: picked.id });
});
afterAll(() => app.close());

/** A team of the round holding neither of the two players (nor, when named, of that manager). */
async function teamWithout(notOf?: number) {
  const teams = await db()('fantasy_teams').where({ fixtureId: fixture.id }).whereNotNull('player1').orderBy('id');
  const ids = [left.id, picked.id];
  return expectRow(
    teams.find((team) => team.userId !== notOf && TEAM_SLOTS.every((slot) => !ids.includes(team[slot] ?? 0))),
  );
}

const squadRows = () => db()('published_squad_players').where({ fixtureId: fixture.id }).orderBy('playerId');
const playerOutNotices = (userId: number) =>
  db()('notices').where({ userId, kind: 'playerOut' }).orderBy('id').pluck('text');
const statusesOf = async (matchID: string) =>
  new Map(
    (await app.call('getPlayerStatuses', { matchID })).body.statuses.map((entry) => [entry.playerID, entry.status]),
  );

describe('getSquad before publication', () => {
  it('tells anyone that no squad is published yet', async () => {
    const { status, body } = await app.call('getSquad', { matchID: fixture.matchId });
    expect(status).toBe(200);
    expect(body.squad).toEqual({
      matchID: fixture.matchId,
      published: false,
      publishedAt: null,
      changedAt: null,
      players: [],
    });
    expect((await app.call('getSquad', { matchID: 'ingen-slik-kamp' })).status).toBe(404);
  });
});

describe('publishSquad', () => {
  it.each([
    ['an empty squad', () => [], AVAILABILITY_MESSAGES.squadEmpty],
    ['a player twice', () => [picked.id, picked.id], AVAILABILITY_MESSAGES.squadTwice],
    ['an unknown player', () => [picked.id, 999_999], AVAILABILITY_MESSAGES.unknownSquadPlayer],
    ['no list', () => 'alle', 'Troppen må være en liste med spillere.'],
  ])('refuses %s with a Norwegian message and publishes nothing', async (_what, playerIDs, msg) => {
    const answer = await app.callRaw(
      'publishSquad',
      { matchID: fixture.matchId, playerIDs: playerIDs() },
      { cookie: cookies.admin },
    );
    expect([answer.status, answer.body.msg]).toEqual([400, msg]);
    expect(await db()('published_squads').where({ fixtureId: fixture.id })).toEqual([]);
  });

  it.each([
    ['a club player', 'spiller', 403, messages.forbidden],
    ['a fan', 'vsffan', 403, messages.forbidden],
    ['a visitor', null, 401, messages.notLoggedIn],
  ] as const)('is for admins only: refuses %s', async (_who, login, status, msg) => {
    const answer = await app.call(
      'publishSquad',
      { matchID: fixture.matchId, playerIDs: [picked.id] },
      { cookie: login ? cookies[login] : null },
    );
    expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    expect(await squadRows()).toEqual([]);
  });

  it('publishes the squad for everyone, and tells the managers holding a player left out, once', async () => {
    app.events.length = 0;
    const { status, body } = await app.call(
      'publishSquad',
      { matchID: fixture.matchId, playerIDs: [picked.id] },
      { cookie: cookies.admin },
    );
    expect(status, body.msg).toBe(200);
    expect(body.squad).toMatchObject({
      published: true,
      players: [{ playerID: picked.id, name: playerDisplayName(picked) }],
    });
    expect(body.squad.publishedAt).toBe(body.squad.changedAt);
    expect((await app.call('getSquad', { matchID: fixture.matchId })).body.squad).toEqual(body.squad);
    const statuses = await statusesOf(fixture.matchId);
    expect([statuses.get(picked.id), statuses.get(left.id)]).toEqual(['inSquad', 'notInSquad']);
    // Everyone of the manager's team but the one picked is left out.
    const team = expectRow(await db()('fantasy_teams').where({ fixtureId: fixture.id, userId: manager }).first());
    const out = await db()('players').whereIn(
      'id',
      TEAM_SLOTS.map((slot) => team[slot] ?? 0).filter((id) => id !== picked.id),
    );
    const texts = out.map((player) =>
      playerOutText(playerDisplayName(player), 'notInSquad', fixture, fantasyDeadline(fixture.date)),
    );
    expect(texts).toHaveLength(6);
    expect((await playerOutNotices(manager)).sort()).toEqual(texts.sort());
    expect(app.events.map((message) => message.event)).toEqual(expect.arrayContaining(['squad:updated', 'notice:new']));

    await app.call('publishSquad', { matchID: fixture.matchId, playerIDs: [picked.id] }, { cookie: cookies.admin });
    expect(await playerOutNotices(manager)).toHaveLength(6);
  });

  it('takes a change after publishing: the first publication is kept, the change is logged', async () => {
    const first = (await app.call('getSquad', { matchID: fixture.matchId })).body.squad;
    app.setNow(new Date(app.deps.now().getTime() + HOUR));
    const { body } = await app.call(
      'publishSquad',
      { matchID: fixture.matchId, playerIDs: [picked.id, left.id] },
      { cookie: cookies.admin },
    );
    expect(body.squad.publishedAt).toBe(first.publishedAt);
    expect(body.squad.changedAt).not.toBe(first.changedAt);
    expect(body.squad.players.map((player) => player.playerID).sort()).toEqual([picked.id, left.id].sort());
    const logged = await db()('audit_log').where({ objectId: fixture.matchId }).orderBy('id').pluck('summary');
    expect(logged.filter((line) => line.startsWith('Troppen'))).toEqual([
      expect.stringMatching(/^Troppen publisert for /),
      expect.stringMatching(/^Troppen endret for /),
      expect.stringMatching(/^Troppen endret for /),
    ]);
  });

  it("shows a picked player's later doubt, and keeps him 'I troppen' for an earlier one", async () => {
    app.setNow(new Date(app.deps.now().getTime() + 60_000));
    await app.call(
      'setAvailability',
      { matchID: fixture.matchId, status: 'unsure', playerID: picked.id },
      { cookie: cookies.admin },
    );
    expect((await statusesOf(fixture.matchId)).get(picked.id)).toBe('unsure');
    app.setNow(new Date(app.deps.now().getTime() + HOUR));
    await app.call('publishSquad', { matchID: fixture.matchId, playerIDs: [picked.id] }, { cookie: cookies.admin });
    expect((await statusesOf(fixture.matchId)).get(picked.id)).toBe('inSquad');
  });

  it('is closed from kick-off on, and changes nothing', async () => {
    const before = await squadRows();
    app.setNow(kickoffAt(fixture.date, fixture.time.slice(0, 5)));
    const answer = await app.call(
      'publishSquad',
      { matchID: fixture.matchId, playerIDs: [left.id] },
      { cookie: cookies.admin },
    );
    expect([answer.status, answer.body.msg]).toEqual([400, AVAILABILITY_MESSAGES.squadClosed]);
    expect(await squadRows()).toEqual(before);
  });
});

describe('the job', () => {
  it('asks a club player three days before a fixture he has not answered, once', async () => {
    const kickoff = kickoffAt(next.date, next.time.slice(0, 5));
    app.setNow(new Date(kickoff.getTime() - 73 * HOUR));
    await askForAnswers(app.deps);
    const asked = () =>
      db()('notices').where({ userId: spillerID, kind: 'availabilityRequest', matchId: next.matchId }).pluck('text');
    expect(await asked()).toEqual([]);
    app.setNow(new Date(kickoff.getTime() - 71 * HOUR));
    expect(await askForAnswers(app.deps)).toBeGreaterThanOrEqual(1);
    expect(await asked()).toEqual([availabilityRequestText({ ...next, time: next.time.slice(0, 5) })]);
    expect(await askForAnswers(app.deps)).toBe(0);
    const { body } = await app.call('getNotices', {}, { cookie: cookies.spiller });
    expect(body.notices[0]).toMatchObject({ kind: 'availabilityRequest', matchID: next.matchId });
  });

  it("tells a manager whose team was carried to the round after the squad, and not after the round's deadline", async () => {
    const other = await teamWithout(manager);
    await db()('fantasy_teams').where({ id: other.id }).update({ player1: left.id });
    const before = await playerOutNotices(other.userId);
    const deadline = fantasyDeadline(fixture.date);
    app.setNow(deadline);
    expect(await tellCarriedTeams(app.deps, await readClockedFixture(db(), fixture.matchId))).toBe(0);
    app.setNow(new Date(deadline.getTime() - HOUR));
    expect(await tellCarriedTeams(app.deps, await readClockedFixture(db(), fixture.matchId))).toBeGreaterThanOrEqual(1);
    expect(await playerOutNotices(other.userId)).toEqual([
      ...before,
      playerOutText(playerDisplayName(left), 'notInSquad', fixture, deadline),
    ]);
    expect(await tellCarriedTeams(app.deps, await readClockedFixture(db(), fixture.matchId))).toBe(0);
  });
});
