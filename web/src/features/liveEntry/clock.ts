import type { LiveMatch } from '@vsf/engine';

const MINUTE_MS = 60_000;

/** The match clock's minute now, from when the phase began (the server's answer is only a snapshot). */
export function clockMinute(
  match: Pick<LiveMatch, 'phase' | 'phaseStartedAt' | 'halfLengthMinutes'>,
  nowMs: number,
): number | null {
  const { phase, phaseStartedAt, halfLengthMinutes: half } = match;
  if (phase === 'notStarted' || phase === 'finished') return null;
  if (phase === 'halfTime') return half;
  const started = phaseStartedAt ? Date.parse(phaseStartedAt) : nowMs;
  const elapsed = Math.max(0, nowMs - started);
  return (phase === 'secondHalf' ? half : 0) + Math.floor(elapsed / MINUTE_MS) + 1;
}

/** The clock as the top bar shows it: 23', stoppage time as 45+2', nothing before kick-off. */
export function clockLabel(match: Pick<LiveMatch, 'phase' | 'phaseStartedAt' | 'halfLengthMinutes'>, nowMs: number) {
  const minute = clockMinute(match, nowMs);
  if (minute === null || match.phase === 'halfTime') return '';
  const end = match.phase === 'firstHalf' ? match.halfLengthMinutes : 2 * match.halfLengthMinutes;
  return minute > end ? `${end}+${minute - end}'` : `${minute}'`;
}
