import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BusMessage } from '@vsf/engine';
import { createRealtimeServer, type RealtimeServer } from '@vsf/realtime-server';
import { createApp } from '../app';
import type { AppDeps } from '../appDeps';
import { createMemoryBus } from '../bus/memoryBus';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { realtimeBridge } from '../realtime/bridge';
import { TEST_NOW } from './clock';
import { openTestDatabase } from './testDatabase';
import type { TemplateName } from './templates';

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T & { success: boolean; msg?: string };
  cookie: string | null;
}

export interface TestApp {
  deps: AppDeps;
  url: string;
  /** Every message published on the bus, in order. */
  events: BusMessage[];
  /** POST /api/{name} as a browser on the site would send it. */
  call<T = Record<string, unknown>>(
    name: string,
    body?: unknown,
    options?: { cookie?: string | null; origin?: string },
  ): Promise<CallResult<T>>;
  get<T = Record<string, unknown>>(path: string): Promise<CallResult<T>>;
  login(username: string, password?: string): Promise<string>;
  setNow(now: Date): void;
  close(): Promise<void>;
}

/**
 * The real app on a real port, over a private copy of a template database. With
 * `realtime: true` the embedded realtime server shares its HTTP server, as in `npm start`.
 */
export async function createTestApp(
  template: TemplateName = 'demo',
  options: { realtime?: boolean } = {},
): Promise<TestApp> {
  const db = await openTestDatabase(template);
  let now = TEST_NOW;
  const config = {
    ...loadConfig({ DATA_DIR: '/nonexistent-test-dir', SESSION_SECRET: 'test-secret', DEMO: '0' }),
    webDistDir: '/nonexistent',
  };
  const bus = createMemoryBus();
  const events: BusMessage[] = [];
  bus.subscribe((message) => events.push(message));
  const deps: AppDeps = { db, bus, config, log: createLogger('silent'), now: () => now };
  const server: Server = createServer(createApp(deps).callback());
  const realtime: RealtimeServer | null = options.realtime ? createRealtimeServer(server, realtimeBridge(deps)) : null;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call<T>(name: string, body: unknown = {}, options: { cookie?: string | null; origin?: string } = {}) {
    const response = await fetch(`${url}/api/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: options.origin ?? url,
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return toResult<T>(response);
  }

  return {
    deps,
    url,
    events,
    call,
    get: async (path) => toResult(await fetch(`${url}${path}`)),
    async login(username, password = 'fotball123') {
      const result = await call('login', { username, password });
      if (!result.cookie) throw new Error(`login failed for ${username}: ${result.body.msg}`);
      return result.cookie;
    },
    setNow: (value) => {
      now = value;
    },
    async close() {
      if (realtime) await new Promise((resolve) => realtime.close(resolve));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

async function toResult<T>(response: Response): Promise<CallResult<T>> {
  const setCookie = response.headers.get('set-cookie');
  const cookie = setCookie ? (setCookie.split(';')[0] ?? null) : null;
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as CallResult<T>['body'], cookie };
}
