import type { Knex } from 'knex';
import type { BusMessage } from '@vsf/contract';
import type { Database } from '../db/database';
import type { Logger } from '../../logger';
import { within } from '../http/drain';
import type { EventBus, SendStaged } from './eventBus';
import type { RedisBus } from './redisBus';

/** Outbox rows sent per transaction: a backlog after an outage goes out in steps this big. */
const BATCH = 200;
/** How often each process looks for rows another process left, and the pause after a failed send. */
export const OUTBOX_RETRY_MS = 1000;
/** The longest a write waits for its events to reach Redis before it answers. */
const SEND_WAIT_MS = 500;
/**
 * The advisory lock (a key of this project's own) that lets one relay at a time run across
 * all API processes, so the stream gets the rows in their order.
 */
const RELAY_LOCK = 7_301_916;

export interface OutboxOptions {
  retryMs?: number;
}

/**
 * The scaled mode's bus: a write's events are stored in `event_outbox` in the write's own
 * transaction, so a write that committed always has its events, and a write answers without
 * waiting on Redis. Once it has committed, the process delivers them to its own caches at
 * once and wakes its relay, which appends the rows to the Redis stream in `id` order and
 * deletes them; while Redis is down the rows wait, and go out in order when it is back.
 *
 * Delivery is at least once: rows appended just before the database lost its connection are
 * sent again. Other processes hear the events from the stream, the writer's own reader skips
 * them (their `origin` is its own).
 */
export function createOutboxBus(db: Database, redis: RedisBus, log: Logger, options: OutboxOptions = {}): EventBus {
  const retryMs = options.retryMs ?? OUTBOX_RETRY_MS;
  const handlers = new Set<(message: BusMessage) => void>();
  // The stream is read from the first subscriber on, until the bus closes.
  let readingStream = false;
  const deliver = (message: BusMessage) => {
    for (const handler of handlers) handler(message);
  };
  const relay = startRelay(db, redis, log, retryMs);
  const rowsOf = (messages: readonly BusMessage[]) =>
    messages.map((message) => ({ origin: redis.origin, message: JSON.stringify(message) }));

  /**
   * After the commit: this process's caches hear the events at once, and the write answers
   * once the relay has put them in the stream, so the next request on any process sees the
   * change (a session logged out is refused everywhere). Redis being slow or down costs a
   * write at most SEND_WAIT_MS; its events then wait in the outbox.
   */
  const sent = async (messages: readonly BusMessage[]) => {
    messages.forEach(deliver);
    await within(relay.flush(), SEND_WAIT_MS);
  };

  return {
    kind: 'redis',
    async publish(message) {
      await db.knex('event_outbox').insert(rowsOf([message]));
      await sent([message]);
    },
    async stage(trx: Knex.Transaction, messages): Promise<SendStaged> {
      if (messages.length > 0) await trx('event_outbox').insert(rowsOf(messages));
      return async () => sent(messages);
    },
    subscribe(handler) {
      handlers.add(handler);
      if (!readingStream) redis.subscribe(deliver);
      readingStream = true;
      return () => handlers.delete(handler);
    },
    healthy: () => redis.healthy(),
    async close() {
      handlers.clear();
      await relay.stop();
      await redis.close();
    },
  };
}

interface Relay {
  /**
   * Sends what is waiting, and resolves once a run that began after the call has ended (at
   * once while paused after a failure: the rows wait for the next try).
   */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** How long a relay waits for another process's relay to let go before leaving the rows to it. */
const LOCK_WAIT_MS = 200;

function startRelay(db: Database, redis: RedisBus, log: Logger, retryMs: number): Relay {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let pausedUntil = 0;
  let failures = 0;
  let stopped = false;

  async function run(): Promise<void> {
    try {
      const lockedUntil = Date.now() + LOCK_WAIT_MS;
      for (;;) {
        const sent = await relayBatch(db, redis);
        if (sent === BATCH) continue;
        if (sent !== LOCKED || Date.now() > lockedUntil) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      failures = 0;
    } catch (error) {
      failures++;
      pausedUntil = Date.now() + retryMs;
      // One line for the first failure and then one every 30, not one per attempt.
      if (failures % 30 === 1) log.warn({ err: error, failures }, 'outbox not relayed; retrying');
    }
  }

  function flush(): Promise<void> {
    if (stopped || Date.now() < pausedUntil) return Promise.resolve();
    if (!running) {
      running = run().finally(() => {
        running = null;
      });
      return running;
    }
    // A run is under way and may have read the rows before this write committed: one more follows it.
    next ??= running.then(() => {
      next = null;
      return flush();
    });
    return next;
  }

  const timer = setInterval(() => void flush(), retryMs);
  timer.unref();
  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await within(running ?? Promise.resolve(), 2000);
    },
  };
}

class RelayIncomplete extends Error {}

/** What relayBatch answers when another process's relay holds the lock. */
const LOCKED = -1;

/**
 * Appends the oldest waiting rows to the stream and deletes those that are in it, holding a
 * lock that keeps other processes' relays out meanwhile. Answers how many rows were sent.
 */
async function relayBatch(db: Database, redis: RedisBus): Promise<number> {
  const { sent, waiting } = await db.knex.transaction(async (trx) => {
    const lock = await trx.raw<{ rows: Array<{ locked: boolean }> }>('SELECT pg_try_advisory_xact_lock(?) AS locked', [
      RELAY_LOCK,
    ]);
    if (!lock.rows[0]?.locked) return { sent: LOCKED, waiting: 0 };
    const rows = await trx('event_outbox').select('id', 'origin', 'message').orderBy('id').limit(BATCH);
    if (rows.length === 0) return { sent: 0, waiting: 0 };
    const appended = await redis.append(rows.map((row) => ({ origin: row.origin, data: row.message })));
    if (appended > 0) {
      await trx('event_outbox')
        .whereIn(
          'id',
          rows.slice(0, appended).map((row) => row.id),
        )
        .delete();
    }
    return { sent: appended, waiting: rows.length };
  });
  if (sent !== LOCKED && sent < waiting)
    throw new RelayIncomplete(`${waiting - sent} of ${waiting} events not appended to the stream`);
  return sent;
}
