import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { osloDateTimeToInstant, type IsoDate } from '@vsf/engine';
import { TEAM_SLOTS } from '../fantasy';
import { runNoticeJobs } from '../notices';
import type { FixtureTableRow } from '../platform/db/tables';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';
import { currentRound } from './mailTestSetup';

let app: TestApp;
let admin: string;
const db = (): Knex => app.deps.db.knex;

let fixture: FixtureTableRow;
/** A player some managers chose: `chose[0]` asked for corrections by e-mail, `chose[1]` did not. */
let booked: number;
let chose: number[];

interface Line {
  playerID: number;
  attendance: 1;
  keeper: 0 | 1;
  goalsScored: number;
  yellowCards: number;
}
let lines: Line[];

async function save(changed: Line[]): Promise<void> {
  const clubAtHome = fixture.homeTeam.startsWith('Vinder');
  const { status, body } = await app.call(
    'saveMatch',
    {
      season: fixture.season,
      round: fixture.round,
      matchID: fixture.matchId,
      homeTeamScore: clubAtHome ? 1 : 0,
      awayTeamScore: clubAtHome ? 0 : 1,
      trivia: fixture.trivia,
      players: changed,
    },
    { cookie: admin },
  );
  expect(status, String(body.msg)).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
  ({ fixture } = await currentRound(db()));
  app.setNow(osloDateTimeToInstant(fixture.date as IsoDate, '22.00'));
  const teams: Record<string, number>[] = await db()('fantasy_teams')
    .where({ fixtureId: fixture.id })
    .whereNotNull('player1')
    .orderBy('userId')
    .select('userId', ...TEAM_SLOTS);
  const chosen = (team: Record<string, number>) => TEAM_SLOTS.map((slot) => team[slot]);
  booked = chosen(teams[0]!)[1]!;
  chose = teams.filter((team) => chosen(team).includes(booked)).map((team) => team.userId!);
  expect(chose.length).toBeGreaterThanOrEqual(2);
  for (const [index, userId] of chose.slice(0, 2).entries()) {
    const { username } = expectRow(await db()('users').where({ id: userId }).first('username'));
    const cookie = await app.login(username);
    await app.call('updateUserInfo', { email: `${username}@klubb.example` }, { cookie });
    const wanted = index === 0 ? { deadline: true, corrections: true } : { deadline: true, corrections: false };
    expect((await app.call('setEmailNotices', wanted, { cookie })).status).toBe(200);
  }
  const others: number[] = await db()('players')
    .where({ active: 1 })
    .whereNot({ id: booked })
    .orderBy('id')
    .limit(5)
    .pluck('id');
  lines = [booked, ...others].map((playerID, index) => ({
    playerID,
    attendance: 1,
    keeper: index === 5 ? 1 : 0,
    goalsScored: index === 1 ? 1 : 0,
    yellowCards: 0,
  }));
});
afterAll(() => app.close());

describe('e-mail of a match’s notices', () => {
  it("sends no mail for 'Resultatet er klart': it is no correction", async () => {
    await save(lines);
    expect(await runNoticeJobs(app.deps)).toBe(1);
    expect(await db()('notices').where({ kind: 'resultReady', userId: chose[0] })).toHaveLength(1);
    expect(await db()('mail_outbox')).toEqual([]);
  });

  it('queues a correction’s notice, in the save’s transaction, for the manager who asked for corrections only', async () => {
    await save(lines.map((line) => (line.playerID === booked ? { ...line, yellowCards: 1 } : line)));
    const notice = expectRow(await db()('notices').where({ kind: 'pointsChanged', userId: chose[0] }).first());
    expect(await db()('notices').where({ kind: 'pointsChanged', userId: chose[1] })).toHaveLength(1);
    const queued = await db()('mail_outbox');
    expect(queued).toEqual([
      expect.objectContaining({
        userId: chose[0],
        kind: 'corrections',
        subject: `Poengene dine for runde ${fixture.round} er endret`,
        text: notice.text,
        path: '/fantasy/points',
        state: 'queued',
        createdAt: notice.createdAt,
      }),
    ]);
  });
});
