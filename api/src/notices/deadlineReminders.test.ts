import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { fantasyDeadline, type IsoDate } from '@vsf/engine';
import { type BusMessage } from '@vsf/contract';
import type { FixtureTableRow } from '../platform/db/tables';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';
import { dueReminder, startDeadlineReminders, writeReminders } from './deadlineReminders';

let app: TestApp;
const db = (): Knex => app.deps.db.knex;

let fixture: FixtureTableRow;
let deadline: Date;
/** Managers of this season: one saved a team for the round, one has the team the season's move carried, one has none there. */
let saved: number;
let carried: number;
let without: number;

beforeAll(async () => {
  app = await createTestApp('demo');
  const pointer = expectRow(await db()('season_state').first('thisMatchId'));
  fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  deadline = fantasyDeadline(fixture.date as IsoDate);
  // Three managers with a team in an earlier match of the season, each set up as named.
  const earlier: { id: number; userId: number; updatedAt: Date }[] = await db()('fantasy_teams as t')
    .join('fixtures as f', 'f.id', 't.fixture_id')
    .where('f.season', fixture.season)
    .whereNot('f.id', fixture.id)
    .whereNotNull('t.player1')
    .distinctOn('t.user_id')
    .orderBy('t.user_id')
    .select('t.id', 't.user_id', 't.updated_at');
  const [a, b, c] = earlier;
  [saved, carried, without] = [a!.userId, b!.userId, c!.userId];
  await db()('fantasy_teams').where({ fixtureId: fixture.id }).whereIn('userId', [saved, carried, without]).delete();
  const copy = async (team: { id: number }, updatedAt: Date) => {
    const {
      id: _id,
      fixtureId: _fixture,
      ...columns
    } = expectRow(await db()('fantasy_teams').where({ id: team.id }).first());
    await db()('fantasy_teams').insert({ ...columns, fixtureId: fixture.id, updatedAt });
  };
  await copy(a!, new Date(deadline.getTime() - 3 * 24 * 60 * 60 * 1000));
  await copy(b!, b!.updatedAt);
});
afterAll(() => app.close());

const hoursBefore = (hours: number) => new Date(deadline.getTime() - hours * 60 * 60 * 1000);
const remindersOf = (userId: number) =>
  db()('notices').where({ userId, kind: 'deadlineReminder' }).orderBy('id').pluck('text');
const reminderEvents = () => app.events.filter((message: BusMessage) => message.event === 'notice:new');

async function runAt(now: Date): Promise<number> {
  app.setNow(now);
  const due = await dueReminder(db(), now);
  return due ? writeReminders(app.deps, due) : 0;
}

describe('deadline reminders', () => {
  it('are not due more than 24 hours before the deadline', async () => {
    expect(await dueReminder(db(), hoursBefore(25))).toBeNull();
  });

  it('reach, 24 hours before, the managers who have not saved a team for the round, once', async () => {
    app.events.length = 0;
    const written = await runAt(hoursBefore(24));
    expect(written).toBeGreaterThanOrEqual(2);
    const text = `Husk å lagre laget ditt for runde ${fixture.round}: fristen går ut i morgen kl. 23.59.`;
    expect(await remindersOf(carried)).toEqual([text]);
    expect(await remindersOf(without)).toEqual([text]);
    expect(await remindersOf(saved)).toEqual([]);
    const [message, ...more] = reminderEvents();
    expect(more).toEqual([]);
    expect(message!.fanout!.userIDs).toHaveLength(written);
    expect(message!.fanout!.userIDs).toEqual(expect.arrayContaining([carried, without]));

    expect(await runAt(hoursBefore(23))).toBe(0);
    expect(await remindersOf(carried)).toHaveLength(1);
    expect(reminderEvents()).toHaveLength(1);
  });

  it('reach them again 1 hour before, once, and never after the deadline', async () => {
    expect(await runAt(hoursBefore(1))).toBeGreaterThanOrEqual(2);
    expect(await runAt(hoursBefore(0.5))).toBe(0);
    expect(await remindersOf(without)).toEqual([
      `Husk å lagre laget ditt for runde ${fixture.round}: fristen går ut i morgen kl. 23.59.`,
      `Husk å lagre laget ditt for runde ${fixture.round}: fristen går ut i dag kl. 23.59.`,
    ]);
    expect(await remindersOf(saved)).toEqual([]);
    expect(await dueReminder(db(), deadline)).toBeNull();
  });

  it('are written once when two processes run at the same moment', async () => {
    await db()('notices').where({ kind: 'deadlineReminder' }).delete();
    app.setNow(hoursBefore(2));
    const due = expectRow(await dueReminder(db(), hoursBefore(2)));
    const [first, second] = await Promise.all([writeReminders(app.deps, due), writeReminders(app.deps, due)]);
    expect(first! + second!).toBe(
      await db()('notices')
        .where({ kind: 'deadlineReminder' })
        .count({ n: '*' })
        .first()
        .then((row) => Number(row!.n)),
    );
    expect(await remindersOf(without)).toHaveLength(1);
  });

  it('run as a job on the injected clock, and stop with it', async () => {
    await db()('notices').where({ kind: 'deadlineReminder' }).delete();
    app.setNow(hoursBefore(3));
    const job = startDeadlineReminders(app.deps, { intervalMs: 20 });
    await expect.poll(() => remindersOf(without), { timeout: 5000 }).toHaveLength(1);
    await job.stop();
    await db()('notices').where({ kind: 'deadlineReminder' }).delete();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await remindersOf(without)).toEqual([]);
  });
});
