import { atom } from 'jotai';
import type { DeadlinePayload } from '@vsf/contract';

/** A deadline plus how far the browser's clock is behind the server's. */
export interface DeadlineClock {
  /** ISO 8601; null when the season has no coming deadline. */
  deadlineAt: string | null;
  /** serverNow − Date.now() when the deadline arrived; add it to Date.now(). */
  skewMs: number;
}

/** The last `deadline` event of the socket, null until one arrived. */
export const liveDeadlineAtom = atom<DeadlineClock | null>(null);

export function deadlineClockFrom(payload: DeadlinePayload, receivedAtMs: number): DeadlineClock {
  const skewMs = Date.parse(payload.serverNow) - receivedAtMs;
  return { deadlineAt: payload.deadlineAt, skewMs: Number.isFinite(skewMs) ? skewMs : 0 };
}
