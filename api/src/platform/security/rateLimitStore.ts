import type { Knex } from 'knex';

/** The one method rate-limiter-flexible's PostgreSQL store calls on a plain client. */
export interface RateLimitStoreClient {
  query(statement: { text: string; values?: unknown[] }): Promise<{ rows: unknown[]; rowCount: number }>;
}

interface RawResult {
  rows?: unknown[];
  rowCount?: number | null;
}

const clients = new WeakMap<Knex, RateLimitStoreClient>();

/**
 * The app's knex as the store's client, so the same store runs on PostgreSQL and on the
 * embedded PGlite (whose driver takes no pg-style statement object), through the app's
 * pool and outside any route's transaction. The store numbers its parameters ($1 … $4,
 * some used twice), knex binds '?' in order: each $n becomes '?' with its value.
 */
export function rateLimitStore(knex: Knex): RateLimitStoreClient {
  let client = clients.get(knex);
  if (!client) {
    client = {
      async query({ text, values = [] }) {
        const bindings: unknown[] = [];
        const sql = text.replace(/\$(\d+)/g, (_match, n: string) => {
          bindings.push(values[Number(n) - 1]);
          return '?';
        });
        // knex.raw answers the driver's result: rows, and the affected count as rowCount.
        const result = (await knex.raw(sql, bindings as Knex.RawBinding[])) as RawResult;
        const rows = result.rows ?? [];
        // PGlite counts no rows for a SELECT; the store reads rowCount to see whether a key exists.
        return { rows, rowCount: Math.max(rows.length, result.rowCount ?? 0) };
      },
    };
    clients.set(knex, client);
  }
  return client;
}
