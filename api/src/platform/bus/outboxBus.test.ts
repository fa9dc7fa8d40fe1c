import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busMessage, EVERYONE, type BusMessage } from '@vsf/contract';
import type { Database } from '../db/database';
import { createLogger } from '../../logger';
import { openTestDatabase } from '../../testing/testDatabase';
import { hasRedisServer, startThrowawayRedis, type ThrowawayRedis } from '../../testing/throwawayRedis';
import type { EventBus } from './eventBus';
import { createOutboxBus } from './outboxBus';
import { createRedisBus } from './redisBus';
import { writeWithEvents } from './writeWithEvents';

const log = createLogger('silent');

/** The seasons of the `stats:updated` events a bus's subscriber heard, in order. */
function listen(bus: EventBus): number[] {
  const seasons: number[] = [];
  bus.subscribe((message: BusMessage) => {
    if (message.event === 'stats:updated') seasons.push((message as BusMessage<'stats:updated'>).payload.season);
  });
  return seasons;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Two API processes of the scaled mode on one database and a Redis of the test's own, which
 * the test stops and starts again: a write answers at once whatever Redis does,
 * and its events reach the other process, in order, once Redis is back.
 */
describe.skipIf(!hasRedisServer)('the event outbox', () => {
  let redis: ThrowawayRedis;
  let db: Database;
  let writer: EventBus;
  let other: EventBus;
  let heardByWriter: number[];
  let heardByOther: number[];

  const write = (season: number) =>
    writeWithEvents({ db, bus: writer, log }, async (trx, publish) => {
      await trx('season_state').first();
      publish(busMessage('stats:updated', { season }, [EVERYONE]));
    });
  const waiting = async () => Number((await db.knex('event_outbox').count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    db = await openTestDatabase('empty');
    writer = createOutboxBus(db, await createRedisBus(redis.url, log), log, { retryMs: 100 });
    other = createOutboxBus(db, await createRedisBus(redis.url, log), log, { retryMs: 100 });
    heardByWriter = listen(writer);
    heardByOther = listen(other);
  });
  afterAll(async () => {
    await Promise.allSettled([writer.close(), other.close()]);
    await db.close();
    await redis.stop();
  });

  it('delivers a write’s events to its own process at once and to the others once, in order', async () => {
    for (const season of range(1, 20)) await write(season);
    expect(heardByWriter).toEqual(range(1, 20));
    await expect.poll(() => heardByOther, { timeout: 5000 }).toEqual(range(1, 20));
    await expect.poll(waiting, { timeout: 5000 }).toBe(0);
    // Nothing arrives twice: the writer's reader skipped its own events.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardByWriter).toEqual(range(1, 20));
  });

  it('answers writes at once while Redis is down and sends their events in order when it is back', async () => {
    await redis.stop();
    for (const season of range(21, 30)) {
      const started = performance.now();
      await write(season);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(heardByWriter.slice(-10)).toEqual(range(21, 30));
    expect(await waiting()).toBe(10);

    await redis.start();
    await expect.poll(() => heardByOther, { timeout: 10_000, interval: 100 }).toEqual(range(1, 30));
    await expect.poll(waiting, { timeout: 5000 }).toBe(0);
  }, 30_000);

  it('keeps no event of a write that was rolled back', async () => {
    const failed = writeWithEvents({ db, bus: writer, log }, async (trx, publish) => {
      publish(busMessage('stats:updated', { season: 99 }, [EVERYONE]));
      await trx('season_state').update({ thisRound: 7 });
      throw new Error('the write fails after queueing its event');
    });
    await expect(failed).rejects.toThrow(/write fails/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await waiting()).toBe(0);
    expect([...heardByWriter, ...heardByOther]).not.toContain(99);
  });
});
