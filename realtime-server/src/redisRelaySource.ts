import { hostname } from 'node:os';
import { EVENT_STREAM, RELAY_GROUP, type BusMessage } from '@vsf/engine';

import type { RedisClient } from './redisClient';

/**
 * The realtime processes read the API's event stream as one consumer group: each
 * message is taken by one process, which emits it through the Socket.IO adapter to
 * every process (and into the adapter's stream, so recovering sockets get it too).
 */
/**
 * A message another process read and never acknowledged (it stopped between the two) is
 * taken over once it has waited this long: long enough that its reader is gone, not slow.
 */
export const CLAIM_IDLE_MS = 10_000;

export async function createRedisRelaySource(
  client: RedisClient,
  log: { warn(obj: object, msg: string): void },
  { claimIdleMs = CLAIM_IDLE_MS }: { claimIdleMs?: number } = {},
): Promise<{ subscribe(handler: (message: BusMessage) => void): () => void; close(): Promise<void> }> {
  const reader = client.duplicate();
  reader.on('error', (error) => log.warn({ err: error }, 'redis relay reader error'));
  await reader.connect();
  await createGroup(reader, '$');
  const consumer = `${hostname()}-${process.pid}`;
  const handlers = new Set<(message: BusMessage) => void>();
  let stopped = false;
  let failures = 0;

  let claimedAt = 0;

  async function relay(entry: { id: string; message: Record<string, string> }): Promise<void> {
    const message = JSON.parse(entry.message.data ?? 'null') as BusMessage | null;
    if (message) for (const handler of handlers) handler(message);
    await reader.xAck(EVENT_STREAM, RELAY_GROUP, entry.id);
  }

  /** Relays what a stopped process had read and not acknowledged (at most every claimIdleMs / 2). */
  async function claimAbandoned(): Promise<void> {
    if (Date.now() - claimedAt < claimIdleMs / 2) return;
    claimedAt = Date.now();
    const claimed = await reader.xAutoClaim(EVENT_STREAM, RELAY_GROUP, consumer, claimIdleMs, '0-0', { COUNT: 100 });
    for (const entry of claimed.messages) if (entry) await relay(entry);
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      try {
        await claimAbandoned();
        const response = await reader.xReadGroup(
          RELAY_GROUP,
          consumer,
          { key: EVENT_STREAM, id: '>' },
          { BLOCK: 1000, COUNT: 100 },
        );
        failures = 0;
        for (const entry of entries(response)) await relay(entry);
      } catch (error) {
        if (stopped) return;
        failures++;
        // One line for the first failure and then one every 30, not one per attempt.
        if (failures % 30 === 1) log.warn({ err: error, failures }, 'redis relay read failed');
        await recover(error);
      }
    }
  }

  /**
   * Redis that lost its data (a restart without persistence, a failover to an empty replica)
   * answers NOGROUP: the group is made again, from the stream's start, since whatever the API
   * added after the loss is not yet relayed. Other failures (Redis down) wait a little longer
   * each time, up to a second, so a process never spins on a dead connection.
   */
  async function recover(error: unknown): Promise<void> {
    if (error instanceof Error && error.message.includes('NOGROUP')) {
      await createGroup(reader, '0').catch(() => undefined);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** Math.min(failures, 5))));
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

/** The relay's consumer group, from `start` ('$': what comes next; '0': all the stream holds). */
async function createGroup(reader: RedisClient, start: '$' | '0'): Promise<void> {
  await reader.xGroupCreate(EVENT_STREAM, RELAY_GROUP, start, { MKSTREAM: true }).catch((error: Error) => {
    if (!error.message.includes('BUSYGROUP')) throw error;
  });
}

function entries(response: unknown): { id: string; message: Record<string, string> }[] {
  if (!Array.isArray(response)) return [];
  return response.flatMap(
    (stream: { messages?: { id: string; message: Record<string, string> }[] }) => stream.messages ?? [],
  );
}
