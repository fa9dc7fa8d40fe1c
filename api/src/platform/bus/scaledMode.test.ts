import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { io as connect, type Socket } from 'socket.io-client';
import { busMessage, EVERYONE, rooms, type BusMessage, type OwnPointsPayload } from '@vsf/contract';
import {
  createRealtimeServer,
  createRedisClient,
  createRedisRelaySource,
  type RealtimeServer,
} from '@vsf/realtime-server';
import { createLogger } from '../../logger';
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
          // A browser says who it is with `session=user{N}`: the rules are the API's, not tested here.
          authenticate: async (cookie) => {
            const user = /session=user(\d+)/.exec(cookie ?? '');
            return user ? { userID: Number(user[1]) } : null;
          },
          mayReadPost: async () => true,
          mayJoinLeague: async () => true,
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

  it('gives every browser, on either process, the events in the order they were written', async () => {
    const browsers: Socket[] = realtime.map(({ url }) => connect(url, { transports: ['websocket'], forceNew: true }));
    await Promise.all(browsers.map((socket) => new Promise((resolve) => socket.once('deadline', resolve))));
    const received = browsers.map(() => [] as number[]);
    browsers.forEach((socket, index) =>
      socket.on('stats:updated', (payload: { season: number }) => received[index]!.push(payload.season)),
    );
    const written = Array.from({ length: 60 }, (_, index) => 3000 + index);
    for (const season of written) await bus.publish(busMessage('stats:updated', { season }, [EVERYONE]));
    await expect.poll(() => received.map((list) => list.length), { timeout: 10_000 }).toEqual([60, 60]);
    expect(received).toEqual([written, written]);
    browsers.forEach((socket) => socket.disconnect());
  });

  it('gives each user of a fan-out their own payload once, on whichever process holds their sockets', async () => {
    // [process, user]: 1 on the first, 2 on the second, 3 on both, 4 (not in the fan-out) on the second.
    const placed = [
      [0, 1],
      [1, 2],
      [0, 3],
      [1, 3],
      [1, 4],
    ] as const;
    const browsers = placed.map(([server, userID]) =>
      connect(realtime[server]!.url, {
        transports: ['websocket'],
        forceNew: true,
        extraHeaders: { cookie: `session=user${userID}` },
      }),
    );
    await Promise.all(browsers.map((socket) => new Promise((resolve) => socket.once('deadline', resolve))));
    await Promise.all(
      browsers.map(
        (socket, index) => new Promise((resolve) => socket.emit('join', rooms.user(placed[index]![1]), resolve)),
      ),
    );
    const received = browsers.map(() => [] as OwnPointsPayload[]);
    browsers.forEach((socket, index) => socket.on('points:own', (payload) => received[index]!.push(payload)));

    // What passes between the processes: the adapter's PUB/SUB channel and its stream.
    const watcher = createRedisClient(redisUrl!);
    await watcher.connect();
    const between: unknown[] = [];
    await watcher.subscribe('socket.io#/#', (message) => between.push(message), true);
    const reader = createRedisClient(redisUrl!);
    await reader.connect();
    const adapterStreamBefore = await reader.xLen('socket.io');

    // 10,000 managers, of whom users 1, 2 and 3 have sockets.
    const userIDs = [2, 3, 1, ...Array.from({ length: 9_997 }, (_, index) => 1_000 + index)];
    await bus.publish({
      event: 'points:own',
      payload: {
        userID: 0,
        season: 2026,
        round: 1,
        matchID: 'M1',
        live: true,
        roundPoints: 0,
        totalPoints: 0,
        worldRank: null,
      },
      rooms: [],
      fanout: {
        userIDs,
        columns: {
          roundPoints: userIDs.map((userID) => userID * 10),
          totalPoints: userIDs.map((userID) => userID * 100),
          worldRank: userIDs.map((userID) => userID),
        },
      },
    });

    await expect.poll(() => received.map((list) => list.length), { timeout: 5000 }).toEqual([1, 1, 1, 1, 0]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((list) => list.map((payload) => payload.userID))).toEqual([[1], [2], [3], [3], []]);
    expect(received[1]![0]).toEqual({
      userID: 2,
      season: 2026,
      round: 1,
      matchID: 'M1',
      live: true,
      roundPoints: 20,
      totalPoints: 200,
      worldRank: 2,
    });
    // One message for the other process, none per user, and nothing in the adapter's stream.
    expect(between).toHaveLength(1);
    expect(await reader.xLen('socket.io')).toBe(adapterStreamBefore);
    await reader.quit();
    await watcher.quit();
    browsers.forEach((socket) => socket.disconnect());
  });
});
