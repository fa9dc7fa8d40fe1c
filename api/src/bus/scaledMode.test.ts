import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { io as connect, type Socket } from 'socket.io-client';
import { busMessage, EVERYONE, type BusMessage } from '@vsf/engine';
import {
  createRealtimeServer,
  createRedisClient,
  createRedisRelaySource,
  type RealtimeServer,
} from '@vsf/realtime-server';
import { createLogger } from '../logger';
import { createRedisBus } from './redisBus';
import type { EventBus } from './eventBus';

const redisUrl = process.env.REDIS_URL;

/**
 * The scaled mode end to end: an API process publishes through Redis, two realtime
 * processes share the work through the consumer group, and a browser connected to
 * either gets each event exactly once.
 */
describe.skipIf(!redisUrl)('scaled mode through Redis', () => {
  let bus: EventBus;
  const realtime: { io: RealtimeServer; http: Server; url: string; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    bus = await createRedisBus(redisUrl!, createLogger('silent'));
    for (let i = 0; i < 2; i++) {
      const client = createRedisClient(redisUrl!);
      await client.connect();
      const source = await createRedisRelaySource(client, { warn: () => undefined });
      const http = createServer();
      const io = createRealtimeServer(
        http,
        {
          subscribe: source.subscribe,
          authenticate: async () => null,
          mayReadPost: async () => true,
          currentDeadline: async () => ({ season: 2026, round: 1, matchID: 'M1', deadlineAt: null }),
          now: () => new Date(),
        },
        { adapter: createAdapter(client as unknown as Parameters<typeof createAdapter>[0]) },
      );
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      realtime.push({
        io,
        http,
        url,
        close: async () => {
          await new Promise((resolve) => io.close(resolve));
          await source.close();
          await client.quit();
        },
      });
    }
  });

  afterAll(async () => {
    for (const server of realtime) await server.close();
    await bus.close();
  });

  it('delivers an API event once to browsers on every realtime process', async () => {
    const browsers: Socket[] = realtime.map(({ url }) => connect(url, { transports: ['websocket'], forceNew: true }));
    await Promise.all(browsers.map((socket) => new Promise((resolve) => socket.once('deadline', resolve))));
    const received = browsers.map(() => [] as unknown[]);
    browsers.forEach((socket, index) => socket.on('stats:updated', (payload) => received[index]!.push(payload)));

    const heardByApi: BusMessage[] = [];
    bus.subscribe((message) => heardByApi.push(message));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await bus.publish(busMessage('stats:updated', { season: 2026 }, [EVERYONE]));

    await expect.poll(() => received.map((list) => list.length), { timeout: 5000 }).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([[{ season: 2026 }], [{ season: 2026 }]]);
    expect(heardByApi.map((message) => message.event)).toContain('stats:updated');
    browsers.forEach((socket) => socket.disconnect());
  });
});
