import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import PostgresClient from 'knex/lib/dialects/postgres/index.js';
import { openTestDatabase } from '../../testing/testDatabase';
import type { Database } from './database';
import { prepared } from './preparedStatements';
import { rawRows } from './queryResults';

/*
 * On both databases (PGlite in the embedded pass, PostgreSQL with TEST_DATABASE_URL): a
 * prepared query answers what the same query answers unprepared, with every kind of
 * parameter, and its statement is parsed once per connection under a name of its own.
 */

let database: Database;
const knex = (): Knex => database.knex;

beforeAll(async () => {
  database = await openTestDatabase('empty');
});
afterAll(() => database.close());

const PLAYERS = [
  { firstName: 'Ola', lastName: 'Nordmann', nickname: '', birthdate: '1990-05-17', jerseyNo: 7, active: 1 as const },
  { firstName: 'Kari', lastName: 'Nordmann', nickname: 'Muren', birthdate: null, jerseyNo: 4, active: 0 as const },
];

/** The statement names of this connection's prepared statements. */
async function preparedNames(db: Knex): Promise<string[]> {
  const rows = rawRows<{ name: string }>(
    await db.raw("SELECT name FROM pg_prepared_statements WHERE name LIKE 'vsf_%'"),
  );
  return rows.map((row) => row.name);
}

describe('prepared', () => {
  it('answers what the unprepared query answers, with numbers, text, dates, nulls and arrays', async () => {
    const ids = await knex()('players').insert(PLAYERS).returning('id');
    const query = () =>
      knex()('players')
        .whereIn('id', [ids[0]!.id, ids[1]!.id])
        .where((q) => q.where('birthdate', '>', '1980-01-01').orWhereNull('birthdate'))
        .whereRaw('id = ANY(?::int[])', [`{${ids.map((row) => row.id).join(',')}}`])
        .orderBy('id')
        .select('id', 'firstName', 'nickname', 'birthdate', 'jerseyNo', 'active');
    const plain = await query();
    expect(plain).toHaveLength(2);
    expect(await prepared(query())).toEqual(plain);
    expect(await prepared(query())).toEqual(plain);
    expect(await prepared(query()).first()).toEqual(plain[0]);
  });

  it('writes with RETURNING, and a refused write throws and leaves the connection usable', async () => {
    const insert = (jerseyNo: number) =>
      prepared(
        knex()('players')
          .insert({ firstName: 'Per', lastName: 'Hansen', jerseyNo, sex: 'male' })
          .returning(['firstName', 'jerseyNo']),
      );
    expect(await insert(9)).toEqual([{ firstName: 'Per', jerseyNo: 9 }]);
    await expect(insert(-1)).rejects.toThrow(/check constraint/);
    expect(await insert(10)).toEqual([{ firstName: 'Per', jerseyNo: 10 }]);
    const stored = await knex()('players').where({ firstName: 'Per' }).orderBy('jerseyNo').select('jerseyNo');
    expect(stored.map((row) => row.jerseyNo)).toEqual([9, 10]);
  });

  it('parses each text once per connection, under a name of its own, and works after a rollback', async () => {
    // Texts no earlier test prepared: a column alias of this run's own.
    const alias = `n${Date.now()}`;
    const count = (trx: Knex) => prepared(trx('players').count({ [alias]: '*' })).first();
    const active = (trx: Knex) =>
      prepared(
        trx('players')
          .where({ active: 1 })
          .count({ [alias]: '*' }),
      ).first();
    // A transaction holds one connection, so the names it sees are that connection's.
    await knex().transaction(async (trx) => {
      const before = await preparedNames(trx);
      await count(trx);
      await count(trx);
      expect((await preparedNames(trx)).length).toBe(before.length + 1);
      await active(trx);
      await active(trx);
      const after = await preparedNames(trx);
      expect(after.length).toBe(before.length + 2);
      expect(new Set(after).size).toBe(after.length);
    });
    const rolledBack = knex().transaction(async (trx) => {
      await active(trx);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    const expected = await knex()('players')
      .where({ active: 1 })
      .count({ [alias]: '*' })
      .first();
    expect(await active(knex())).toEqual(expected);
  });
});

/** A client's `_query`, which knex's typings leave out. */
type RunQuery = (this: unknown, connection: unknown, obj: QueryObject) => Promise<QueryObject>;
interface QueryObject {
  sql: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
  response?: unknown;
}
const runQueryOf = (prototype: object): RunQuery => (prototype as { _query: RunQuery })._query;

/**
 * The preparing clients override knex's private `_query` (the reason is in preparedStatements.ts):
 * these fail when knex, knex-pglite or PGlite change what the override relies on.
 */
describe("what the preparing clients rely on in knex's private _query", () => {
  it("knex calls the client's _query with the connection and the query: its sql, bindings and options", async () => {
    const client: object = knex().client;
    // The preparing client's own class: knex looks _query up on it for every query.
    const prototype = Object.getPrototypeOf(client) as { _query: RunQuery };
    const original = prototype._query;
    const seen: { sql: string; bindings: unknown; options: unknown }[] = [];
    const spy = vi.spyOn(prototype, '_query').mockImplementation(function (this: unknown, connection, obj) {
      seen.push({ sql: obj.sql, bindings: obj.bindings, options: { ...obj.options } });
      return original.call(this, connection, obj);
    });
    try {
      await prepared(knex()('players').where({ jerseyNo: 99 }).select('id'));
    } finally {
      spy.mockRestore();
    }
    expect(seen).toEqual([
      {
        sql: expect.stringMatching(/^select "id" from "players" where "jersey_no" = \$1$/),
        bindings: [99],
        options: { vsfPrepared: true },
      },
    ]);
  });

  it("knex's postgres dialect copies a query's options into node-postgres's query config", async () => {
    const configs: unknown[] = [];
    const connection = {
      query: (config: unknown, done: (error: Error | null, response: unknown) => void) => {
        configs.push(config);
        done(null, { rows: [] });
      },
    };
    const obj = { sql: 'SELECT $1', bindings: [1], options: { name: 'vsf_test' } };
    const answered = await runQueryOf(PostgresClient.prototype).call({}, connection, obj);
    expect(configs).toEqual([{ text: 'SELECT $1', values: [1], name: 'vsf_test' }]);
    expect(answered).toMatchObject({ response: { rows: [] } });
  });

  it("knex-pglite's _query answers with the query object holding PGlite's result as its response", async () => {
    const result = { rows: [], fields: [], affectedRows: 0 };
    const pglite = { query: vi.fn(async () => result) };
    const obj = { sql: 'SELECT $1', bindings: [1], options: {} };
    const answered = await runQueryOf((ClientPgLite as unknown as { prototype: object }).prototype).call(
      {},
      pglite,
      obj,
    );
    expect(pglite.query).toHaveBeenCalledWith('SELECT $1', [1], {});
    expect(answered).toBe(obj);
    expect(answered.response).toBe(result);
  });

  it('PGlite still has the protocol methods the named statements are sent with', () => {
    for (const method of ['_runExclusiveQuery', 'execProtocol'] as const) {
      expect(typeof PGlite.prototype[method]).toBe('function');
    }
  });
});
