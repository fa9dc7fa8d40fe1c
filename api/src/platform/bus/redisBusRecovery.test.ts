import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAM, apiOnlyMessage, type BusMessage } from '@vsf/contract';
import { createLogger } from '../../logger';
import { hasRedisServer, startThrowawayRedis, type ThrowawayRedis } from '../../testing/throwawayRedis';
import { createRedisBus } from './redisBus';

/**
 * A fault test on a Redis of its own: while the stream's key holds something that is not a
 * stream, every read of the bus fails; the reader tries again a second apart (a line in the
 * log each time) and reads again once the stream is back.
 */
describe.skipIf(!hasRedisServer)("the API's Redis bus when its reads fail", () => {
  let server: ThrowawayRedis;
  beforeAll(async () => {
    server = await startThrowawayRedis();
  });
  afterAll(() => server.stop());

  it('tries again once a second, and reads once it can', async () => {
    const warnings: string[] = [];
    const log = createLogger('silent');
    log.warn = ((_: object, message: string) => void warnings.push(message)) as typeof log.warn;
    const reader = await createRedisBus(server.url, log);
    const writer = await createRedisBus(server.url, createLogger('silent'));
    const raw = createClient({ url: server.url });
    await raw.connect();
    await raw.set(EVENT_STREAM, 'not a stream');
    const seen: number[] = [];
    reader.subscribe((message: BusMessage) => {
      if (message.event === 'users:changed')
        seen.push(...((message as BusMessage<'users:changed'>).payload.userIDs as number[]));
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const tries = warnings.filter((message) => message === 'redis bus read failed').length;
    expect(tries).toBeGreaterThanOrEqual(2);
    expect(tries).toBeLessThanOrEqual(4);
    await raw.del(EVENT_STREAM);
    await writer.publish(apiOnlyMessage('users:changed', { userIDs: [-7] }));
    await expect.poll(() => seen, { timeout: 5000, interval: 50 }).toEqual([-7]);
    await Promise.all([reader.close(), writer.close(), raw.quit()]);
  }, 30_000);
});
