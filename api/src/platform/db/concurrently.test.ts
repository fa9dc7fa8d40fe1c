import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { concurrently } from './concurrently';

function deferredReads(log: string[]) {
  const read = (name: string) => () =>
    new Promise<string>((resolve) => {
      log.push(`start ${name}`);
      setTimeout(() => {
        log.push(`end ${name}`);
        resolve(name);
      }, 5);
    });
  return [read('a'), read('b')] as const;
}

describe('concurrently', () => {
  it('starts every read at once on a pool', async () => {
    const log: string[] = [];
    const pool = {} as Knex;
    expect(await concurrently<[string, string]>(pool, deferredReads(log))).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('runs them one after the other in a transaction, answering in the same order', async () => {
    const log: string[] = [];
    const trx = { isTransaction: true } as unknown as Knex;
    expect(await concurrently<[string, string]>(trx, deferredReads(log))).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
