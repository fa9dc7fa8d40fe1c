import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../app';
import { TOO_MANY_ATTEMPTS, setRateLimits } from '../security/rateLimit';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { HttpError } from './errors';
import type { Access, UserFor } from './access';
import type { AnyRoute, RouteContext } from './route';
import type { RouteRateLimit } from './routeRateLimit';

/*
 * The router applies a route's declared `rateLimit` (api/src/platform/http/routeRateLimit.ts) to
 * routes of this test's own, mounted beside nothing else, with tight limits.
 */

/** A route of this test only, outside the contract: its rate limit is typed as defineRoute's. */
interface TestRoute<S extends z.ZodType, A extends Access, Answer extends object> {
  name: string;
  access: A;
  input: S;
  transaction?: boolean;
  summary: string;
  rateLimit?: RouteRateLimit<z.output<S>, A, NoInfer<Answer>>;
  handler(ctx: RouteContext<z.output<S>, UserFor<A>>): Promise<Answer>;
}

function testRoute<S extends z.ZodType, A extends Access, Answer extends object>(
  definition: TestRoute<S, A, Answer>,
): AnyRoute {
  return definition as unknown as AnyRoute;
}

const named = z.object({ username: z.string(), fail: z.boolean().optional() });
let handled = 0;

const routes = [
  testRoute({
    name: 'guess',
    access: 'anyone',
    input: named,
    summary: 'Fails when asked to; every call counts, an answer gives its attempt back.',
    rateLimit: 'login',
    async handler({ input }) {
      handled += 1;
      if (input.fail) throw new HttpError(401, 'Feil.');
      return {};
    },
  }),
  testRoute({
    name: 'register',
    access: 'anyone',
    input: named,
    summary: 'Every call counts, answered or not.',
    rateLimit: { scope: 'register', refund: () => false },
    async handler() {
      return {};
    },
  }),
  testRoute({
    name: 'maybeCounted',
    access: 'anyone',
    input: named,
    summary: 'Counts only the calls that fail, and keeps them.',
    rateLimit: { scope: 'register', counts: (input) => input.fail === true, refund: () => false },
    async handler() {
      return {};
    },
  }),
  testRoute({
    name: 'answerDecides',
    access: 'loggedIn',
    input: z.object({ username: z.string(), correct: z.boolean() }),
    summary: 'Answers whether the guess was right; counts the session user, not the body.',
    rateLimit: { scope: 'leagueCode', refund: (answer: { correct: boolean }) => answer.correct },
    async handler({ input }) {
      return { correct: input.correct };
    },
  }),
  testRoute({
    name: 'rolledBack',
    access: 'anyone',
    input: named,
    transaction: true,
    summary: 'Writes, then fails: the write is rolled back, the count stays.',
    rateLimit: 'leagueCode',
    async handler({ db }) {
      await db('rate_limits').insert({ key: 'rolledBack:write', points: 1, expire: null });
      throw new HttpError(409, 'Nei.');
    },
  }),
  testRoute({
    name: 'unlimited',
    access: 'anyone',
    input: named,
    summary: 'Declares no limit.',
    async handler() {
      return {};
    },
  }),
];

// A route open to anyone counts the username its body names, so it must have one.
testRoute({
  name: 'noUsername',
  access: 'anyone',
  input: z.object({}),
  summary: '',
  // @ts-expect-error a route open to anyone cannot be rate-limited without a username
  rateLimit: 'login',
  handler: async () => ({}),
});

let app: TestApp;
let server: Server;
let url: string;
beforeAll(async () => {
  app = await createTestApp('demo');
  const counters = [
    { key: 'ip', windowSeconds: 900, refuseAfter: 100 },
    { key: 'username', windowSeconds: 900, refuseAfter: 2 },
  ] as const;
  setRateLimits(app.deps, {
    counters: {
      login: [...counters],
      register: [...counters],
      leagueCode: [...counters],
      usernameCheck: [],
      pushSubscribe: [],
    },
    slowDownMs: 0,
    maxSlowDownMs: 0,
  });
  server = createServer(createApp(app.deps, routes).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

async function call(name: string, body: object, cookie?: string) {
  const response = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('a route declaring a rate limit', () => {
  it('refuses a username beyond its failed attempts with 429, before the handler runs', async () => {
    expect((await call('guess', { username: 'Kari', fail: true })).status).toBe(401);
    expect((await call('guess', { username: 'kari', fail: true })).status).toBe(401);
    const before = handled;
    const blocked = await call('guess', { username: 'kari' });
    expect(blocked).toEqual({ status: 429, retryAfter: '900', body: { success: false, msg: TOO_MANY_ATTEMPTS } });
    expect(handled).toBe(before);
    // Another username is counted apart.
    expect((await call('guess', { username: 'ola' })).status).toBe(200);
  });

  it('gives back the attempts that were answered', async () => {
    for (let i = 0; i < 4; i++) expect((await call('guess', { username: 'per' })).status).toBe(200);
  });

  it('keeps counting answered calls when the route says so', async () => {
    expect((await call('register', { username: 'nils' })).status).toBe(200);
    expect((await call('register', { username: 'nils' })).status).toBe(200);
    expect((await call('register', { username: 'nils' })).status).toBe(429);
  });

  it('counts only the calls its rule names', async () => {
    for (let i = 0; i < 3; i++) expect((await call('maybeCounted', { username: 'liv' })).status).toBe(200);
    expect((await call('maybeCounted', { username: 'liv', fail: true })).status).toBe(200);
    expect((await call('maybeCounted', { username: 'liv', fail: true })).status).toBe(200);
    expect((await call('maybeCounted', { username: 'liv', fail: true })).status).toBe(429);
  });

  it("counts the session user's name on routes that need a login, and lets the answer decide the refund", async () => {
    const cookie = await app.login('vsffan');
    for (let i = 0; i < 3; i++) {
      expect((await call('answerDecides', { username: `annen${i}`, correct: true }, cookie)).status).toBe(200);
    }
    expect((await call('answerDecides', { username: 'a', correct: false }, cookie)).status).toBe(200);
    expect((await call('answerDecides', { username: 'b', correct: false }, cookie)).status).toBe(200);
    expect((await call('answerDecides', { username: 'c', correct: true }, cookie)).status).toBe(429);
    const keys = await app.deps.db.knex('rate_limits').where('key', 'like', 'leagueCode:%:username:%').pluck('key');
    expect(keys).toEqual(['leagueCode:1:username:vsffan']);
  });

  it("counts outside the route's transaction: a refused call keeps its count, not its writes", async () => {
    expect((await call('rolledBack', { username: 'eva' })).status).toBe(409);
    expect((await call('rolledBack', { username: 'eva' })).status).toBe(409);
    expect((await call('rolledBack', { username: 'eva' })).status).toBe(429);
    expect(await app.deps.db.knex('rate_limits').where('key', 'rolledBack:write')).toEqual([]);
  });

  it('counts nothing for a route that declares no limit', async () => {
    for (let i = 0; i < 4; i++) expect((await call('unlimited', { username: 'kari' })).status).toBe(200);
  });
});
