import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../appDeps';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TOO_MANY_ATTEMPTS, setRateLimits } from './rateLimit';

/*
 * The limits of api/src/platform/security/rateLimit.ts, tightened, against the real routes. The app
 * trusts one proxy, so each call names its address in X-Forwarded-For as the proxy would.
 */

const SLOW_DOWN_MS = 150;

/** Every argon2 check the login makes, counted: the same work for a known and an unknown name. */
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifications += 1;
      return real.verify(...args);
    },
  };
});

let app: TestApp;
let deps: AppDeps;
let server: Server;
let url: string;
beforeAll(async () => {
  app = await createTestApp('demo');
  deps = { ...app.deps, config: { ...app.deps.config, trustProxyHops: 1 } };
  setRateLimits(deps, {
    counters: {
      login: [
        { key: 'usernameAndIp', windowSeconds: 900, refuseAfter: 3 },
        { key: 'username', windowSeconds: 900, slowAfter: 3 },
        { key: 'ip', windowSeconds: 900, slowAfter: 5, refuseAfter: 12 },
      ],
      register: [
        { key: 'username', windowSeconds: 900, refuseAfter: 2 },
        { key: 'ip', windowSeconds: 900, refuseAfter: 4 },
      ],
      leagueCode: [
        { key: 'username', windowSeconds: 900, refuseAfter: 3 },
        { key: 'ip', windowSeconds: 900, refuseAfter: 20 },
      ],
      usernameCheck: [{ key: 'ip', windowSeconds: 60, refuseAfter: 5 }],
      pushSubscribe: [],
    },
    slowDownMs: SLOW_DOWN_MS,
    maxSlowDownMs: SLOW_DOWN_MS,
  });
  server = createServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

interface Answer {
  status: number;
  ms: number;
  cookie: string | null;
  body: { success: boolean; msg?: string; correct?: boolean; leagueID?: number; exists?: boolean };
}

async function post(
  name: string,
  body: object,
  from: { ip: string; cookie?: string; clientWrites?: string },
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: url,
      // The client's own entry comes first; the proxy adds the address it saw last.
      'X-Forwarded-For': `${from.clientWrites ?? '6.6.6.6'}, ${from.ip}`,
      ...(from.cookie ? { Cookie: from.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? null;
  return { status: response.status, ms: performance.now() - started, cookie, body: await response.json() };
}

const login = (username: string, password: string, ip: string) => post('login', { username, password }, { ip });

describe('login limits', () => {
  it('refuses a guesser on the account from its address, and lets the owner in from another', async () => {
    for (let i = 0; i < 3; i++) expect((await login('vsffan', 'feil-passord', '10.0.0.1')).status).toBe(401);
    const guesser = await login('vsffan', 'fotball123', '10.0.0.1');
    expect(guesser.status).toBe(429);
    expect(guesser.body).toEqual({ success: false, msg: TOO_MANY_ATTEMPTS });
    // The owner, elsewhere, with the right password: slowed down, never refused.
    const owner = await login('VSFfan', 'fotball123', '10.0.0.2');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(SLOW_DOWN_MS - 10);
  });

  it('lets the fans behind a guessing address in', async () => {
    const names = ['skribent', 'spiller', 'finnesikke1', 'finnesikke2', 'finnesikke3', 'finnesikke4'];
    for (const name of names) expect((await login(name, 'feil-passord', '10.0.0.3')).status).toBe(401);
    const fan = await login('admin', 'fotball123', '10.0.0.3');
    expect(fan.status).toBe(200);
    expect(fan.ms).toBeGreaterThanOrEqual(SLOW_DOWN_MS - 10);
  });

  it('refuses an address that guesses at a rate no person types', async () => {
    for (let i = 0; i < 6; i++) await login(`finnesikke${10 + i}`, 'feil-passord', '10.0.0.3');
    expect((await login('admin', 'fotball123', '10.0.0.3')).status).toBe(429);
    expect((await login('admin', 'fotball123', '10.0.0.4')).status).toBe(200);
  });

  it('counts in the database, so every API process shares the counts', async () => {
    const keys = await deps.db.knex('rate_limits').where('key', 'like', 'login:%').pluck('key');
    expect(keys).toContain('login:0:usernameAndIp:vsffan@10.0.0.1');
  });

  it('opens the account to the guessing address again when the window is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      expect((await login('vsffan', 'fotball123', '10.0.0.1')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts checkOldPassword guesses like failed logins', async () => {
    const { cookie } = await login('skribent', 'fotball123', '10.0.1.1');
    for (let i = 0; i < 3; i++) {
      const wrong = await post(
        'checkOldPassword',
        { username: 'skribent', password: `gjett-${i}` },
        { ip: '10.0.1.1', cookie: cookie! },
      );
      expect(wrong.body.correct).toBe(false);
    }
    const blocked = await post(
      'checkOldPassword',
      { username: 'skribent', password: 'fotball123' },
      { ip: '10.0.1.1', cookie: cookie! },
    );
    expect(blocked.status).toBe(429);
  });
});

describe('behind the configured proxy', () => {
  it('counts the address the proxy saw, whatever the client writes before it', async () => {
    const wrong = (clientWrites: string) =>
      post('login', { username: 'spiller', password: 'feil-passord' }, { ip: '10.0.6.1', clientWrites });
    for (const written of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) expect((await wrong(written)).status).toBe(401);
    expect((await wrong('4.4.4.4')).status).toBe(429);
  });

  it('reads no X-Forwarded-For at all when TRUST_PROXY is not set', () => {
    expect(loadConfig({ SESSION_SECRET: 's' }).trustProxyHops).toBe(0);
    expect(loadConfig({ SESSION_SECRET: 's', TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ SESSION_SECRET: 's', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the time a login takes', () => {
  it('does not tell whether the username exists: a password hash is checked either way', async () => {
    // Counted, not timed: a timing comparison would only measure how busy the machine is.
    const verificationsOf = async (username: string, ip: string) => {
      const before = argon2.verifications;
      expect((await login(username, 'feil-passord', ip)).status).toBe(401);
      return argon2.verifications - before;
    };
    expect(await verificationsOf('admin', '10.0.2.1')).toBe(1);
    expect(await verificationsOf('finnesikkeher', '10.0.2.2')).toBe(1);
  });
});

describe('the username check', () => {
  it('refuses an address that runs a list of names through it', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post('checkIfUsernameExists', { username: `navn${i}` }, { ip: '10.0.3.1' })).status).toBe(200);
    }
    expect((await post('checkIfUsernameExists', { username: 'admin' }, { ip: '10.0.3.1' })).status).toBe(429);
    expect((await post('checkIfUsernameExists', { username: 'admin' }, { ip: '10.0.3.2' })).body.exists).toBe(true);
  });
});

describe('registration limits', () => {
  it('refuses a username after its attempts and an address after its attempts', async () => {
    const register = (username: string) =>
      post('createNewUser', { username, teamName: 'Et lag', password: 'hemmelig1' }, { ip: '10.0.4.1' });
    expect((await register('ny1')).status).toBe(200);
    expect((await register('ny1')).status).toBe(409);
    expect((await register('ny1')).status).toBe(429);
    expect((await register('ny2')).status).toBe(200);
    expect((await register('ny3')).status).toBe(429);
  });
});

describe('league code guesses', () => {
  it('refuses a user after 3 wrong codes with 429, even with the right code, and keeps them out', async () => {
    const adminCookie = (await login('admin', 'fotball123', '10.0.5.1')).cookie!;
    const adminID = await app.userIDOf(adminCookie);
    const created = await post(
      'newFantasyLeague',
      { name: 'Kodeknekkerne', season: 2026, round: 1, privateLague: 1, password: 'hemmelig', userAdminID: adminID },
      { ip: '10.0.5.1', cookie: adminCookie },
    );
    expect(created.status).toBe(200);
    const cookie = (await login('spiller', 'fotball123', '10.0.5.2')).cookie!;
    const userID = await app.userIDOf(cookie);
    const join = (password: string) =>
      post(
        'addNewFantasyLeagueMember',
        { leagueID: created.body.leagueID, password, userID, season: 2026, round: 1 },
        { ip: '10.0.5.2', cookie },
      );
    for (const guess of ['aaa', 'bbb', 'ccc']) expect((await join(guess)).status).toBe(403);
    const blocked = await join('hemmelig');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, msg: TOO_MANY_ATTEMPTS });
    const members = await deps.db.knex('league_members').where({ leagueId: created.body.leagueID }).pluck('user_id');
    expect(members).not.toContain(userID);
  });
});
