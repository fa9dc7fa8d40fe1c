import { loadableOf, type Loadable } from '../../api/loadable';
import { useApiQuery } from '../../api/useApiQuery';

export type { Loadable };

const FAILED = 'Kunne ikke hente spilleren. Prøv igjen om litt.';

/** The player card's data; the fantasy points only where they are shown (fantasy paths). */
export function usePlayerCard(playerID: number, withFantasy: boolean) {
  const card = useApiQuery('getPlayer', { playerID });
  const fantasy = useApiQuery('loadFantasyPlayerPointsAllTime', withFantasy ? { playerID } : null);
  return { card: loadableOf(card, FAILED), fantasy: withFantasy ? loadableOf(fantasy, FAILED) : null };
}
