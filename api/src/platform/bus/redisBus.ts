import { randomUUID } from 'node:crypto';
import { backOff, type BackoffOptions } from 'exponential-backoff';
import { createClient } from 'redis';
import { EVENT_STREAM, type BusMessage } from '@vsf/contract';
import type { Logger } from '../../logger';
import { publishAfterCommit, type EventBus } from './eventBus';

// RESP2 keeps XREAD answers in the shape the realtime side reads too. A command is refused at
// once while the connection is down instead of queued: a queued XADD could still go out after
// the outbox gave up on it and sent it again.
const connect = (url: string) => createClient({ url, RESP: 2, disableOfflineQueue: true });
type RedisClient = ReturnType<typeof connect>;

/** Between two failed connects or reads of the stream: a second each time, for as long as it takes. */
const RETRY: BackoffOptions = { numOfAttempts: Infinity, startingDelay: 1000, timeMultiple: 1 };

/** The stream keeps about this many entries; older ones are trimmed as new ones come. */
const STREAM_LENGTH = 10_000;

/** An entry of the stream as stored: the message's JSON, and the process that already delivered it to itself. */
export interface StreamRecord {
  origin: string;
  data: string;
}

export interface RedisBus extends EventBus {
  /** Names this process in the entries it appends; its reader skips them (they were delivered here already). */
  readonly origin: string;
  /** Appends records in order; answers how many of the first ones are in the stream. */
  append(records: readonly StreamRecord[]): Promise<number>;
}

/**
 * The scaled mode's bus: messages go into a Redis stream. Every API process reads the
 * whole stream (to drop its caches); the realtime processes read it as one consumer
 * group, so each message is relayed once and the Socket.IO adapter fans it out.
 *
 * Each read starts after the last entry read, and the first after the stream's last entry
 * when the bus was created: reading from '$' each time would skip whatever was added while
 * no XREAD was waiting (between two reads, or before the first).
 */
export async function createRedisBus(url: string, log: Logger): Promise<RedisBus> {
  const origin = randomUUID();
  const client: RedisClient = connect(url);
  client.on('error', (error) => log.warn({ err: error }, 'redis bus error'));
  await client.connect();
  const handlers = new Set<(message: BusMessage) => void>();
  let offset = await lastEntryId(client);
  let reading = false;
  let stopped = false;
  let reader: RedisClient | null = null;

  /** A connection of the reader's own (XREAD blocks it); one that could not connect is let go. */
  async function connectReader(): Promise<RedisClient> {
    const own = client.duplicate();
    own.on('error', (error) => log.warn({ err: error }, 'redis bus reader error'));
    reader = own;
    try {
      await own.connect();
    } catch (error) {
      reader = null;
      await own.disconnect().catch(() => undefined);
      throw error;
    }
    return own;
  }

  async function readOnce(): Promise<void> {
    const own = reader ?? (await connectReader());
    const response = await own.xRead({ key: EVENT_STREAM, id: offset }, { BLOCK: 1000, COUNT: 100 });
    for (const entry of streamEntries(response)) {
      offset = entry.id;
      if (entry.message.origin === origin) continue;
      const message = JSON.parse(entry.message.data ?? 'null') as BusMessage | null;
      if (message) for (const handler of handlers) handler(message);
    }
  }

  /** Reads until the bus closes; after a failed read or connect it waits and tries again (on a new connection after a connect). */
  function startReading(): void {
    if (reading) return;
    reading = true;
    const retry = (error: unknown) => {
      if (stopped) return false;
      log.warn({ err: error }, reader ? 'redis bus read failed' : 'redis bus reader could not connect');
      return true;
    };
    void (async () => {
      // backOff gives up only once the bus has stopped.
      while (!stopped) await backOff(readOnce, { ...RETRY, retry }).catch(() => undefined);
    })();
  }

  const add = (fields: Record<string, string>) =>
    client.xAdd(EVENT_STREAM, '*', fields, {
      TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: STREAM_LENGTH },
    });

  const bus: RedisBus = {
    kind: 'redis',
    origin,
    async publish(message) {
      await add({ data: JSON.stringify(message) });
    },
    stage: (_trx, messages) => publishAfterCommit(bus, messages),
    async append(records) {
      // Sent together, in order, on one connection: Redis appends them in that order.
      const results = await Promise.allSettled(records.map((record) => add({ ...record })));
      const failed = results.findIndex((result) => result.status === 'rejected');
      return failed < 0 ? records.length : failed;
    },
    subscribe(handler) {
      handlers.add(handler);
      startReading();
      return () => handlers.delete(handler);
    },
    healthy: async () => (await client.ping()) === 'PONG',
    async close() {
      stopped = true;
      handlers.clear();
      await Promise.allSettled([client.quit(), reader?.quit()]);
    },
  };
  return bus;
}

/** The stream's last entry's ID, or '0-0' while it has none (then every entry is new). */
async function lastEntryId(client: RedisClient): Promise<string> {
  const entries = await client.xRevRange(EVENT_STREAM, '+', '-', { COUNT: 1 });
  return entries?.[0]?.id ?? '0-0';
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
