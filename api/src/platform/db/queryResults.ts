import type { Knex } from 'knex';

/*
 * The answers knex cannot type from the tables (api/src/platform/db/tables.ts): aggregates and raw SQL.
 * Each kind is read in one place, so the few casts they need stand here, each with its reason.
 */

/** A query whose columns knex cannot type, and the row its select names. */
export type JoinedQuery<Row> = Knex.QueryBuilder<Record<string, unknown>, Row[]>;

/**
 * Names the row of a joined or aliased query (`'fantasy_teams as t'`, `'players.first_name'`,
 * `'pitches.name as pitch'`): knex types a query only by its one table's own column names, so
 * the row is declared where the select is written. From here on `.where`, `.first()` and
 * `await` are typed by it.
 */
export function joined<Row>(query: Knex.QueryBuilder): JoinedQuery<Row> {
  return query;
}

/**
 * How many rows a query finds (`count(*)`, or `count(distinct column)`). Knex types a count
 * as `string | number` since PostgreSQL's bigint may exceed a JS number; both drivers parse
 * it to a number here (database.ts), and Number() keeps that true whatever the driver.
 */
export async function countRows(query: Knex.QueryBuilder, distinct?: string): Promise<number> {
  const row = await (distinct ? query.countDistinct({ n: distinct }) : query.count({ n: '*' })).first();
  return Number(row?.n ?? 0);
}

/** The rows of a `db.raw(...)` query: both drivers answer `{ rows }`, shaped by the SQL, which knex cannot know. */
export function rawRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** How many rows a raw INSERT or UPDATE touched (`rowCount`; 0 when the driver does not say). */
export function rawRowCount(result: unknown): number {
  return (result as { rowCount?: number | null }).rowCount ?? 0;
}
