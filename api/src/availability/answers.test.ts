import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import {
  AVAILABILITY_MESSAGES,
  fantasyDeadline,
  kickoffAt,
  playerDisplayName,
  playerOutText,
  type IsoDate,
} from '@vsf/engine';
import type { BusMessage } from '@vsf/contract';
import { TEAM_SLOTS } from '../fantasy';
import type { FixtureTableRow, PlayerTableRow } from '../platform/db/tables';
import { messages } from '../platform/http/errors';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
const db = (): Knex => app.deps.db.knex;
let fixture: FixtureTableRow;
let kickoff: Date;
/** The demo's club player with an account ('spiller'), and one without. */
let own: PlayerTableRow;
let withoutAccount: PlayerTableRow;
let cookies: Record<'admin' | 'spiller' | 'vsffan', string>;
/** A manager whose team for the round holds the club player. */
let manager: number;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  app = await createTestApp('demo');
  const pointer = expectRow(await db()('season_state').first('thisMatchId'));
  fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  kickoff = kickoffAt(fixture.date, fixture.time.slice(0, 5));
  app.setNow(new Date(fantasyDeadline(fixture.date as IsoDate).getTime() - 24 * HOUR));
  cookies = {
    admin: await app.login('admin'),
    spiller: await app.login('spiller'),
    vsffan: await app.login('vsffan'),
  };
  const spiller = expectRow(await db()('users').where({ username: 'spiller' }).first('id'));
  own = expectRow(await db()('players').where({ userId: spiller.id }).first());
  withoutAccount = expectRow(await db()('players').where({ active: 1 }).whereNull('userId').orderBy('id').first());
  const team = expectRow(
    await db()('fantasy_teams').where({ fixtureId: fixture.id }).whereNot('userId', spiller.id).orderBy('id').first(),
  );
  manager = team.userId;
  // The club player on the manager's team, in a slot no other player of his holds.
  const slots = TEAM_SLOTS.filter((slot) => team[slot] !== own.id);
  await db()('fantasy_teams')
    .where({ id: team.id })
    .update({ [slots[0]!]: own.id });
});
afterAll(() => app.close());

const answerRows = () => db()('availability_answers').where({ fixtureId: fixture.id }).orderBy('playerId');
const playerOutNotices = (userId: number) => db()('notices').where({ userId, kind: 'playerOut' }).pluck('text');

describe('setAvailability', () => {
  it("takes a club player's own answer and comment, and tells the managers who hold him", async () => {
    app.events.length = 0;
    const { status, body } = await app.call(
      'setAvailability',
      { matchID: fixture.matchId, status: 'unavailable', comment: '  Jobber til 19 ' },
      { cookie: cookies.spiller },
    );
    expect(status, body.msg).toBe(200);
    expect(body.answer).toMatchObject({
      playerID: own.id,
      name: playerDisplayName(own),
      hasAccount: true,
      status: 'unavailable',
      comment: 'Jobber til 19',
      answeredBy: null,
    });
    expect(await answerRows()).toEqual([expect.objectContaining({ playerId: own.id, status: 'unavailable' })]);
    const text = playerOutText(playerDisplayName(own), 'unavailable', fixture, fantasyDeadline(fixture.date));
    expect(await playerOutNotices(manager)).toEqual([text]);
    const events = app.events.map((message: BusMessage) => message.event);
    expect(events).toEqual(expect.arrayContaining(['squad:updated', 'notice:new']));
  });

  it('keeps the comment when only the answer changes, and tells a manager once per player and round', async () => {
    await app.call('setAvailability', { matchID: fixture.matchId, status: 'available' }, { cookie: cookies.spiller });
    const again = await app.call(
      'setAvailability',
      { matchID: fixture.matchId, status: 'unavailable' },
      { cookie: cookies.spiller },
    );
    expect(again.body.answer).toMatchObject({ status: 'unavailable', comment: 'Jobber til 19' });
    expect(await playerOutNotices(manager)).toHaveLength(1);
  });

  it('lets an admin answer for a player without an account, and names the admin', async () => {
    const { status, body } = await app.call(
      'setAvailability',
      { matchID: fixture.matchId, status: 'unsure', comment: 'Ringte treneren', playerID: withoutAccount.id },
      { cookie: cookies.admin },
    );
    expect(status, body.msg).toBe(200);
    expect(body.answer).toMatchObject({ status: 'unsure', hasAccount: false, answeredBy: 'admin' });
  });

  it.each([
    ['another player', 'spiller', () => ({ playerID: withoutAccount.id }), 403, AVAILABILITY_MESSAGES.notOwnProfile],
    ['a fan without a profile', 'vsffan', () => ({}), 403, AVAILABILITY_MESSAGES.noProfile],
    ['a visitor', null, () => ({}), 401, messages.notLoggedIn],
  ] as const)('refuses %s and changes nothing', async (_who, login, extra, status, msg) => {
    const before = await answerRows();
    const answer = await app.call(
      'setAvailability',
      { matchID: fixture.matchId, status: 'available', ...extra() },
      { cookie: login ? cookies[login] : null },
    );
    expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    expect(await answerRows()).toEqual(before);
  });

  it.each([
    ['an unknown answer', { status: 'kanskje' }, 400, AVAILABILITY_MESSAGES.statusInvalid],
    ['a comment too long', { status: 'unsure', comment: 'x'.repeat(101) }, 400, AVAILABILITY_MESSAGES.commentTooLong],
    ['no match', { status: 'unsure', matchID: '' }, 400, 'Kampnummer mangler.'],
    ['an unknown match', { status: 'unsure', matchID: 'ingen-slik-kamp' }, 404, 'Kampen finnes ikke.'],
    ['an unknown player', { status: 'unsure', playerID: 999_999 }, 404, AVAILABILITY_MESSAGES.unknownPlayer],
  ])('answers %s with a Norwegian message and changes nothing', async (_what, body, status, msg) => {
    const before = await answerRows();
    const answer = await app.callRaw(
      'setAvailability',
      { matchID: fixture.matchId, ...body },
      { cookie: cookies.admin },
    );
    expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    expect(await answerRows()).toEqual(before);
  });
});

