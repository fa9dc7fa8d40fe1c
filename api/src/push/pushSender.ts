import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../appDeps';
import {
  claimNewDeliveries,
  claimWaitingDeliveries,
  deleteGoneSubscriptions,
  extendClaims,
  letRequestsIn,
  nextDueIn,
  pruneExpired,
  releaseAllClaims,
  scheduleRetries,
  settleDeliveries,
  vacuumDeliveries,
  type ClaimedDelivery,
} from './deliveryRows';
import { startSendPool, type SendPool, type WorkerAnswer } from './sendPool';

export interface PushSenderOptions {
  /** How often to look for pushes a write's wake-up did not bring (a restart, a retry, another process's). */
  everyMs?: number;
  /** Deliveries claimed at a time: on PGlite each claim's statements run on the thread that answers requests. */
  batchSize?: number;
  /** How long a claim holds without being renewed: another process takes over a dead one's after it. */
  leaseMs?: number;
  /** Sends under way at once. */
  concurrency?: number;
  /** Attempts of one delivery before it is given up. */
  maxAttempts?: number;
  /** The first retry's pause; each further one doubles it, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  timeoutMs?: number;
  /** The sender's clock (tests run it on from the test's fixed time). */
  now?: () => Date;
}

export interface PushSender {
  /** Looks for pushes now: a write that queued one has committed. */
  wake(): void;
  /**
   * Stops: the worker thread and its sends under way end at once, as if the process died.
   * Their claims lapse after `leaseMs` (at once on the embedded mode's next start).
   */
  stop(): Promise<void>;
}

type SenderDeps = Pick<AppDeps, 'db' | 'bus' | 'config' | 'log' | 'now'>;

const DEFAULTS = {
  everyMs: 1000,
  batchSize: 100,
  leaseMs: 30_000,
  concurrency: 64,
  maxAttempts: 5,
  retryMs: 2000,
  maxRetryMs: 5 * 60_000,
  timeoutMs: 10_000,
};

/**
 * How long answers are gathered before they are written down: on PGlite every write is a
 * commit on the thread that answers requests, so one write per many answers keeps it free.
 */
const RECORD_PAUSE_MS = 50;

/**
 * Batches handed to the worker ahead: small claims keep each statement short, and enough of
 * them queued keep the worker from waiting on the next.
 */
const QUEUED_BATCHES = 4;

/** How often the records of long expired messages are forgotten. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** The bus messages that follow a write which may have queued pushes. */
const WAKING_EVENTS = new Set(['match:live', 'notice:new']);

/**
 * The push job, one per API process: after a write that queued pushes commits (its bus
 * message wakes the job), and every `everyMs` besides, it claims a batch of deliveries at a
 * time (the next devices of a new message, or those due to be tried again) and has the worker
 * thread send them. Each answer is written down as it comes: sent (never sent again), the device gone
 * (404, 410: its subscription deleted), or to try again later (429, 5xx, no answer: after a
 * pause that doubles and is never shorter than the push service's Retry-After). A claim
 * keeps other processes off a delivery while it is sent and lapses if this one dies.
 */
