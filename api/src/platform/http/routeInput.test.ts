import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing/testApp';
import type { AnyRoute } from './route';
import { MAX_REMEMBERED_TEXT } from './routeInput';

const seen: Record<string, unknown[]> = { remembered: [], fresh: [], query: [] };
const listInput = z.object({ season: z.coerce.number().int(), ids: z.array(z.number()).default([]) });

// Made-up calls, outside the contract: the router mounts any route it is given.
const routes: AnyRoute[] = [
  {
    name: 'remembered',
    access: 'anyone',
    rememberInput: true,
    summary: 'test',
    input: listInput,
    handler: async ({ input }) => {
      seen.remembered!.push(input);
      return {};
    },
  },
  {
    name: 'fresh',
    access: 'anyone',
    summary: 'test',
    input: listInput,
    handler: async ({ input }) => {
      seen.fresh!.push(input);
      return {};
    },
  },
  {
    name: 'query',
    method: 'GET',
    access: 'anyone',
    rememberInput: true,
    summary: 'test',
    input: z.object({ season: z.coerce.number().int() }),
    handler: async ({ input }) => {
      seen.query!.push(input);
      return {};
    },
  },
];

let app: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  app = await createTestApp('empty');
  server = createServer(createApp(app.deps, routes).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

async function post(name: string, text: string): Promise<{ status: number; body: { msg?: string } }> {
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as { msg?: string } };
}

describe('remembered inputs of hot reads', () => {
  it('hands the same request text the same validated, frozen input', async () => {
    await post('remembered', '{"season":"2025","ids":[3]}');
    await post('remembered', '{"season":"2025","ids":[3]}');
    const [first, second] = seen.remembered!.slice(-2) as Array<{ season: number; ids: number[] }>;
    expect(first).toEqual({ season: 2025, ids: [3] });
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => first!.ids.push(4)).toThrow(TypeError);
  });

  it('keeps a different text apart', async () => {
    await post('remembered', '{"season":2024}');
    expect(seen.remembered!.at(-1)).toEqual({ season: 2024, ids: [] });
  });

  it('never remembers a refused input, and refuses it every time', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { status } = await post('remembered', '{"season":"x"}');
      expect(status).toBe(400);
    }
    await post('remembered', '{"season":"2023"}');
    expect(seen.remembered!.at(-1)).toEqual({ season: 2023, ids: [] });
  });

  it('validates long texts and routes without the flag every time', async () => {
    const long = JSON.stringify({ season: 2025, ids: Array.from({ length: MAX_REMEMBERED_TEXT }, (_, i) => i) });
    await post('remembered', long);
    await post('remembered', long);
    const [longFirst, longSecond] = seen.remembered!.slice(-2);
    expect(longSecond).not.toBe(longFirst);
    expect(longSecond).toEqual(longFirst);

    await post('fresh', '{"season":2025}');
    await post('fresh', '{"season":2025}');
    const [first, second] = seen.fresh!;
    expect(second).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });

  it('remembers GET inputs by their query string', async () => {
    await fetch(`${base}/api/query?season=2022`);
    await fetch(`${base}/api/query?season=2022`);
    await fetch(`${base}/api/query?season=2021`);
    const [first, second, third] = seen.query!;
    expect(second).toBe(first);
    expect(third).toEqual({ season: 2021 });
  });
});
