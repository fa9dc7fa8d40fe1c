import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { BOT_USER_ID, osloDateTimeToInstant, playerDisplayName, type IsoDate } from '@vsf/engine';
import { fanoutPayload, type BusMessage, type NoticeNewPayload } from '@vsf/contract';
import type { FixtureTableRow } from '../platform/db/tables';
import { TEAM_SLOTS } from '../fantasy';
import { expectRow } from '../testing/rows';
import { runNoticeJobs, startNoticeJobs } from './resultReadyJobs';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
let admin: string;
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
});
afterAll(() => app.close());

interface Line {
  playerID: number;
  attendance: 1;
  keeper: 0 | 1;
  goalsScored: number;
  yellowCards: number;
}

/** The season's current match, its evening on the clock. */
async function currentMatch(): Promise<FixtureTableRow> {
  const pointer = expectRow(await db()('season_state').first('thisMatchId'));
  const fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  app.setNow(osloDateTimeToInstant(fixture.date as IsoDate, '22.00'));
  return fixture;
}

/** 1–0 to the club; `lines[1]` scores. */
async function save(fixture: FixtureTableRow, lines: Line[]): Promise<void> {
  const clubAtHome = ['Vinderen SF', 'Vinderen', 'Vindern'].includes(fixture.homeTeam);
  const { status, body } = await app.call(
    'saveMatch',
    {
      season: fixture.season,
      round: fixture.round,
      matchID: fixture.matchId,
      homeTeamScore: clubAtHome ? 1 : 0,
      awayTeamScore: clubAtHome ? 0 : 1,
      trivia: fixture.trivia,
      players: lines,
    },
    { cookie: admin },
  );
  expect(status, String(body.msg)).toBe(200);
}

const teamsOf = (fixtureId: number) =>
  db()('fantasy_teams')
    .where({ fixtureId })
    .whereNotNull('player1')
    .select('userId', 'roundPoints', ...TEAM_SLOTS);
const playersOf = (team: Record<string, unknown>) => TEAM_SLOTS.map((slot) => team[slot]);
const noticesOf = (userId: number) => db()('notices').where({ userId }).orderBy('id', 'desc');
const noticeEvents = (): BusMessage<'notice:new'>[] =>
  app.events.filter((message): message is BusMessage<'notice:new'> => message.event === 'notice:new');

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

function payloadsOf(message: BusMessage<'notice:new'>): NoticeNewPayload[] {
  return message.fanout!.userIDs.map((_, index) => fanoutPayload(message, index));
}

