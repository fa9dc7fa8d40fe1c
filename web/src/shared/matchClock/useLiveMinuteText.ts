import { LIVE_STATUS_TEXT, isMatchOver } from '@vsf/engine';
import { type LiveMatchSummary } from '@vsf/contract';
import { useMatchClock } from './useMatchClock';

/**
 * Where a match on the live list stands, as the header and the ticker say it beside its
 * score: the minute ('34’', '45+2’') while the ball rolls, 'Pause' at half-time, 'Kampen er
 * ferdig' from the final whistle until the result is confirmed.
 */
export function useLiveMinuteText(summary: Pick<LiveMatchSummary, 'phase' | 'phaseStartedAt' | 'halfLengthMinutes'>) {
  const clock = useMatchClock(summary);
  if (isMatchOver(summary.phase)) return LIVE_STATUS_TEXT.overNote;
  return clock.minute !== null ? `${clock.label}’` : clock.label;
}
