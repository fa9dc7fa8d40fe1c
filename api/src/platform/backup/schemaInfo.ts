import type { Knex } from 'knex';
import { rawRows } from '../db/queryResults';

/** What a backup needs to know of one table: its columns and their types, its key, its serial columns. */
export interface TableInfo {
  name: string;
  /** Column names as the database spells them, with their types (`jsonb` and `bytea` need care). */
  columns: { name: string; type: string }[];
  /** The primary key's columns, to read the table in order and in batches. */
  key: string[];
  /** Columns filled from a sequence, set past the restored rows afterwards. */
  serial: string[];
}

/**
 * The club's tables (not knex's own bookkeeping) in an order where every table comes after
 * the tables its foreign keys point to, so rows can be written back in that order.
 */
export async function clubTables(knex: Knex): Promise<TableInfo[]> {
  const columns = rawRows<{ tableName: string; columnName: string; dataType: string; serial: boolean }>(
    await knex.raw(`
      SELECT c.table_name, c.column_name, c.data_type,
             (c.column_default LIKE 'nextval(%' OR c.is_identity = 'YES') AS serial
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'knex\\_%'
      ORDER BY c.table_name, c.ordinal_position`),
  );
  const keys = rawRows<{ tableName: string; columnName: string }>(
    await knex.raw(`
      SELECT cls.relname AS table_name, att.attname AS column_name
      FROM pg_index idx
      JOIN pg_class cls ON cls.oid = idx.indrelid
      JOIN pg_namespace ns ON ns.oid = cls.relnamespace AND ns.nspname = 'public'
      JOIN LATERAL unnest(idx.indkey) WITH ORDINALITY AS k(attnum, position) ON true
      JOIN pg_attribute att ON att.attrelid = cls.oid AND att.attnum = k.attnum
      WHERE idx.indisprimary
      ORDER BY cls.relname, k.position`),
  );
  const references = rawRows<{ tableName: string; referenced: string }>(
    await knex.raw(`
      SELECT DISTINCT src.relname AS table_name, dst.relname AS referenced
      FROM pg_constraint con
      JOIN pg_class src ON src.oid = con.conrelid
      JOIN pg_class dst ON dst.oid = con.confrelid
      JOIN pg_namespace ns ON ns.oid = src.relnamespace AND ns.nspname = 'public'
      WHERE con.contype = 'f' AND src.oid <> dst.oid`),
  );
  const tables = new Map<string, TableInfo>();
  for (const column of columns) {
    const table = tables.get(column.tableName) ?? { name: column.tableName, columns: [], key: [], serial: [] };
    table.columns.push({ name: column.columnName, type: column.dataType });
    if (column.serial) table.serial.push(column.columnName);
    tables.set(column.tableName, table);
  }
  for (const key of keys) tables.get(key.tableName)?.key.push(key.columnName);
  return dependencyOrder(tables, references);
}

function dependencyOrder(
  tables: Map<string, TableInfo>,
  references: { tableName: string; referenced: string }[],
): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const reference of references) if (reference.tableName === name) visit(reference.referenced, path);
    const table = tables.get(name);
    if (table) ordered.push(table);
    placed.add(name);
  };
  for (const name of [...tables.keys()].sort()) visit(name, new Set());
  return ordered;
}