describe('notices of a saved match', () => {
  let fixture: FixtureTableRow;
  let booked: { id: number; name: string };
  let withPlayer: number;
  let withoutPlayer: number;
  let lines: Line[];

  beforeAll(async () => {
    fixture = await currentMatch();
    const teams = await teamsOf(fixture.id);
    // A player some managers chose and others did not.
    const counts = new Map<number, number>();
    for (const team of teams)
      for (const id of playersOf(team)) counts.set(Number(id), (counts.get(Number(id)) ?? 0) + 1);
    const [playerId] = [...counts].find(([, count]) => count < teams.length)!;
    const player = expectRow(await db()('players').where({ id: playerId }).first());
    booked = { id: playerId, name: playerDisplayName(player) };
    withPlayer = teams.find((team) => playersOf(team).includes(playerId))!.userId;
    withoutPlayer = teams.find((team) => !playersOf(team).includes(playerId))!.userId;
    const others: number[] = await db()('players')
      .where({ active: 1 })
      .whereNot({ id: playerId })
      .orderBy('id')
      .limit(5)
      .pluck('id');
    lines = [playerId, ...others].map((playerID, index) => ({
      playerID,
      attendance: 1,
      keeper: index === 5 ? 1 : 0,
      goalsScored: index === 1 ? 1 : 0,
      yellowCards: 0,
    }));
  });

  it("gives every manager with a team in the round 'Resultatet er klart' with their points on the first save, once", async () => {
    app.events.length = 0;
    await save(fixture, lines);
    // The save's transaction queued them as one row; the job writes them after its commit.
    expect(await db()('notices').where({ kind: 'resultReady', matchId: fixture.matchId })).toEqual([]);
    expect(noticeEvents()).toEqual([]);
    expect(await db()('notice_jobs').where({ fixtureId: fixture.id })).toHaveLength(1);
    expect(await runNoticeJobs(app.deps)).toBe(1);
    expect(await db()('notice_jobs')).toEqual([]);
    expect(await runNoticeJobs(app.deps)).toBe(0);
    const teams = await teamsOf(fixture.id);
    const notices = await db()('notices').where({ kind: 'resultReady', matchId: fixture.matchId });
    expect(notices).toHaveLength(teams.length);
    const team = expectRow(teams.find((candidate) => candidate.userId === withPlayer));
    const [notice] = await noticesOf(withPlayer);
    const score = fixture.homeTeam.startsWith('Vinder') ? '1–0' : '0–1';
    const names = [fixture.homeTeam, fixture.awayTeam].map((name) => (name.startsWith('Vinder') ? 'VSF' : name));
    expect(notice).toMatchObject({
      kind: 'resultReady',
      text: `Resultatet er klart: ${names[0]}–${names[1]} ${score}. Du fikk ${team.roundPoints} poeng i runde ${fixture.round}.`,
      season: fixture.season,
      round: fixture.round,
      readAt: null,
    });
    const [message, ...more] = noticeEvents();
    expect(more).toEqual([]);
    expect(message!.rooms).toEqual([]);
    expect(sorted(message!.fanout!.userIDs)).toEqual(sorted(teams.map((row) => row.userId)));
  });

  it('tells the manager whose player got a yellow card in a correction, exactly, and nobody without him', async () => {
    const before = new Map((await teamsOf(fixture.id)).map((team) => [team.userId, team.roundPoints]));
    const withoutBefore = (await noticesOf(withoutPlayer)).length;
    app.events.length = 0;
    await save(
      fixture,
      lines.map((line) => (line.playerID === booked.id ? { ...line, yellowCards: 1 } : line)),
    );
    const after = new Map((await teamsOf(fixture.id)).map((team) => [team.userId, team.roundPoints]));
    const [notice] = await noticesOf(withPlayer);
    expect(notice).toMatchObject({
      kind: 'pointsChanged',
      text: `Poengene dine for runde ${fixture.round} er endret fra ${before.get(withPlayer)} til ${after.get(withPlayer)}: ${booked.name} fikk et gult kort.`,
      matchId: fixture.matchId,
    });
    expect(after.get(withPlayer)).toBeLessThan(before.get(withPlayer)!);
    expect(await noticesOf(withoutPlayer)).toHaveLength(withoutBefore);

    const [message, ...more] = noticeEvents();
    expect(more).toEqual([]);
    const changed = [...after].filter(([userId, points]) => before.get(userId) !== points).map(([userId]) => userId);
    expect(sorted(message!.fanout!.userIDs)).toEqual(sorted(changed));
    const own = payloadsOf(message!).find((payload) => payload.userID === withPlayer);
    const unread = await db()('notices').where({ userId: withPlayer }).whereNull('readAt').count({ n: '*' }).first();
    expect(own).toEqual({ userID: withPlayer, noticeID: notice!.id, unread: Number(unread!.n) });
  });

  it("says a reopen changed the points, and a new confirmation is 'Resultatet er klart' again", async () => {
    const before = new Map((await teamsOf(fixture.id)).map((team) => [team.userId, team.roundPoints]));
    const reopened = await app.call('reopenMatch', { matchID: fixture.matchId }, { cookie: admin });
    expect(reopened.status, String(reopened.body.msg)).toBe(200);
    const [notice] = await noticesOf(withPlayer);
    expect(notice!.text).toBe(
      `Poengene dine for runde ${fixture.round} er endret fra ${before.get(withPlayer)} til 0: kampen ble åpnet igjen.`,
    );
    await save(fixture, lines);
    await runNoticeJobs(app.deps);
    const [ready] = await noticesOf(withPlayer);
    expect(ready!.kind).toBe('resultReady');
    expect(await db()('notices').where({ userId: withPlayer, kind: 'resultReady' })).toHaveLength(2);
  });
  it("tells the managers when a fixture edit flips the club's side and so their points, without a visible cause", async () => {
    const before = new Map((await teamsOf(fixture.id)).map((team) => [team.userId, team.roundPoints]));
    const row = expectRow(await db()('fixtures').where({ id: fixture.id }).first());
    const pitch = expectRow(await db()('pitches').where({ id: row.pitchId }).first());
    const tournament = expectRow(await db()('tournaments').where({ id: row.tournamentId }).first());
    const { status, body } = await app.call(
      'changeFixtureScheduleData',
      {
        fixtureTableID: row.id,
        round: row.round,
        date: row.date,
        weekday: row.weekday,
        time: row.time.slice(0, 5),
        pitch: pitch.name,
        tournement: tournament.name,
        matchID: row.matchId,
        homeTeam: row.awayTeam,
        awayTeam: row.homeTeam,
        aside: row.aside,
      },
      { cookie: admin },
    );
    expect(status, body.msg).toBe(200);
    const after = new Map((await teamsOf(fixture.id)).map((team) => [team.userId, team.roundPoints]));
    const [notice] = await noticesOf(withPlayer);
    expect(after.get(withPlayer)).not.toBe(before.get(withPlayer));
    expect(notice!.text).toBe(
      `Poengene dine for runde ${fixture.round} er endret fra ${before.get(withPlayer)} til ${after.get(withPlayer)}: kampen ble rettet.`,
    );
  });
});

