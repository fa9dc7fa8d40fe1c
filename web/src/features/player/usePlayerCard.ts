import { loadableOf, type Loadable } from '../../api/loadable';
import { useApiQuery } from '../../api/useApiQuery';
import type { PlayerCardData, PlayerFantasy } from './types';

export type { Loadable };

const FAILED = 'Kunne ikke hente spilleren. Prøv igjen om litt.';

/** The player card's data; the fantasy points only where they are shown (fantasy paths). */
export function usePlayerCard(playerID: number, withFantasy: boolean) {
  const card = useApiQuery<{ player: PlayerCardData }>('getPlayer', { playerID });
  const fantasy = useApiQuery<{ fantasy: PlayerFantasy; fantasyBySeason: Record<string, PlayerFantasy> }>(
    'loadFantasyPlayerPointsAllTime',
    withFantasy ? { playerID } : null,
  );
  return { card: loadableOf(card, FAILED), fantasy: withFantasy ? loadableOf(fantasy, FAILED) : null };
}
