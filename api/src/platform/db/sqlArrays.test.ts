import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/testDatabase';
import type { Database } from './database';
import { intArrayLiteral, updateIntColumnsById } from './sqlArrays';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('demo');
});
afterAll(() => db.close());

describe('updateIntColumnsById', () => {
  it('sets each named row its own values, nulls included, and leaves the other rows and columns alone', async () => {
    const knex = db.knex;
    const teams = await knex('fantasy_teams').orderBy('id').limit(4);
    const [first, second, untouched] = teams;
    if (!first || !second || !untouched) throw new Error('the demo club has fantasy teams');
    await updateIntColumnsById(
      knex,
      'fantasy_teams',
      ['roundPoints', 'worldRank'],
      [
        { id: first.id, roundPoints: 41, worldRank: null },
        { id: second.id, roundPoints: -3, worldRank: 7 },
      ],
    );
    const after = await knex('fantasy_teams').whereIn('id', [first.id, second.id, untouched.id]).orderBy('id');
    expect(after).toEqual([
      { ...first, roundPoints: 41, worldRank: null },
      { ...second, roundPoints: -3, worldRank: 7 },
      untouched,
    ]);
  });

  it('does nothing for no rows', async () => {
    await expect(updateIntColumnsById(db.knex, 'fantasy_teams', ['worldRank'], [])).resolves.toBeUndefined();
  });

  it('refuses a value that is not an integer', () => {
    expect(() => intArrayLiteral([1, 2.5])).toThrow(/Not an integer/);
    expect(intArrayLiteral([1, null, -2])).toBe('{1,NULL,-2}');
  });
});
