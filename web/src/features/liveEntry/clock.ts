import { matchMinute, type LiveMatch } from '@vsf/engine';

type Clocked = Pick<LiveMatch, 'phase' | 'phaseStartedAt' | 'halfLengthMinutes'>;

/** The match clock's minute now, run on the page from when the phase began (the engine's clock). */
export function clockMinute(match: Clocked, nowMs: number): number | null {
  const started = match.phaseStartedAt ? new Date(match.phaseStartedAt) : null;
  return matchMinute(match.phase, started, new Date(nowMs), match.halfLengthMinutes);
}

/** The clock as the top bar shows it: 23', stoppage time as 45+2', nothing before kick-off or in the break. */
export function clockLabel(match: Clocked, nowMs: number): string {
  const minute = clockMinute(match, nowMs);
  if (minute === null || match.phase === 'halfTime') return '';
  const end = match.phase === 'firstHalf' ? match.halfLengthMinutes : 2 * match.halfLengthMinutes;
  return minute > end ? `${end}+${minute - end}'` : `${minute}'`;
}
