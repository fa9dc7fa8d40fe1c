import { createClient } from 'redis';
import { EVENT_STREAM, type BusMessage } from '@vsf/engine';
import type { Logger } from '../logger';
import type { EventBus } from './eventBus';

// RESP2 keeps XREAD answers in the shape the realtime side reads too.
const connect = (url: string) => createClient({ url, RESP: 2 });
type RedisClient = ReturnType<typeof connect>;

/**
 * The scaled mode's bus: messages go into a Redis stream. Every API process reads the
 * whole stream (to drop its caches); the realtime processes read it as one consumer
 * group, so each message is relayed once and the Socket.IO adapter fans it out.
 */
export async function createRedisBus(url: string, log: Logger): Promise<EventBus> {
  const client: RedisClient = connect(url);
  client.on('error', (error) => log.warn({ err: error }, 'redis bus error'));
  await client.connect();
  const handlers = new Set<(message: BusMessage) => void>();
  let reader: RedisClient | null = null;
  let stopped = false;

  async function readLoop(): Promise<void> {
    reader = client.duplicate();
    reader.on('error', (error) => log.warn({ err: error }, 'redis bus reader error'));
    await reader.connect();
    let offset = '$';
    while (!stopped) {
      try {
        const response = await reader.xRead({ key: EVENT_STREAM, id: offset }, { BLOCK: 1000, COUNT: 100 });
        for (const entry of streamEntries(response)) {
          offset = entry.id;
          const message = JSON.parse(entry.message.data ?? 'null') as BusMessage | null;
          if (message) for (const handler of handlers) handler(message);
        }
      } catch (error) {
        if (!stopped) log.warn({ err: error }, 'redis bus read failed');
      }
    }
  }

  return {
    kind: 'redis',
    async publish(message) {
      await client.xAdd(
        EVENT_STREAM,
        '*',
        { data: JSON.stringify(message) },
        {
          TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: 10_000 },
        },
      );
    },
    subscribe(handler) {
      handlers.add(handler);
      if (!reader) void readLoop();
      return () => handlers.delete(handler);
    },
    healthy: async () => (await client.ping()) === 'PONG',
    async close() {
      stopped = true;
      handlers.clear();
      await Promise.allSettled([client.quit(), reader?.quit()]);
    },
  };
}

interface StreamEntry {
  id: string;
  message: Record<string, string>;
}

/** node-redis answers XREAD with [{name, messages}] or null. */
export function streamEntries(response: unknown): StreamEntry[] {
  if (!Array.isArray(response)) return [];
  return response.flatMap((stream: { messages?: StreamEntry[] }) => stream.messages ?? []);
}
