import type { PlayerWithStats } from '@vsf/contract';
import { apiQueryKey, useLoadQuery } from '../../api/useApiQuery';
import type { StatsSeason } from '../../shared/player/types';
import { loadSeasonStats } from './loadSeasonStats';

export type StatsState =
  { status: 'loading' } | { status: 'ready'; players: PlayerWithStats[] } | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente statistikken. Prøv igjen om litt.';

/**
 * Cached under the last call of the chain, so `stats:updated` and the fixture events (which name
 * it) refetch the list; its input names the chain, so the key is this list's alone.
 */
export function useSeasonStats(season: StatsSeason): StatsState {
  const query = useLoadQuery(apiQueryKey('getPlayersWithRequestedStats', { season, upToLastPlayedRound: true }), () =>
    loadSeasonStats(season),
  );
  // Spec 000 §8: other failures are only logged; the page shows that nothing came.
  if (query.isError) return { status: 'error', message: FAILED };
  return query.data ? { status: 'ready', players: query.data } : { status: 'loading' };
}
