import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

/*
 * Named (prepared) statements for the hottest queries (the team save's, docs/PERFORMANCE.md).
 * PostgreSQL parses and plans a named statement once per connection and keeps its plan; an
 * unnamed one, which knex sends, is parsed and planned on every call. In the embedded
 * database planning is most of a small query's cost (WebAssembly, one connection shared by
 * every request); on PostgreSQL it is CPU the server spends again and again.
 *
 * A query opts in with `prepared(query)`; its statement is named by its SQL text, so two
 * texts never share a name. Only queries whose text takes a few shapes should: each shape
 * stays prepared for the connection's life. A pooler in transaction mode (pgbouncer before
 * 1.21, or without max_prepared_statements) cannot carry named statements.
 *
 * Why the clients override knex's private `_query` (knex has no named statements of its own):
 * knex's supported `.options()` does reach node-postgres's query config (its postgres dialect
 * copies them in, so `{ name }` would name the statement), but the name must be taken from the
 * text that is sent, and that exists only once knex has compiled the query for running: the
 * same builder is sent with and without `.first()`, and node-postgres refuses one name for two
 * texts. knex has no hook between compiling and sending (its 'query' event hands listeners a
 * copy), and PGlite's query() always uses the unnamed statement, so its named ones need its
 * protocol interface. `preparedStatements.test.ts` checks what this relies on: that knex calls
 * `_query(connection, { sql, bindings, options })` on both clients, that the postgres dialect
 * copies `options` into node-postgres's query config, that knex-pglite's answers with the query
 * object holding `response`, and that PGlite still has the methods used below.
 */

const PREPARE = 'vsfPrepared';

/** Runs the query as a named statement, parsed and planned once per connection. */
export function prepared<Q extends Knex.QueryBuilder>(query: Q): Q {
  // knex passes a query's options to the client's _query (below); it types them loosely.
  return query.options({ [PREPARE]: true }) as Q;
}

/** A statement's name: its SQL text's hash, so a name always means one text. */
function statementName(sql: string): string {
  return `vsf_${createHash('sha1').update(sql).digest('hex')}`;
}

/** What knex hands a client's _query (knex/lib/execution/internal/query-executioner.js). */
interface QueryObject {
  sql: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
  response?: unknown;
}

type ClientClass = typeof Knex.Client;

/** The query methods knex's dialects define and its typings leave out. */
interface DialectClient {
  _query(connection: unknown, obj: QueryObject): Promise<QueryObject>;
}

/** node-postgres names a statement by `name` in the query's config, which knex fills from the options. */
export function preparingPgClient(Base: ClientClass): ClientClass {
  // Base is knex's postgres dialect, whose _query the typings do not know.
  const Dialect = Base as unknown as new (config: Knex.Config) => DialectClient;
  class PreparingPg extends Dialect {
    override _query(connection: unknown, obj: QueryObject): Promise<QueryObject> {
      if (obj.options?.[PREPARE]) obj.options = { name: statementName(obj.sql) };
      return super._query(connection, obj);
    }
  }
  return PreparingPg as unknown as ClientClass;
}

/** PGlite's query() always uses the unnamed statement, so named ones go through its protocol interface. */
export function preparingPgliteClient(Base: ClientClass): ClientClass {
  // Base is knex-pglite's client, whose _query the typings do not know.
  const Dialect = Base as unknown as new (config: Knex.Config) => DialectClient;
  class PreparingPglite extends Dialect {
    override async _query(connection: unknown, obj: QueryObject): Promise<QueryObject> {
      if (!obj.options?.[PREPARE]) return super._query(connection, obj);
      // knex-pglite's connection is the PGlite instance itself.
      obj.response = await queryNamed(connection as PGlite, obj.sql, obj.bindings ?? []);
      return obj;
    }
  }
  return PreparingPglite as unknown as ClientClass;
}

/** Each PGlite instance's prepared statements: name → parameter types. */
const preparedIn = new WeakMap<PGlite, Map<string, number[]>>();

function concat(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

/**
 * What PGlite's query() does (parse, describe, bind, describe, execute, sync), with the
 * statement parsed once under its name and each call's messages sent as one batch; under
 * PGlite's query lock, like query() itself.
 */
async function queryNamed(pglite: PGlite, sql: string, params: readonly unknown[]): Promise<Results> {
  const { serialize } = protocol;
  const name = statementName(sql);
  return pglite._runExclusiveQuery(async () => {
    const statements = preparedIn.get(pglite) ?? new Map<string, number[]>();
    preparedIn.set(pglite, statements);
    let types = statements.get(name);
    if (!types) {
      const described = await pglite.execProtocol(
        concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      );
      types = parse.parseDescribeStatementResults(described.messages);
      statements.set(name, types);
    }
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = pglite.serializers[types[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const [result] = parse.parseResults(messages, pglite.parsers);
    if (!result) throw new Error('PGlite answered a statement without a result');
    return result;
  });
}
