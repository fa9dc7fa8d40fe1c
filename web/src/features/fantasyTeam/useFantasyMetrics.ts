import { useMemo } from 'react';
import type { PlayerFantasyMetrics } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';

export type FantasyMetricsState =
  | { status: 'loading' }
  | { status: 'ready'; byPlayer: ReadonlyMap<number, PlayerFantasyMetrics> }
  | { status: 'error' };

/** The season's fantasy numbers by player, for the team table's columns. */
export function useFantasyMetrics(season: number): FantasyMetricsState {
  const query = useApiQuery('getFantasyPlayerMetrics', { season });
  const byPlayer = useMemo(
    () => (query.data ? new Map(query.data.players.map((player) => [player.playerID, player])) : null),
    [query.data],
  );
  // A refetch that fails keeps the numbers already shown.
  if (byPlayer) return { status: 'ready', byPlayer };
  return query.isError ? { status: 'error' } : { status: 'loading' };
}
