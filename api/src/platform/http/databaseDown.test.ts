import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../bootstrap';
import { migrate, openDatabase } from '../db/database';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwawayPostgres';
import { describeError } from './middleware';

const bin = postgresBin();

describe('what a database that is down answers', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    [
      'a pool that gave up',
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
    ],
  ])('answers 503 for %s', (_, error) => {
    expect(describeError(error)).toEqual({
      status: 503,
      msg: 'Databasen svarer ikke akkurat nå. Prøv igjen om litt.',
    });
  });

  it('still answers 500 for anything else', () => {
    expect(describeError(new Error('a bug')).status).toBe(500);
  });
});

/** A fault test: its own PostgreSQL, stopped under the running app and started again. */
describe.skipIf(!bin)('a write while PostgreSQL is down, and after it is back', () => {
  let server: ThrowawayPostgres;
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    server = await startThrowawayPostgres(bin!);
    const database = await openDatabase({ url: server.url, dataDir: null, poolMax: 2 });
    await migrate(database.knex);
    await ensureAdmin(database.knex, 'admin', 'fotball123');
    app = await createTestApp('empty', { database });
    cookie = await app.login('admin');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    server?.remove();
  });

  const write = () => app.callRaw('updateWelcomeModalSettings', { showModalAgain: 0 }, { cookie });

  it('answers 503 with Retry-After and a Norwegian message at once, then 200 when it is back', async () => {
    expect((await write()).status).toBe(200);
    server.stop();
    const started = performance.now();
    const down = await write();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.body).toEqual({ success: false, msg: 'Databasen svarer ikke akkurat nå. Prøv igjen om litt.' });
    expect(performance.now() - started).toBeLessThan(5000);
    server.start();
    await expect.poll(async () => (await write()).status, { timeout: 20_000, interval: 250 }).toBe(200);
  }, 60_000);
});
