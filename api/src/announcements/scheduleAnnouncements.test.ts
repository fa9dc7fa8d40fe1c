import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FANTASY_FEED_POST_ID } from '@vsf/engine';
import { TEST_NOW } from '../test/clock';
import { createTestApp, type TestApp } from '../test/testApp';
import { scheduleAnnouncements } from './scheduleAnnouncements';

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

const rowsWith = (prefix: string): Promise<ScheduledRow[]> =>
  app.deps.db.knex('scheduled_announcements').whereLike('content', `${prefix}%`).orderBy('id');

describe('scheduleAnnouncements', () => {
  it('queues each text for the fantasy feed 1 to 10 whole seconds after now, unsent', async () => {
    const texts = Array.from({ length: 60 }, (_, i) => `Planlagt ${i}`);
    await scheduleAnnouncements(app.deps.db.knex, texts, TEST_NOW);

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

  it("exists only if the caller's transaction commits", async () => {
    const refused = app.deps.db.knex.transaction(async (trx) => {
      await scheduleAnnouncements(trx, ['Rullet tilbake'], TEST_NOW);
      throw new Error('the team save failed');
    });
    await expect(refused).rejects.toThrow('the team save failed');
    expect(await rowsWith('Rullet tilbake')).toEqual([]);

    await app.deps.db.knex.transaction((trx) => scheduleAnnouncements(trx, ['Lagret'], TEST_NOW));
    expect(await rowsWith('Lagret')).toHaveLength(1);
  });

  it('does nothing for no texts', async () => {
    const count = async () => Number((await app.deps.db.knex('scheduled_announcements').count({ n: '*' }))[0]?.n);
    const before = await count();
    await scheduleAnnouncements(app.deps.db.knex, [], TEST_NOW);
    expect(await count()).toBe(before);
  });
});