export function startPushSender(deps: SenderDeps, options: PushSenderOptions = {}): PushSender {
  const vapid = deps.config.push.vapid;
  if (!vapid) return { wake: () => undefined, stop: async () => undefined };
  const settings = { ...DEFAULTS, ...options };
  const now = options.now ?? deps.now;
  const knex = deps.db.knex;
  /** The deliveries handed to the worker and not answered yet. */
  const outstanding = new Map<number, ClaimedDelivery>();
  let answered: WorkerAnswer[] = [];
  let stopped = false;
  let firstRun = true;
  let prunedAt = 0;
  /** Whether the last answers set retries, some of which may already be due. */
  let retried = false;
  let wakeAnswers: (() => void) | null = null;

  const pool: SendPool = startSendPool({
    vapid,
    insideHosts: (deps.config.push.allowedHosts ?? []).map((entry) => entry.host),
    concurrency: settings.concurrency,
    timeoutMs: settings.timeoutMs,
    onAnswers(answers) {
      answered.push(...answers);
      wakeAnswers?.();
    },
    onError: (error) => deps.log.error({ err: error }, 'push worker failed'),
  });

  const lease = () => new Date(now().getTime() + settings.leaseMs);

  /** The pause before attempt `attempts + 1`: doubling, with jitter, never shorter than Retry-After. */
  function retryAt(delivery: ClaimedDelivery, retryAfterMs: number | null): Date | null {
    const backoff = Math.min(settings.maxRetryMs, settings.retryMs * 2 ** (delivery.attempts - 1));
    const pause = Math.max(retryAfterMs ?? 0, backoff / 2 + Math.random() * (backoff / 2));
    const at = new Date(now().getTime() + pause);
    return delivery.attempts >= settings.maxAttempts || at >= delivery.expiresAt ? null : at;
  }

  /** Writes down what the push services answered since the last time. */
  async function record(): Promise<void> {
    const answers = answered;
    answered = [];
    const settled: number[] = [];
    const gone: number[] = [];
    const retries: { id: number; at: Date }[] = [];
    for (const { key, status, retryAfterMs } of answers) {
      const delivery = outstanding.get(key);
      outstanding.delete(key);
      if (!delivery) continue;
      if (status >= 200 && status < 300) settled.push(key);
      else if (status === 404 || status === 410) gone.push(key);
      else if (status === 0 || status === 429 || status >= 500) {
        const at = retryAt(delivery, retryAfterMs);
        if (at) retries.push({ id: key, at });
        else settled.push(key);
      } else {
        settled.push(key);
        deps.log.warn({ status, endpointHost: new URL(delivery.endpoint).host }, 'push refused; not sent');
      }
    }
    // Sent first: a process that dies after this line sends none of these again.
    await settleDeliveries(knex, settled);
    await letRequestsIn();
    await deleteGoneSubscriptions(knex, gone);
    await scheduleRetries(knex, retries);
    if (retries.length > 0) retried = true;
  }

  /** Waits until the worker answers something (or the lease needs renewing). */
  function answersOrLease(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, settings.leaseMs / 3);
      function done() {
        clearTimeout(timer);
        wakeAnswers = null;
        resolve();
      }
      wakeAnswers = done;
      if (answered.length > 0) done();
    });
  }

  function send(deliveries: readonly ClaimedDelivery[]): void {
    const at = now().getTime();
    const live = deliveries.filter((delivery) => delivery.expiresAt.getTime() > at + 1000);
    void settleDeliveries(
      knex,
      deliveries.filter((delivery) => !live.includes(delivery)).map((delivery) => delivery.id),
    );
    for (const delivery of live) outstanding.set(delivery.id, delivery);
    pool.send(
      live.map((delivery) => ({
        key: delivery.id,
        endpoint: delivery.endpoint,
        keys: { p256dh: delivery.p256dh, auth: delivery.auth },
        payload: JSON.stringify(delivery.message),
        ttl: Math.floor((delivery.expiresAt.getTime() - at) / 1000),
        urgency: delivery.urgency,
        topic: delivery.pushTopic,
      })),
    );
  }

  /**
   * One run: deliveries waiting to be tried again first, then the subscriptions of new
   * messages, a batch at a time, a new batch claimed whenever fewer than four are under way,
   * until nothing is due and every answer is written down. Answers the pause until the next
   * retry falls due.
   */
  async function run(): Promise<number> {
    if (firstRun && deps.db.kind === 'pglite') await releaseAllClaims(knex);
    firstRun = false;
    let more = true;
    let lookForWaiting = true;
    let extendedAt = now().getTime();
    while (!stopped && (more || outstanding.size > 0)) {
      if (more && outstanding.size < QUEUED_BATCHES * settings.batchSize) {
        // Retries (and what a dead process left) are looked for at a run's start and after this
        // run set some: a write fewer per batch while a goal goes out.
        const waiting: ClaimedDelivery[] = lookForWaiting
          ? await claimWaitingDeliveries(knex, now(), lease(), settings.batchSize)
          : [];
        lookForWaiting = waiting.length === settings.batchSize || retried;
        retried = false;
        const claimed =
          waiting.length > 0 ? waiting : await claimNewDeliveries(knex, now(), lease(), settings.batchSize);
        more = claimed.length > 0;
        send(claimed);
        await letRequestsIn();
        if (more) continue;
      }
      if (outstanding.size === 0) break;
      await answersOrLease();
      // A moment more gathers the answers of many sends into one write, while the worker has
      // enough left to send meanwhile.
      if (!stopped && outstanding.size - answered.length > 2 * settings.batchSize) await sleep(RECORD_PAUSE_MS);
      await record();
      if (now().getTime() - extendedAt > settings.leaseMs / 3) {
        await extendClaims(knex, [...outstanding.keys()], lease());
        extendedAt = now().getTime();
      }
    }
    if (now().getTime() - prunedAt > PRUNE_EVERY_MS) {
      await pruneExpired(knex, now());
      if (deps.db.kind === 'pglite') await vacuumDeliveries(knex);
      prunedAt = now().getTime();
    }
    return Math.min(settings.everyMs, (await nextDueIn(knex, now())) ?? settings.everyMs);
  }

  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, delayMs);
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'pushes not sent, retrying');
        return settings.everyMs;
      })
      .then((delay) => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(delay);
      });
  }

  const unsubscribe = deps.bus.subscribe((message) => {
    if (WAKING_EVENTS.has(message.event)) wake();
  });
  schedule(0);

  return {
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      wakeAnswers?.();
      await pool.close();
      await running;
    },
  };
}
