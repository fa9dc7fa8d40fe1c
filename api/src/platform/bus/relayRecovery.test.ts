import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAM, RELAY_GROUP, busMessage, EVERYONE, type BusMessage } from '@vsf/contract';
import { createRedisClient, createRedisRelaySource, type RedisClient } from '@vsf/realtime-server';
import { hasRedisServer, startThrowawayRedis, type ThrowawayRedis } from '../../testing/throwawayRedis';

/**
 * A fault test on a Redis of its own (another port, nothing kept on disk): the test empties
 * it as a restart without persistence or a failover to an empty replica would, and stops
 * only the server it started.
 */
describe.skipIf(!hasRedisServer)('the relay when Redis loses its data', () => {
  let server: ThrowawayRedis;
  let client: RedisClient;
  let writer: RedisClient;
  const warnings: string[] = [];

  beforeAll(async () => {
    server = await startThrowawayRedis();
    client = createRedisClient(server.url);
    writer = client.duplicate();
    await Promise.all([client.connect(), writer.connect()]);
  });
  afterAll(async () => {
    await Promise.allSettled([client.quit(), writer.quit()]);
    await server.stop();
  });

  const add = (season: number) =>
    writer.xAdd(EVENT_STREAM, '*', { data: JSON.stringify(busMessage('stats:updated', { season }, [EVERYONE])) });

  it('relays again within 10 s, without a flood of log lines', async () => {
    const source = await createRedisRelaySource(client, { warn: (_, msg) => warnings.push(msg) });
    const seasons: number[] = [];
    source.subscribe((message: BusMessage) => {
      if (message.event === 'stats:updated') seasons.push((message as BusMessage<'stats:updated'>).payload.season);
    });
    await add(1);
    await expect.poll(() => seasons, { timeout: 5000 }).toEqual([1]);

    await writer.flushAll();
    const lost = performance.now();
    // The API goes on adding events; the first one makes the stream anew.
    await add(2);
    await expect.poll(() => seasons, { timeout: 10_000, interval: 50 }).toEqual([1, 2]);
    expect(performance.now() - lost).toBeLessThan(10_000);
    await add(3);
    await expect.poll(() => seasons, { timeout: 5000 }).toEqual([1, 2, 3]);
    expect(warnings.length).toBeLessThan(5);
    await source.close();
  }, 30_000);

  it('relays what a stopped process had read and never acknowledged', async () => {
    await writer.flushAll();
    const source = await createRedisRelaySource(client, { warn: () => undefined }, { claimIdleMs: 300 });
    const seasons: number[] = [];
    source.subscribe((message: BusMessage) => {
      if (message.event === 'stats:updated') seasons.push((message as BusMessage<'stats:updated'>).payload.season);
    });
    // A process that read the message and stopped before acknowledging it.
    await source.close();
    await add(7);
    await writer.xReadGroup(RELAY_GROUP, 'stopped-process', { key: EVENT_STREAM, id: '>' }, { COUNT: 10 });
    expect(seasons).toEqual([]);
    const successor = await createRedisRelaySource(client, { warn: () => undefined }, { claimIdleMs: 300 });
    successor.subscribe((message: BusMessage) => {
      if (message.event === 'stats:updated') seasons.push((message as BusMessage<'stats:updated'>).payload.season);
    });
    await expect.poll(() => seasons, { timeout: 5000 }).toEqual([7]);
    await successor.close();
  }, 20_000);

  it('takes over the relay from a process that died holding it, and relays what it left unacknowledged', async () => {
    await writer.flushAll();
    // The group, as a relay makes it; then a process killed (-9) while relaying: it holds the
    // lease and has read one message it never acknowledged.
    await (await createRedisRelaySource(client, { warn: () => undefined }, { leaseMs: 600 })).close();
    await writer.set('vsf:relay:lease', 'killed-process', { PX: 600 });
    await add(8);
    await writer.xReadGroup(RELAY_GROUP, 'killed-process', { key: EVENT_STREAM, id: '>' }, { COUNT: 10 });
    await add(9);
    const seasons: number[] = [];
    const standby = await createRedisRelaySource(client, { warn: () => undefined }, { leaseMs: 600 });
    standby.subscribe((message: BusMessage) => {
      if (message.event === 'stats:updated') seasons.push((message as BusMessage<'stats:updated'>).payload.season);
    });
    const started = performance.now();
    await expect.poll(() => seasons, { timeout: 5000, interval: 50 }).toEqual([8, 9]);
    expect(performance.now() - started).toBeLessThan(2000);
    // The dead consumer, with nothing pending any more, is gone from the group.
    await expect
      .poll(async () => (await writer.xInfoConsumers(EVENT_STREAM, RELAY_GROUP)).map((consumer) => consumer.name))
      .not.toContain('killed-process');
    await standby.close();
  }, 20_000);

  it('relays with one process at a time; the other stands by', async () => {
    await writer.flushAll();
    const heard = [[], []] as number[][];
    const sources = [];
    for (const list of heard) {
      const source = await createRedisRelaySource(client, { warn: () => undefined }, { leaseMs: 600 });
      source.subscribe((message: BusMessage) => {
        if (message.event === 'stats:updated') list.push((message as BusMessage<'stats:updated'>).payload.season);
      });
      sources.push(source);
    }
    for (let season = 10; season < 30; season++) await add(season);
    await expect.poll(() => heard.flat().length, { timeout: 5000 }).toBe(20);
    expect(heard.filter((list) => list.length > 0)).toHaveLength(1);
    // The holder stops cleanly: the other takes over at once.
    const holder = heard[0]!.length > 0 ? 0 : 1;
    await sources[holder]!.close();
    await add(30);
    await expect.poll(() => heard[1 - holder]!.at(-1), { timeout: 3000 }).toBe(30);
    await sources[1 - holder]!.close();
  }, 20_000);
});
