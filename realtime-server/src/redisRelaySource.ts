import { hostname } from 'node:os';
import { backOff, type BackoffOptions } from 'exponential-backoff';
import { EVENT_STREAM, RELAY_GROUP, type BusMessage } from '@vsf/contract';

import type { RedisClient } from './redisClient';

/**
 * A message another process read and never acknowledged (it stopped between the two) is
 * taken over once it has waited this long: long enough that its reader is gone, not slow.
 */
export const CLAIM_IDLE_MS = 10_000;

/**
 * How long the relay's lease lasts without renewal: after a relaying process dies (kill -9),
 * another takes over within this time.
 */
export const RELAY_LEASE_MS = 5000;
const LEASE_KEY = 'vsf:relay:lease';
/** Renews the lease only for the process that holds it (compare and expire in one step). */
const RENEW_LEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Gives the lease up only if this process holds it. */
const RELEASE_LEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
/**
 * After a failed read (Redis down) the relay waits a little longer each time, 100 ms doubling
 * up to a second, so a process never spins on a dead connection; for as long as it takes.
 */
const RETRY: BackoffOptions = { numOfAttempts: Infinity, startingDelay: 100, timeMultiple: 2, maxDelay: 1000 };

export interface RelayOptions {
  claimIdleMs?: number;
  leaseMs?: number;
  /** Told of each message relayed and how long it had waited in the stream (the metrics). */
  onRelayed?: (message: BusMessage, lagMs: number) => void;
}

/**
 * The realtime processes read the API's event stream as one consumer group, and one of them at
 * a time relays: the holder of a lease in Redis, renewed on every read. It emits each message
 * through the Socket.IO adapter to every process (and into the adapter's stream, so recovering
 * sockets get it too). One relaying process means every browser, on whichever process, gets a
 * match's events in the order the API wrote them; with two relaying at once,
 * each process's own sockets heard its own messages first. The others stand by and take the
 * lease over when it lapses; the new holder first relays, in order, what its predecessor had
 * read and not acknowledged, and removes the group's consumers that have nothing pending.
 */
export async function createRedisRelaySource(
  client: RedisClient,
  log: { warn(obj: object, msg: string): void },
  { claimIdleMs = CLAIM_IDLE_MS, leaseMs = RELAY_LEASE_MS, onRelayed }: RelayOptions = {},
): Promise<{ subscribe(handler: (message: BusMessage) => void): () => void; close(): Promise<void> }> {
  const reader = client.duplicate();
  reader.on('error', (error) => log.warn({ err: error }, 'redis relay reader error'));
  await reader.connect();
  await createGroup(reader, '$');
  const consumer = `${hostname()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const handlers = new Set<(message: BusMessage) => void>();
  let stopped = false;
  let leader = false;
  let claimedAt = 0;

  /** Whether this process holds the lease now: renewed when it did, taken when it is free. */
  async function holdLease(): Promise<boolean> {
    const had = leader;
    if (had)
      leader = (await reader.eval(RENEW_LEASE, { keys: [LEASE_KEY], arguments: [consumer, String(leaseMs)] })) === 1;
    // Not once closing: close's release must be the last word on the lease.
    if (!leader && !stopped) leader = (await reader.set(LEASE_KEY, consumer, { NX: true, PX: leaseMs })) === 'OK';
    if (leader && !had) await takeOver();
    return leader;
  }

  /** A new holder relays what the group's other consumers read and never acknowledged, oldest first. */
  async function takeOver(): Promise<void> {
    await claim(0);
    const consumers = await reader.xInfoConsumers(EVENT_STREAM, RELAY_GROUP);
    for (const other of consumers) {
      if (other.name !== consumer && other.pending === 0) {
        await reader.xGroupDelConsumer(EVENT_STREAM, RELAY_GROUP, other.name);
      }
    }
  }

  async function relay(entry: { id: string; message: Record<string, string> }): Promise<void> {
    const message = JSON.parse(entry.message.data ?? 'null') as BusMessage | null;
    if (message) {
      for (const handler of handlers) handler(message);
      // A stream entry's ID begins with the millisecond Redis added it.
      onRelayed?.(message, Date.now() - Number(entry.id.split('-')[0]));
    }
    await reader.xAck(EVENT_STREAM, RELAY_GROUP, entry.id);
  }

  /** Relays, oldest first, the messages that waited at least `minIdleMs` unacknowledged. */
  async function claim(minIdleMs: number): Promise<void> {
    claimedAt = Date.now();
    let start = '0-0';
    do {
      const claimed = await reader.xAutoClaim(EVENT_STREAM, RELAY_GROUP, consumer, minIdleMs, start, { COUNT: 100 });
      for (const entry of claimed.messages) if (entry) await relay(entry);
      start = claimed.nextId;
    } while (start !== '0-0');
  }

  /** One read of the stream and its relays; a stand-by process only waits for the lease. */
  async function relayOnce(): Promise<void> {
    if (!(await holdLease())) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, leaseMs / 5)));
      return;
    }
    // Its own relays that failed half-way, at most every claimIdleMs / 2.
    if (Date.now() - claimedAt >= claimIdleMs / 2) await claim(claimIdleMs);
    const response = await reader.xReadGroup(
      RELAY_GROUP,
      consumer,
      { key: EVENT_STREAM, id: '>' },
      // Back well within the lease, to renew it.
      { BLOCK: Math.min(1000, leaseMs / 3), COUNT: 100 },
    );
    for (const entry of entries(response)) await relay(entry);
  }

  /**
   * Redis that lost its data (a restart without persistence, a failover to an empty replica)
   * answers NOGROUP: the group is made again, from the stream's start, since whatever the API
   * added after the loss is not yet relayed.
   */
  async function retry(error: unknown, failures: number): Promise<boolean> {
    if (stopped) return false;
    // One line for the first failure in a row and then one every 30, not one per attempt.
    if (failures % 30 === 1) log.warn({ err: error, failures }, 'redis relay read failed');
    if (error instanceof Error && error.message.includes('NOGROUP')) {
      await createGroup(reader, '0').catch(() => undefined);
    }
    return true;
  }

  async function loop(): Promise<void> {
    // backOff gives up only once the source has closed.
    while (!stopped) await backOff(relayOnce, { ...RETRY, retry }).catch(() => undefined);
  }

  void loop();

  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      stopped = true;
      // A clean stop hands the lease on at once instead of after it lapses. Sent even when this
      // process does not know it holds it: a take-over may be on its way on this connection.
      await reader.eval(RELEASE_LEASE, { keys: [LEASE_KEY], arguments: [consumer] }).catch(() => undefined);
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
