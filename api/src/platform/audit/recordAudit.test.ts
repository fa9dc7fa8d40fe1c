import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../testing/testDatabase';
import { recordAudit } from './recordAudit';

describe('recordAudit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('empty');
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores who changed what, with the object before and after as JSON', async () => {
    await recordAudit(
      database.knex,
      { id: 7, username: 'kari' },
      {
        kind: 'matchEvent',
        action: 'update',
        objectID: 12,
        summary: 'Mål endret',
        before: { minute: 10, playerID: 3 },
        after: { minute: 12, playerID: 3 },
      },
    );
    const row = await database.knex('audit_log').orderBy('id', 'desc').first();
    expect(row).toMatchObject({
      kind: 'matchEvent',
      action: 'update',
      objectId: '12',
      userId: 7,
      username: 'kari',
      before: { minute: 10, playerID: 3 },
      after: { minute: 12, playerID: 3 },
    });
    expect(row?.at).toBeInstanceOf(Date);
  });
});