describe('getNotices and markNoticesRead', () => {
  let cookie: string;
  let userId: number;
  let otherNotice: number;

  beforeAll(async () => {
    cookie = await app.login('vsffan');
    userId = await app.userIDOf(cookie);
    const other = expectRow(await db()('users').whereNotIn('id', [userId, BOT_USER_ID]).orderBy('id').first());
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
    await db()('notices').where({ userId }).delete();
    await db()('notices').insert(
      [1, 2, 3].map((minute) => ({
        userId,
        kind: 'deadlineReminder' as const,
        text: `Varsel ${minute}`,
        season: 2026,
        round: minute,
        createdAt: at(minute),
      })),
    );
    const [inserted] = await db()('notices')
      .insert({ userId: other.id, kind: 'deadlineReminder', text: 'Ikke ditt', createdAt: at(4) })
      .returning('id');
    otherNotice = inserted!.id;
  });

  it('answers the own notices, newest first, with the unread count', async () => {
    const { status, body } = await app.call('getNotices', {}, { cookie });
    expect(status).toBe(200);
    expect(body.unread).toBe(3);
    expect(body.notices.map((notice) => notice.text)).toEqual(['Varsel 3', 'Varsel 2', 'Varsel 1']);
    expect(body.notices[0]).toEqual({
      noticeID: expect.any(Number),
      kind: 'deadlineReminder',
      text: 'Varsel 3',
      season: 2026,
      round: 3,
      matchID: null,
      createdAt: '2026-11-20T13:03:00+01:00',
      read: false,
    });
  });

  it("refuses another user's notice and bad ids in Norwegian, changing nothing", async () => {
    const own = (await app.call('getNotices', {}, { cookie })).body.notices.map((notice) => notice.noticeID);
    const other = await app.call('markNoticesRead', { noticeIDs: [own[0]!, otherNotice] }, { cookie });
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe('Fant ikke varselet.');
    const bad = await app.callRaw('markNoticesRead', { noticeIDs: ['x'] }, { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Varselet må angis med et gyldig nummer.');
    const someoneElse = expectRow(await db()('users').whereNotIn('id', [userId, BOT_USER_ID]).first('id')).id;
    expect((await app.call('markNoticesRead', { userID: someoneElse }, { cookie })).status).toBe(403);
    expect((await app.call('getNotices', { userID: someoneElse }, { cookie })).status).toBe(403);
    expect((await app.call('getNotices', {}, { cookie })).body.unread).toBe(3);
    expect(expectRow(await db()('notices').where({ id: otherNotice }).first()).readAt).toBeNull();
  });

  it('marks the notices named as read, then all of them', async () => {
    const own = (await app.call('getNotices', {}, { cookie })).body.notices.map((notice) => notice.noticeID);
    const one = await app.call('markNoticesRead', { noticeIDs: [own[0]!] }, { cookie });
    expect(one.body).toEqual({ success: true, unread: 2 });
    const list = (await app.call('getNotices', {}, { cookie })).body.notices;
    expect(list.map((notice) => notice.read)).toEqual([true, false, false]);
    expect((await app.call('markNoticesRead', {}, { cookie })).body.unread).toBe(0);
    expect((await app.call('getNotices', {}, { cookie })).body.unread).toBe(0);
  });

  it('go with the account', async () => {
    const [user] = await db()('users')
      .insert({ username: 'borte', passwordHash: '!', teamName: 'Borte FK' })
      .returning('id');
    await db()('notices').insert({ userId: user!.id, kind: 'deadlineReminder', text: 'Husk laget.' });
    await db()('users').where({ id: user!.id }).delete();
    expect(await db()('notices').where({ userId: user!.id })).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await app.call('getNotices', {})).status).toBe(401);
  });
});

