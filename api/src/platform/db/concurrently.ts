import type { Knex } from 'knex';

/**
 * Independent reads: at once on a pool (each takes its own connection), one after the other
 * inside a transaction. A transaction is one connection, where pg would queue them anyway
 * and warns that it will stop doing so ('Calling client.query() when the client is already
 * executing a query', removed in pg 9).
 */
export async function concurrently<T extends readonly unknown[]>(
  db: Knex,
  reads: { readonly [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  // The mapped tuple type is lost by map(); each read still answers its own element of T.
  if (!(db as Knex.Transaction).isTransaction) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
