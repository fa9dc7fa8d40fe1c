import type { PlayerWithStats } from '@vsf/engine';
import { apiQueryKey, fetchApi, useLoadQuery } from '../../api/useApiQuery';
import { TOTAL_SEASON, type StatsSeason } from '../../shared/player/types';

export type StatsState =
  { status: 'loading' } | { status: 'ready'; players: PlayerWithStats[] } | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente statistikken. Prøv igjen om litt.';

/**
 * A season first loads its last round and matchID, and that match's date; then the
 * stats up to that date (spec 000 §4). 'Totalt' loads every season at once.
 */
export async function loadSeasonStats(season: StatsSeason): Promise<PlayerWithStats[]> {
  if (season === TOTAL_SEASON) {
    return (
      await fetchApi('getPlayersWithRequestedStats', {
        season,
        includeByDate: false,
        includeDescription: false,
      })
    ).players;
  }
  const last = await fetchApi('getLastRoundAndMatchIDOfSeason', {
    season,
  });
  if (last.round === null || last.matchID === null) return [];
  const { date } = await fetchApi('getDateByRoundAndMatchID', {
    season,
    round: last.round,
    matchID: last.matchID,
  });
  const { roundCount } = await fetchApi('getRoundsPlayedUntilDate', { season, date });
  const answer = await fetchApi('getPlayersWithRequestedStats', {
    season,
    thisDate: date,
    roundsPlayed: roundCount,
    // The list shows totals; the player modal loads the matches and card of the one player it shows.
    includeByDate: false,
    includeDescription: false,
  });
  return answer.players;
}

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
