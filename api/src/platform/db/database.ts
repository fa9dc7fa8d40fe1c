import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import PostgresClient from 'knex/lib/dialects/postgres/index.js';
import pg from 'pg';
import { migrationSource } from '@vsf/migrations';
import { camelCaseResponse, toSnakeCase } from './caseMapping';
import { preparingPgClient, preparingPgliteClient } from './preparedStatements';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** A copy of an embedded database's files, to start test databases from a migrated template. */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  url: string | null;
  /** Where PGlite keeps its files; null keeps it in memory. */
  dataDir: string | null;
  /** Start an in-memory PGlite from a dump (test templates). */
  loadDataDir?: Blob;
  poolMax?: number;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/**
 * Both drivers must hand back the same JavaScript values: counts as numbers, and
 * calendar dates as 'yyyy-mm-dd' strings (a Date would shift them across time zones).
 */
const parsers = {
  [INT8]: (value: string) => Number(value),
  [NUMERIC]: (value: string) => Number(value),
  [DATE]: (value: string) => value,
};

const shared: Partial<Knex.Config> = {
  wrapIdentifier: (value, origImpl) => origImpl(value === '*' ? value : toSnakeCase(value)),
  postProcessResponse: (result) => camelCaseResponse(result),
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolMax ?? 10) : openPglite(options);
}

function openPostgres(url: string, poolMax: number): Database {
  for (const [oid, parse] of Object.entries(parsers)) pg.types.setTypeParser(Number(oid), parse);
  const knex = knexFactory({
    client: preparingPgClient(PostgresClient),
    connection: url,
    pool: { min: 0, max: poolMax },
    ...shared,
  });
  return { knex, kind: 'postgres', close: () => knex.destroy() };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers,
  });
  await pglite.waitReady;
  const knex = knexFactory({
    // knex-pglite ships without knex's client typings
    client: preparingPgliteClient(ClientPgLite as unknown as typeof knexFactory.Client),
    // Its documented way to hand over an instance; the function form is not in knex's types.
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
    ...shared,
  });
  return {
    knex,
    kind: 'pglite',
    close: () => knex.destroy(),
    dump: () => pglite.dumpDataDir('none') as Promise<Blob>,
  };
}

export async function migrate(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}