describe("'Resultatet er klart' written after the commit", () => {
  /** A played match of the demo whose managers have no result notice for it yet. */
  async function playedMatch(): Promise<FixtureTableRow> {
    const fixtures = await db()('fixtures').whereNotNull('homeScore').orderBy('id');
    for (const fixture of fixtures) {
      const teams = await teamsOf(fixture.id);
      const sent = await db()('notices').where({ kind: 'resultReady', matchId: fixture.matchId });
      if (teams.length > 0 && sent.length === 0) return fixture;
    }
    throw new Error('the demo has no played match without result notices');
  }

  it('are written on start by a process that finds the row a stopped process left', async () => {
    const fixture = await playedMatch();
    const createdAt = new Date(Date.UTC(2026, 10, 20, 18));
    // What a save commits when its process stops before the job runs.
    await db()('notice_jobs').insert({ kind: 'resultReady', fixtureId: fixture.id, createdAt });
    app.events.length = 0;
    const jobs = startNoticeJobs(app.deps, { intervalMs: 60_000 });
    await vi.waitFor(async () => expect(await db()('notice_jobs')).toEqual([]));
    await jobs.stop();
    const teams = await teamsOf(fixture.id);
    const notices = await db()('notices').where({ kind: 'resultReady', matchId: fixture.matchId });
    expect(sorted(notices.map((notice) => notice.userId))).toEqual(sorted(teams.map((team) => team.userId)));
    for (const notice of notices) {
      const team = expectRow(teams.find((candidate) => candidate.userId === notice.userId));
      expect(notice.text).toContain(`Du fikk ${team.roundPoints} poeng i runde ${fixture.round}.`);
      expect(notice.createdAt).toEqual(createdAt);
    }
    const [message, ...more] = noticeEvents();
    expect(more).toEqual([]);
    expect(sorted(message!.fanout!.userIDs)).toEqual(sorted(notices.map((notice) => notice.userId)));
  });

  it('are written once when two runs find the same match, and not at all for a match reopened meanwhile', async () => {
    const fixture = await playedMatch();
    const createdAt = new Date(Date.UTC(2026, 10, 20, 18));
    await db()('notice_jobs').insert([
      { kind: 'resultReady', fixtureId: fixture.id, createdAt },
      { kind: 'resultReady', fixtureId: fixture.id, createdAt },
    ]);
    await Promise.all([runNoticeJobs(app.deps), runNoticeJobs(app.deps)]);
    const teams = await teamsOf(fixture.id);
    expect(await db()('notices').where({ kind: 'resultReady', matchId: fixture.matchId })).toHaveLength(teams.length);

    const unplayed = expectRow(await db()('fixtures').whereNull('homeScore').first());
    await db()('notice_jobs').insert({ kind: 'resultReady', fixtureId: unplayed.id, createdAt });
    expect(await runNoticeJobs(app.deps)).toBe(1);
    expect(await db()('notices').where({ matchId: unplayed.matchId })).toEqual([]);
    expect(await db()('notice_jobs')).toEqual([]);
  });
});
