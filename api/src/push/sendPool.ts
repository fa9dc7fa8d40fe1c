import { Worker } from 'node:worker_threads';
import type { PushUrgency } from '../platform/db/tables';
import type { VapidKeys } from './pushConfig';

/** One push to one device, as the worker thread takes it. */
export interface WorkerSend {
  /** The delivery's id: the answer names it. */
  key: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The PushMessage as JSON: what the service worker decrypts and shows. */
  payload: string;
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: PushUrgency;
  topic: string | null;
}

/**
 * The push service's answer: its HTTP status, 0 when none came (a timeout, a refused
 * connection), -1 when the worker refused to send (an inside address).
 */
export interface WorkerAnswer {
  key: number;
  status: number;
  retryAfterMs: number | null;
}

export interface SendPool {
  /** Hands sends to the worker; each answer comes back through `onAnswers` as it arrives. */
  send(items: readonly WorkerSend[]): void;
  /** Stops the worker at once: sends under way are given up, as a process that dies gives them up. */
  close(): Promise<void>;
}

export interface SendPoolOptions {
  vapid: VapidKeys;
  /** Hosts PUSH_ALLOWED_HOSTS names: they may lead to an inside address. */
  insideHosts: readonly string[];
  /** Sends under way at once (and connections kept open per push service). */
  concurrency: number;
  timeoutMs: number;
  onAnswers(answers: readonly WorkerAnswer[]): void;
  onError(error: Error): void;
}

/**
 * One worker thread that encrypts, signs and sends (sendWorker.mjs): the API's own thread
 * only reads and writes the rows, so its hot reads keep their speed while thousands of goals go
 * out. The worker file lies beside this one in the source and beside the build's entry in
 * `dist` (scripts/serverBuild.mjs copies it there).
 */
export function startSendPool(options: SendPoolOptions): SendPool {
  const worker = new Worker(new URL('./sendWorker.mjs', import.meta.url), {
    workerData: {
      vapid: options.vapid,
      insideHosts: [...options.insideHosts],
      concurrency: options.concurrency,
      timeoutMs: options.timeoutMs,
    },
  });
  worker.on('message', (answers: WorkerAnswer[]) => options.onAnswers(answers));
  worker.on('error', options.onError);
  // Pending sends do not keep a finished process alive; the job's timer decides.
  worker.unref();
  return {
    send: (items) => worker.postMessage(items),
    async close() {
      await worker.terminate();
    },
  };
}
