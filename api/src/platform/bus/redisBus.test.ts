import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOnlyMessage, type BusMessage } from '@vsf/contract';
import { createLogger } from '../../logger';
import { createRedisBus } from './redisBus';
import type { EventBus } from './eventBus';

const redisUrl = process.env.REDIS_URL;

/** A message no other test sends: users:changed naming a user that does not exist. */
const marked = (marker: number) => apiOnlyMessage('users:changed', { userIDs: [marker] });
const markerOf = (message: BusMessage) =>
  message.event === 'users:changed' ? (message as BusMessage<'users:changed'>).payload.userIDs : null;

describe.skipIf(!redisUrl)("the API's Redis bus", () => {
  let publisher: EventBus;
  beforeAll(async () => {
    publisher = await createRedisBus(redisUrl!, createLogger('silent'));
  });
  afterAll(() => publisher.close());

  it('hands a subscriber what was published after the bus was made, even before it subscribed', async () => {
    const bus = await createRedisBus(redisUrl!, createLogger('silent'));
    const marker = -Math.floor(Math.random() * 1e9);
    await publisher.publish(marked(marker));
    const received = new Promise<void>((resolve) =>
      bus.subscribe((message) => {
        if (JSON.stringify(markerOf(message)) === JSON.stringify([marker])) resolve();
      }),
    );
    await expect(received).resolves.toBeUndefined();
    await bus.close();
  });

  it('loses nothing published while no read is waiting (after a read timed out, between reads)', async () => {
    const bus = await createRedisBus(redisUrl!, createLogger('silent'));
    const seen = new Set<number>();
    const base = -2e9;
    bus.subscribe((message) => {
      const ids = markerOf(message);
      if (Array.isArray(ids) && ids[0]! <= base && ids[1] === undefined) seen.add(ids[0]!);
    });
    // Reads block for 1 s: messages spread over 3 s fall before, during and between reads.
    const sent: number[] = [];
    for (let i = 0; i < 30; i++) {
      const marker = base - i;
      sent.push(marker);
      await publisher.publish(marked(marker));
      await new Promise((resolve) => setTimeout(resolve, 90 + (i % 7) * 5));
    }
    await expect.poll(() => sent.every((marker) => seen.has(marker)), { timeout: 5000 }).toBe(true);
    await bus.close();
  });
});
