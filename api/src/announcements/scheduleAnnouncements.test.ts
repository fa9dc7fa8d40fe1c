import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FANTASY_FEED_POST_ID } from '@vsf/engine';
import { joined } from '../platform/db/queryResults';
import { TEST_NOW } from '../testing/clock';
import { createTestApp, type TestApp } from '../testing/testApp';
import { withAnnouncements } from './scheduleAnnouncements';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp('empty');
});
afterAll(async () => {
  await app.close();
});

interface ScheduledRow {
  postId: number;
  content: string;
  dueAt: Date;
  sentAt: Date | null;
}

const knex = () => app.deps.db.knex;
const rowsWith = (prefix: string): Promise<ScheduledRow[]> =>
  knex()('scheduled_announcements').whereLike('content', `${prefix}%`).orderBy('id');

/** A write with RETURNING, as the team save's: a team of players 1 to 7 (duplicates break its check). */
const teamWrite = (userId: number, players = [1, 2, 3, 4, 5, 6, 7]) =>
  joined<{ id: number; userId: number }>(
    knex()('fantasy_teams')
      .insert({ userId, fixtureId: 1, ...Object.fromEntries(players.map((id, i) => [`player${i + 1}`, id])) })
      .returning(['id', 'userId']),
  );

describe('withAnnouncements', () => {
  it('queues each text for the fantasy feed 1 to 10 whole seconds after now, unsent, answering the write', async () => {
    const texts = Array.from({ length: 60 }, (_, i) => `Planlagt ${i}`);
    const written = await withAnnouncements(knex(), teamWrite(101), texts, TEST_NOW);
    expect(written).toEqual([{ id: expect.any(Number), userId: 101 }]);

    const rows = await rowsWith('Planlagt ');
    expect(rows.map((row) => row.content)).toEqual(texts);
    const delays = rows.map((row) => (row.dueAt.getTime() - TEST_NOW.getTime()) / 1000);
    for (const row of rows) expect(row).toMatchObject({ postId: FANTASY_FEED_POST_ID, sentAt: null });
    for (const seconds of delays) {
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(10);
    }
    // 60 draws from 10 values: a constant delay would mean the randomness is not used.
    expect(new Set(delays).size).toBeGreaterThan(1);
  });

  it('exists only if the write commits, as one statement', async () => {
    const queries: string[] = [];
    const count = (query: { sql: string }) => queries.push(query.sql);
    knex().on('query', count);
    const refused = withAnnouncements(knex(), teamWrite(102, [1, 1, 3, 4, 5, 6, 7]), ['Rullet tilbake'], TEST_NOW);
    await expect(refused).rejects.toThrow(/fantasy_teams_distinct_players/);
    knex().off('query', count);
    expect(queries).toHaveLength(1);
    expect(await rowsWith('Rullet tilbake')).toEqual([]);
    expect(await knex()('fantasy_teams').where({ userId: 102 })).toEqual([]);

    await withAnnouncements(knex(), teamWrite(103), ['Lagret'], TEST_NOW);
    expect(await rowsWith('Lagret')).toHaveLength(1);
  });

  it('is the write alone for no texts', async () => {
    const count = async () => Number((await knex()('scheduled_announcements').count({ n: '*' }))[0]?.n);
    const before = await count();
    expect(await withAnnouncements(knex(), teamWrite(104), [], TEST_NOW)).toHaveLength(1);
    expect(await count()).toBe(before);
  });
});
