import { useAtomValue } from 'jotai';
import { matchClock, type MatchClock } from '@vsf/engine';
import { type LiveMatch } from '@vsf/contract';
import { liveDeadlineAtom } from '../../api/live/deadline';
import { useNow } from '../../ui/useNow';

const RUNNING = new Set<LiveMatch['phase']>(['firstHalf', 'secondHalf']);

/**
 * The match clock, ticking each second while the ball rolls, on the server's time where known:
 * the match centre, the ticker and the touchline entry show the same minute.
 */
export function useMatchClock(match: Pick<LiveMatch, 'phase' | 'phaseStartedAt' | 'halfLengthMinutes'>): MatchClock {
  const skewMs = useAtomValue(liveDeadlineAtom)?.skewMs ?? 0;
  const now = useNow(RUNNING.has(match.phase) ? 1000 : 60_000);
  return matchClock(match.phase, match.phaseStartedAt, match.halfLengthMinutes, new Date(now + skewMs));
}
