/**
 * The match clock of a match entered from the touchline: how long a half is, and
 * which minute it is now. The clock is a parameter, like every time in the engine.
 */
import type { MatchPhase } from './matchEvents';

/**
 * Minutes per half by the number of players a side: the lengths Norwegian amateur and
 * recreational football plays (11: 2×45, 9 and 8: 2×40, 7: 2×35, smaller: 2×25).
 */
export function halfLengthMinutes(aside: number): number {
  if (aside >= 11) return 45;
  if (aside >= 8) return 40;
  if (aside >= 7) return 35;
  return 25;
}

/** The last minute an event may have: both halves, stoppage time and a cup's extra time. */
export function maxEventMinute(halfLength: number): number {
  return 2 * halfLength + 30;
}

const MINUTE_MS = 60_000;

/**
 * The minute shown on the clock: 1 at kick-off, counting on into stoppage time (a page shows
 * 47 as 45+2 if it likes), the half's length during the break, none before kick-off or after
 * full time. A clock behind the server's (a phone's) never gives less than the half's first minute.
 */
export function matchMinute(
  phase: MatchPhase,
  phaseStartedAt: Date | null,
  now: Date,
  halfLength: number,
): number | null {
  if (phase === 'notStarted' || phase === 'finished') return null;
  if (phase === 'halfTime') return halfLength;
  const offset = phase === 'secondHalf' ? halfLength : 0;
  const elapsed = phaseStartedAt ? Math.max(0, now.getTime() - phaseStartedAt.getTime()) : 0;
  return Math.min(offset + Math.floor(elapsed / MINUTE_MS) + 1, maxEventMinute(halfLength));
}
