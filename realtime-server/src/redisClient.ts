import { createClient } from 'redis';

/** RESP2: the Socket.IO Redis Streams adapter and the relay read XREAD answers in that shape. */
export function createRedisClient(url: string) {
  return createClient({ url, RESP: 2 });
}

export type RedisClient = ReturnType<typeof createRedisClient>;
