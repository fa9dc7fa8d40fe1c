/**
 * What the fan-out benchmarks share: connecting many Socket.IO clients as browsers do
 * (WebSocket), and timing one event from a trigger until each client has it. The clients run
 * in the benchmark's process, so their own handling queues behind each other: the numbers
 * are pessimistic.
 */
import { cpus, totalmem } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import type { EventName } from '@vsf/contract';

const CONNECT_BATCH = 250;

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** `count` browsers; with `cookies`, browser i is logged in with cookies[i]. */
export async function connectAll(url: string, count: number, cookies: readonly string[] = []): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, index) => {
      const cookie = cookies[start + index];
      return io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: cookie ? { cookie } : {},
      });
    });
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** Joins every socket to a room (or socket i to roomOf(i)), as an open match page does. */
export async function joinAll(sockets: readonly Socket[], room: string | ((index: number) => string)): Promise<void> {
  await Promise.all(
    sockets.map((socket, index) => {
      const name = typeof room === 'string' ? room : room(index);
      return new Promise<void>((resolve, reject) =>
        socket.emit('join', name, (result: { ok: boolean }) =>
          result.ok ? resolve() : reject(new Error(`join ${name} refused`)),
        ),
      );
    }),
  );
}

/**
 * Milliseconds from the trigger's start until each socket had the event, sorted. The
 * listeners are in place before the trigger runs.
 */
export async function timeDelivery(
  sockets: readonly Socket[],
  event: EventName,
  trigger: () => unknown,
): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  const done = new Promise<void>((resolve) => {
    for (const socket of sockets) {
      socket.once(event, () => {
        latencies.push(performance.now() - started);
        if (latencies.length === sockets.length) resolve();
      });
    }
  });
  started = performance.now();
  await trigger();
  await done;
  return latencies.sort((a, b) => a - b);
}

/** p50, p99 and max of sorted milliseconds, rounded. */
export function summary(sorted: readonly number[]): { 'p50 ms': number; 'p99 ms': number; 'max ms': number } {
  return {
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'max ms': Math.round(sorted.at(-1)!),
  };
}

export function machineLine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
}
