import { useAtomValue } from 'jotai';
import { END_OF_SEASON, type PlayerStatus } from '@vsf/engine';
import { useApiQuery } from '../../api/useApiQuery';
import { seasonContextAtom } from '../../store/season';

/** Every club player's status for a match, by player; null while unknown (loading, failed, no match). */
export type PlayerStatuses = ReadonlyMap<number, PlayerStatus | null> | null;

/**
 * The club players' statuses for a match ('I troppen', 'Usikker' …), kept fresh by
 * `squad:updated`. A failed read shows no statuses rather than an error: they help choose,
 * the page works without them.
 */
export function usePlayerStatuses(matchID: string | null): PlayerStatuses {
  const query = useApiQuery('getPlayerStatuses', matchID === null || matchID === END_OF_SEASON ? null : { matchID });
  if (!query.data) return null;
  return new Map(query.data.statuses.map((entry) => [entry.playerID, entry.status]));
}

/** The statuses for the season's next match: the one the fantasy game's current round is. */
export function useNextMatchStatuses(): PlayerStatuses {
  const context = useAtomValue(seasonContextAtom);
  return usePlayerStatuses(context?.thisMatchID ?? null);
}
