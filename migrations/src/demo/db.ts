import type { Knex } from 'knex';
import type { DemoImage } from './images';

/** Rows per INSERT: big enough to be quick on PGlite, small enough for its parameter limit. */
const CHUNK = 500;

/**
 * Inserts rows in chunks and returns the new ids in the rows' order (PostgreSQL returns
 * the rows of an INSERT … VALUES … RETURNING in the order of the VALUES list).
 */
export async function insertReturningIds(
  trx: Knex.Transaction,
  table: string,
  rows: readonly object[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const inserted: { id: number }[] = await trx(table)
      .insert(rows.slice(start, start + CHUNK))
      .returning('id');
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function insertAll(trx: Knex.Transaction, table: string, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx(table).insert(rows.slice(start, start + CHUNK));
  }
}

/** Stores generated pictures; smaller chunks because each row carries a few kilobytes. */
export async function insertImages(
  trx: Knex.Transaction,
  images: readonly DemoImage[],
  createdAt: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < images.length; start += 50) {
    const rows = images.slice(start, start + 50).map((image) => ({ ...image, created_at: createdAt }));
    const inserted: { id: number }[] = await trx('images').insert(rows).returning('id');
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
