import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app';
import type { AnyRoute } from '../platform/http/route';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('demo');
});
afterAll(() => app.close());

describe('two quick joins of the same league', () => {
  it('let the user in once and tell the second that they are already a member', async () => {
    const owner = await app.login('vsffan');
    const created = await app.call(
      'newFantasyLeague',
      {
        name: 'Kjappe hender',
        season: 2026,
        round: 1,
        privateLague: 0,
        password: '',
        userAdminID: await app.userIDOf(owner),
      },
      { cookie: owner },
    );
    const cookie = await app.login('spiller');
    const join = () =>
      app.call('addNewFantasyLeagueMember', { leagueID: created.body.leagueID, password: '' }, { cookie });
    const answers = await Promise.all([join(), join(), join()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.msg).toBe('Du er allerede med i denne ligaen.');
  });
});

describe('a write refused by a unique index', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // A route of this test only, outside the contract: it writes the same key twice.
    const duplicate: AnyRoute = {
      name: 'writeTwice',
      access: 'anyone',
      input: z.object({}),
      transaction: true,
      summary: 'Inserts one key twice.',
      async handler({ db }) {
        await db('rate_limits').insert({ key: 'twice', points: 1, expire: null });
        await db('rate_limits').insert({ key: 'twice', points: 1, expire: null });
        return {};
      },
    };
    server = createServer(createApp(app.deps, [duplicate]).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers 409 with a Norwegian message, not 500', async () => {
    const response = await fetch(`${url}/api/writeTwice`, { method: 'POST', headers: { Origin: url } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      msg: 'Dette er allerede lagret. Last siden på nytt og se.',
    });
  });
});
