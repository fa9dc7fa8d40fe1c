import type { LiveMatchSummary } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';

/**
 * The season's match being played now, or null. The same `getLiveMatches` read
 * as the 'Direkte' ticker's, so every `match:live` refetches it and a confirmed match drops out.
 */
export function useLiveRound(season: number | null): LiveMatchSummary | null {
  const live = useApiQuery('getLiveMatches', {});
  if (season === null) return null;
  return live.data?.matches.find((match) => match.season === season) ?? null;
}
