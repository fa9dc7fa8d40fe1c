/**
 * What the points part of `bench:live` times of match day: when each manager's page has its own
 * `points:own`, and when the points events left the product's bus.
 */
import type { Socket } from 'socket.io-client';
import type { EventName, OwnPointsPayload } from '@vsf/contract';

/** A points event as the product's process reported it: when it left the bus, for how many users. */
export interface Published {
  event: EventName;
  /** ms since the epoch, on performance's clock (the same across processes of one machine). */
  at: number;
  users: number;
}

export interface OwnDelivery {
  /** ms from the trigger until each manager had their own payload, sorted. */
  latencies: number[];
  /** Managers who had nothing within the time allowed. */
  missing: number;
  /** Payloads a manager got that were another user's, or their own a second time. */
  wrong: number;
}

export const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Times a trigger until socket i has a `points:own` for userIDs[i] (or `timeoutMs` passed),
 * checking that nobody gets another user's numbers or their own twice.
 */
export async function timeOwnPoints(
  sockets: readonly Socket[],
  userIDs: readonly number[],
  trigger: () => unknown,
  timeoutMs: number,
): Promise<OwnDelivery> {
  const latencies: number[] = [];
  let wrong = 0;
  let started = 0;
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const listeners = sockets.map((socket, index) => {
    let arrived = false;
    const listener = (payload: OwnPointsPayload) => {
      if (payload.userID !== userIDs[index] || arrived) {
        wrong++;
        return;
      }
      arrived = true;
      latencies.push(performance.now() - started);
      if (latencies.length === sockets.length) finish();
    };
    socket.on('points:own', listener);
    return listener;
  });
  started = performance.now();
  await trigger();
  const timer = setTimeout(finish, timeoutMs);
  await done;
  clearTimeout(timer);
  sockets.forEach((socket, index) => socket.off('points:own', listeners[index]));
  return { latencies: latencies.sort((a, b) => a - b), missing: sockets.length - latencies.length, wrong };
}

/** When each points event last left the bus after `since`, in ms from `since` (null: none did). */
export function publishedAfter(
  published: readonly Published[],
  since: number,
): Record<'points:live' | 'points:own' | 'league:table', number | null> & { leagueTables: number; ownUsers: number } {
  const after = published.filter((entry) => entry.at >= since);
  const last = (event: EventName) => {
    const times = after.filter((entry) => entry.event === event).map((entry) => entry.at - since);
    return times.length ? Math.max(...times) : null;
  };
  return {
    'points:live': last('points:live'),
    'points:own': last('points:own'),
    'league:table': last('league:table'),
    leagueTables: after.filter((entry) => entry.event === 'league:table').length,
    ownUsers: after.find((entry) => entry.event === 'points:own')?.users ?? 0,
  };
}
