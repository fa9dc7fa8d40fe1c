import { describe, expect, it } from 'vitest';
import { migrationSource } from '@vsf/migrations';
import { clubTables } from '../backup/schemaInfo';
import { scratchDatabase } from '../../testing/templates';
import { openDatabase, type Database } from './database';

const url = process.env.TEST_DATABASE_URL;

/** A fresh, empty database of the pass's kind: in-memory PGlite, or a new PostgreSQL database. */
async function freshDatabase(): Promise<Database> {
  if (!url) return openDatabase({ url: null, dataDir: null });
  const scratch = await scratchDatabase(url, 'vsf_mig');
  const db = await openDatabase({ url: scratch.url, dataDir: null, poolMax: 2 });
  return {
    ...db,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}

async function ourTables(db: Database): Promise<string[]> {
  return (await clubTables(db.knex)).map((table) => table.name).sort();
}

/** Every migration can be undone, and done again, on a fresh database. */
describe('the migrations', () => {
  it('go up, all the way down and up again on a fresh database', async () => {
    const db = await freshDatabase();
    try {
      await db.knex.migrate.latest({ migrationSource });
      const tables = await ourTables(db);
      expect(tables).toContain('event_outbox');
      await db.knex.migrate.rollback({ migrationSource }, true);
      expect(await ourTables(db)).toEqual([]);
      await db.knex.migrate.latest({ migrationSource });
      expect(await ourTables(db)).toEqual(tables);
      const [, pending] = (await db.knex.migrate.list({ migrationSource })) as [unknown[], unknown[]];
      expect(pending).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