describe('getAvailability', () => {
  it("shows an admin every club player's answer and comment, and who has not answered", async () => {
    const { status, body } = await app.call('getAvailability', { matchID: fixture.matchId }, { cookie: cookies.admin });
    expect(status).toBe(200);
    expect(body.match).toMatchObject({ matchID: fixture.matchId, open: true });
    const active = await db()('players').where({ active: 1 }).pluck('id');
    expect(body.answers.map((answer) => answer.playerID).sort((a, b) => a - b)).toEqual(
      expect.arrayContaining(active.sort((a, b) => a - b)),
    );
    const byID = new Map(body.answers.map((answer) => [answer.playerID, answer]));
    expect(byID.get(own.id)).toMatchObject({ status: 'unavailable', comment: 'Jobber til 19' });
    expect(byID.get(withoutAccount.id)).toMatchObject({ status: 'unsure', comment: 'Ringte treneren' });
    const notAnswered = body.answers.filter((answer) => answer.status === null);
    expect(notAnswered.length).toBe(active.length - 2);
    expect(notAnswered.every((answer) => answer.comment === '' && answer.answeredAt === null)).toBe(true);
  });

  it('shows a club player their own answer only, and refuses a fan and a visitor', async () => {
    const player = await app.call('getAvailability', { matchID: fixture.matchId }, { cookie: cookies.spiller });
    expect(player.body.answers).toEqual([expect.objectContaining({ playerID: own.id, comment: 'Jobber til 19' })]);
    const fan = await app.call('getAvailability', { matchID: fixture.matchId }, { cookie: cookies.vsffan });
    expect([fan.status, fan.body.msg]).toEqual([403, AVAILABILITY_MESSAGES.mayNotRead]);
    expect((await app.call('getAvailability', { matchID: fixture.matchId })).status).toBe(401);
  });

  it("lists a club player's coming fixtures, each with their own answer", async () => {
    const { body } = await app.call('getMyAvailability', {}, { cookie: cookies.spiller });
    expect(body.fixtures[0]).toMatchObject({
      match: { matchID: fixture.matchId, open: true },
      answer: { playerID: own.id, status: 'unavailable' },
    });
    expect(body.fixtures.every((entry) => entry.match.open && entry.answer.playerID === own.id)).toBe(true);
    expect((await app.call('getMyAvailability', {}, { cookie: cookies.vsffan })).status).toBe(403);
  });
});

describe('getPlayerStatuses', () => {
  it("tells anyone each club player's status, never the comment", async () => {
    const { status, body } = await app.call('getPlayerStatuses', { matchID: fixture.matchId });
    expect(status).toBe(200);
    const byID = new Map(body.statuses.map((entry) => [entry.playerID, entry.status]));
    expect(byID.get(own.id)).toBe('unavailable');
    expect(byID.get(withoutAccount.id)).toBe('unsure');
    expect(JSON.stringify(body)).not.toContain('Jobber til 19');
  });
});

describe('closing at kick-off', () => {
  it('refuses an answer from the kick-off minute on, and changes nothing', async () => {
    const before = await answerRows();
    app.setNow(kickoff);
    const { status, body } = await app.call(
      'setAvailability',
      { matchID: fixture.matchId, status: 'available' },
      { cookie: cookies.spiller },
    );
    expect([status, body.msg]).toEqual([400, AVAILABILITY_MESSAGES.answerClosed]);
    expect(await answerRows()).toEqual(before);
    const { body: mine } = await app.call('getAvailability', { matchID: fixture.matchId }, { cookie: cookies.spiller });
    expect(mine.match.open).toBe(false);
  });

  it('refuses it as soon as the touchline kicks the match off, even before its time', async () => {
    app.setNow(new Date(kickoff.getTime() - HOUR));
    const started = await app.call(
      'startLiveMatch',
      { matchID: fixture.matchId, squad: [own.id], keeperID: null },
      { cookie: cookies.admin },
    );
    expect(started.status, started.body.msg).toBe(200);
    const { status, body } = await app.call(
      'setAvailability',
      { matchID: fixture.matchId, status: 'available', playerID: own.id },
      { cookie: cookies.admin },
    );
    expect([status, body.msg]).toEqual([400, AVAILABILITY_MESSAGES.answerClosed]);
  });
});
