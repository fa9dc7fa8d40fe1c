import { hostname } from 'node:os';
import { EVENT_STREAM, RELAY_GROUP, type BusMessage } from '@vsf/engine';

import type { RedisClient } from './redisClient';

/**
 * The realtime processes read the API's event stream as one consumer group: each
 * message is taken by one process, which emits it through the Socket.IO adapter to
 * every process (and into the adapter's stream, so recovering sockets get it too).
 */
export async function createRedisRelaySource(
  client: RedisClient,
  log: { warn(obj: object, msg: string): void },
): Promise<{ subscribe(handler: (message: BusMessage) => void): () => void; close(): Promise<void> }> {
  const reader = client.duplicate();
  reader.on('error', (error) => log.warn({ err: error }, 'redis relay reader error'));
  await reader.connect();
  await reader.xGroupCreate(EVENT_STREAM, RELAY_GROUP, '$', { MKSTREAM: true }).catch((error: Error) => {
    if (!error.message.includes('BUSYGROUP')) throw error;
  });
  const consumer = `${hostname()}-${process.pid}`;
  const handlers = new Set<(message: BusMessage) => void>();
  let stopped = false;

  async function loop(): Promise<void> {
    while (!stopped) {
      try {
        const response = await reader.xReadGroup(
          RELAY_GROUP,
          consumer,
          { key: EVENT_STREAM, id: '>' },
          { BLOCK: 1000, COUNT: 100 },
        );
        for (const entry of entries(response)) {
          const message = JSON.parse(entry.message.data ?? 'null') as BusMessage | null;
          if (message) for (const handler of handlers) handler(message);
          await reader.xAck(EVENT_STREAM, RELAY_GROUP, entry.id);
        }
      } catch (error) {
        if (!stopped) log.warn({ err: error }, 'redis relay read failed');
      }
    }
  }
  void loop();

  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      stopped = true;
      await reader.quit().catch(() => undefined);
    },
  };
}

function entries(response: unknown): { id: string; message: Record<string, string> }[] {
  if (!Array.isArray(response)) return [];
  return response.flatMap(
    (stream: { messages?: { id: string; message: Record<string, string> }[] }) => stream.messages ?? [],
  );
}
