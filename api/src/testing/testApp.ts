import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import type { BusMessage, CallAnswer, CallInput, CallName } from '@vsf/contract';
import { createRealtimeServer, type RealtimeServer } from '@vsf/realtime-server';
import { createApp } from '../app';
import type { AppDeps } from '../appDeps';
import { createMemoryBus } from '../platform/bus/memoryBus';
import type { EventBus } from '../platform/bus/eventBus';
import { loadConfig } from '../config';
import type { Database } from '../platform/db/database';
import { createLogger } from '../logger';
import { realtimeBridge } from '../platform/realtime/bridge';
import { TEST_NOW } from './clock';
import { openTestDatabase } from './testDatabase';
import type { TemplateName } from './templates';

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  /** Loose on purpose: a test reads the answer's fields, and a refusal's `msg`, without narrowing. */
  body: T & { success: boolean; msg?: string };
  cookie: string | null;
  headers: Headers;
}

export interface CallOptions {
  cookie?: string | null;
  origin?: string;
}

/** What an unchecked body may get back: a known call's answer when it succeeds, else anything. */
type RawAnswerOf<N extends string> = N extends CallName ? CallAnswer<N> : Record<string, unknown>;

/** A call's body and options; the body may be left out only when the call takes no required field. */
type CallArgs<N extends CallName> =
  Record<string, never> extends CallInput<N>
    ? [body?: CallInput<N>, options?: CallOptions]
    : [body: CallInput<N>, options?: CallOptions];

export interface TestApp {
  deps: AppDeps;
  url: string;
  /** Every message published on the bus, in order. */
  events: BusMessage[];
  /** POST /api/{name} as a browser on the site would send it: the contract's body, its answer. */
  call<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<CallResult<CallAnswer<N>>>;
  /**
   * The same POST with any body (a JSON text is sent as it is) to any name: for the tests
   * that send what the contract refuses, or call a name that does not exist.
   */
  callRaw<N extends string>(name: N, body?: unknown, options?: CallOptions): Promise<CallResult<RawAnswerOf<N>>>;
  get<T = Record<string, unknown>>(path: string): Promise<CallResult<T>>;
  login(username: string, password?: string): Promise<string>;
  /** The userID of the session behind a cookie, as isLoggedIn answers it; throws without one. */
  userIDOf(cookie: string): Promise<number>;
  setNow(now: Date): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The embedded realtime server shares the app's HTTP server, as in `npm start`. */
  realtime?: boolean;
  /** The bus to use, or how to make it over the app's database (the scaled mode's outbox); a memory bus otherwise. */
  bus?: EventBus | ((db: Database) => EventBus);
  /** A second API process: it uses this app's database, which that app closes. */
  databaseOf?: TestApp;
  /** A database of the test's own (a fault test's throwaway server), closed with the app. */
  database?: Database;
  /** Settings of the environment for this app (PUSH_ALLOWED_HOSTS for a test's push service). */
  env?: Record<string, string>;
}

/** One VAPID pair for the test process: the embedded mode would write its own into DATA_DIR. */
let testVapidKeys: { publicKey: string; privateKey: string } | null = null;

/**
 * The real app on a real port, over a private copy of a template database (or another
 * test app's, as a second API process of the same site).
 */
export async function createTestApp(template: TemplateName = 'demo', options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.databaseOf?.deps.db ?? options.database ?? (await openTestDatabase(template));
  let now = TEST_NOW;
  testVapidKeys ??= webPush.generateVAPIDKeys();
  const config = {
    ...loadConfig({
      DATA_DIR: '/nonexistent-test-dir',
      SESSION_SECRET: 'test-secret',
      DEMO: '0',
      VAPID_PUBLIC_KEY: testVapidKeys.publicKey,
      VAPID_PRIVATE_KEY: testVapidKeys.privateKey,
      VAPID_SUBJECT: 'mailto:test@example.org',
      ...options.env,
    }),
    webDistDir: '/nonexistent',
  };
  const bus = typeof options.bus === 'function' ? options.bus(db) : (options.bus ?? createMemoryBus());
  const events: BusMessage[] = [];
  bus.subscribe((message) => events.push(message));
  const deps: AppDeps = { db, bus, config, log: createLogger('silent'), now: () => now };
  const server: Server = createServer(createApp(deps).callback());
  const realtime: RealtimeServer | null = options.realtime ? createRealtimeServer(server, realtimeBridge(deps)) : null;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function callRaw<N extends string>(
    name: N,
    body: unknown = {},
    options: CallOptions = {},
  ): Promise<CallResult<RawAnswerOf<N>>> {
    const response = await fetch(`${url}/api/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: options.origin ?? url,
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    // The server's answer is trusted to follow the contract here; the route's own types hold it to it.
    return toResult(response) as Promise<CallResult<RawAnswerOf<N>>>;
  }

  function call<N extends CallName>(name: N, ...[body, options]: CallArgs<N>): Promise<CallResult<CallAnswer<N>>> {
    return callRaw(name, body, options);
  }

  return {
    deps,
    url,
    events,
    call,
    callRaw,
    get: async (path) => toResult(await fetch(`${url}${path}`)),
    async login(username, password = 'fotball123') {
      const result = await call('login', { username, password });
      if (!result.cookie) throw new Error(`login failed for ${username}: ${result.body.msg}`);
      return result.cookie;
    },
    async userIDOf(cookie) {
      const { body } = await call('isLoggedIn', {}, { cookie });
      if (!body.isLoggedIn) throw new Error('the cookie is no session');
      return body.userID;
    },
    setNow: (value) => {
      now = value;
    },
    async close() {
      if (realtime) await new Promise((resolve) => realtime.close(resolve));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.databaseOf) await db.close();
    },
  };
}

async function toResult<T>(response: Response): Promise<CallResult<T>> {
  const setCookie = response.headers.get('set-cookie');
  const cookie = setCookie ? (setCookie.split(';')[0] ?? null) : null;
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as CallResult<T>['body'],
    cookie,
    headers: response.headers,
  };
}
