import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Knex } from 'knex';
import { toCamelCase } from '../db/caseMapping';
import { rawRows } from '../db/queryResults';
import { clubTables, type TableInfo } from './schemaInfo';

/**
 * A backup is gzipped JSON Lines, readable with `zcat`: a header naming the schema's
 * migrations, then each table (in an order its foreign keys allow) as a line naming its
 * columns followed by one line per row, its values in that order, and an end line counting
 * the rows, so a cut-off file is refused. Bytes are base64, jsonb values JSON, timestamps ISO
 * text. The same file restores into PGlite or PostgreSQL: PostgreSQL's own
 * pg_dump needs client tools of the server's version, which a machine with only Node lacks,
 * and PGlite's dump is PGlite's alone.
 */
export const BACKUP_FORMAT = 'vsf-klubben-backup';
const BATCH = 5000;

type Line =
  | { format: typeof BACKUP_FORMAT; version: 1; createdAt: string; migrations: string[] }
  | { table: string; columns: string[] }
  | { end: true; rows: number }
  | unknown[];

/** The names of the migrations the database has run, in order. */
export async function ranMigrations(knex: Knex): Promise<string[]> {
  const rows = rawRows<{ name: string }>(await knex.raw('SELECT name FROM knex_migrations ORDER BY id'));
  return rows.map((row) => row.name);
}

/** Writes every row of the club's tables to `path`; answers how many rows it wrote. */
export async function writeBackup(knex: Knex, path: string, now: Date): Promise<number> {
  // One snapshot: the file is one moment of the database, whatever is written meanwhile.
  return knex.transaction(async (trx) => {
    await trx.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return writeSnapshot(trx, path, now);
  });
}

async function writeSnapshot(knex: Knex, path: string, now: Date): Promise<number> {
  const tables = await clubTables(knex);
  const migrations = await ranMigrations(knex);
  let count = 0;
  async function* lines(): AsyncGenerator<string> {
    const line = (value: Line) => `${JSON.stringify(value)}\n`;
    yield line({ format: BACKUP_FORMAT, version: 1, createdAt: now.toISOString(), migrations });
    for (const table of tables) {
      yield line({ table: table.name, columns: table.columns.map((column) => column.name) });
      for await (const row of tableRows(knex, table)) {
        count++;
        yield line(row);
      }
    }
    yield line({ end: true, rows: count });
  }
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(path));
  return count;
}

/** A table's rows in key order, read in batches, each as its values in column order. */
async function* tableRows(knex: Knex, table: TableInfo): AsyncGenerator<unknown[]> {
  const keyed = table.key.length > 0;
  let after: unknown[] | null = null;
  for (;;) {
    const keyList = table.key.map(() => '??').join(', ');
    const sql: string = [
      'SELECT * FROM ??',
      keyed && after ? `WHERE (${keyList}) > (${table.key.map(() => '?').join(', ')})` : '',
      keyed ? `ORDER BY ${keyList} LIMIT ${BATCH}` : '',
    ].join(' ');
    const bindings: unknown[] = [
      table.name,
      ...(keyed && after ? [...table.key, ...after] : []),
      ...(keyed ? table.key : []),
    ];
    const rows: Record<string, unknown>[] = rawRows(await knex.raw(sql, bindings as Knex.RawBinding[]));
    for (const row of rows) yield table.columns.map((column) => encode(row[toCamelCase(column.name)], column.type));
    if (!keyed || rows.length < BATCH) return;
    const last: Record<string, unknown> = rows.at(-1)!;
    after = table.key.map((column) => last[toCamelCase(column)]);
  }
}

function encode(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'bytea') return { base64: Buffer.from(value as Uint8Array).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  return value;
}

function decode(value: unknown, type: string): unknown {
  if (value === null) return null;
  if (type === 'bytea') return Buffer.from((value as { base64: string }).base64, 'base64');
  // pg would write a JavaScript array as a PostgreSQL array, not as JSON.
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
  return value;
}

export class BackupRefused extends Error {}

/**
 * Replaces every row of the club's tables with the backup's, in one transaction: all of it or
 * nothing. The database must have run exactly the backup's migrations (the same version of
 * the program), and sequences continue after the restored rows.
 */
export async function restoreBackup(knex: Knex, path: string): Promise<number> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const header = await nextLine(iterator);
  if (!header || !('format' in header) || header.format !== BACKUP_FORMAT) {
    throw new BackupRefused('Filen er ikke en sikkerhetskopi av klubbens database.');
  }
  const ours = await ranMigrations(knex);
  if (JSON.stringify(ours) !== JSON.stringify(header.migrations)) {
    throw new BackupRefused(
      'Sikkerhetskopien er laget med en annen versjon av databaseskjemaet. Gjenopprett den med samme versjon av programmet.',
    );
  }
  const tables = new Map((await clubTables(knex)).map((table) => [table.name, table]));
  return knex.transaction(async (trx) => {
    await trx.raw(`TRUNCATE ${[...tables.keys()].map(() => '??').join(', ')} RESTART IDENTITY CASCADE`, [
      ...tables.keys(),
    ]);
    let table: TableInfo | null = null;
    let columns: { name: string; type: string }[] = [];
    let batch: Record<string, unknown>[] = [];
    let count = 0;
    const flush = async () => {
      if (table && batch.length > 0) await trx(table.name).insert(batch);
      batch = [];
    };
    for (;;) {
      const line = await nextLine(iterator);
      if (line === null) throw new BackupRefused('Sikkerhetskopien er ufullstendig: den slutter før siste rad.');
      if (Array.isArray(line)) {
        if (!table) throw new BackupRefused('Sikkerhetskopien er skadet: en rad står før tabellen sin.');
        batch.push(Object.fromEntries(columns.map((column, index) => [column.name, decode(line[index], column.type)])));
        count++;
        if (batch.length >= 500) await flush();
      } else if ('table' in line) {
        await flush();
        table = tables.get(line.table) ?? null;
        if (!table) throw new BackupRefused(`Sikkerhetskopien har en tabell databasen ikke har: ${line.table}.`);
        const types = new Map(table.columns.map((column) => [column.name, column.type]));
        columns = line.columns.map((name) => ({ name, type: types.get(name) ?? 'text' }));
      } else if ('end' in line) {
        await flush();
        if (line.rows !== count) throw new BackupRefused('Sikkerhetskopien er skadet: antallet rader stemmer ikke.');
        break;
      }
    }
    for (const restored of tables.values()) {
      for (const column of restored.serial) {
        await trx.raw('SELECT setval(pg_get_serial_sequence(?, ?), COALESCE(MAX(??), 0) + 1, false) FROM ??', [
          restored.name,
          column,
          column,
          restored.name,
        ]);
      }
    }
    return count;
  });
}

async function nextLine(iterator: AsyncIterator<string>): Promise<Exclude<Line, unknown[]> | unknown[] | null> {
  const next = await iterator.next();
  if (next.done) return null;
  return JSON.parse(next.value) as Exclude<Line, unknown[]> | unknown[];
}
