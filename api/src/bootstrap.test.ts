import { describe, expect, it } from 'vitest';
import { prepareDatabase } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase } from './platform/db/database';
import { countRows } from './platform/db/queryResults';
import { createLogger } from './logger';
import { scratchDatabase } from './testing/templates';

const url = process.env.TEST_DATABASE_URL;

/**
 * Two web processes started together on an empty PostgreSQL database: both
 * start, the schema is migrated once and the demo club loaded once.
 */
describe.skipIf(!url)('preparing an empty PostgreSQL database from two processes at once', () => {
  it('migrates and loads the demo once; both processes start', async () => {
    const scratch = await scratchDatabase(url!, 'vsf_race');
    const target = scratch.url;
    const config = loadConfig({ DATABASE_URL: target, DEMO: '1', SESSION_SECRET: 'race-secret' });
    const processes = [0, 1].map(() => openDatabase({ url: target, dataDir: null, poolMax: 5 }));
    const [first, second] = await Promise.all(processes);
    try {
      const log = createLogger('silent');
      const now = new Date('2026-11-20T12:00:00Z');
      const started = await Promise.allSettled([
        prepareDatabase(first!, config, log, now),
        prepareDatabase(second!, config, log, now),
      ]);
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const players = await countRows(first!.knex('players'));
      expect(players).toBeGreaterThan(0);
      // A third start finds everything done and changes nothing.
      await prepareDatabase(second!, config, log, now);
      expect(await countRows(second!.knex('players'))).toBe(players);
    } finally {
      await Promise.allSettled([first!.close(), second!.close()]);
      await scratch.drop();
    }
  }, 120_000);
});
