import type { PlayerWithStats } from '@vsf/contract';
import { fetchApi, type ReadCall } from '../../api/calls';
import { TOTAL_SEASON, type StatsSeason } from '../../shared/player/types';

/**
 * A season first loads its last round and matchID, and that match's date; then the
 * stats up to that date (spec 000 §4). 'Totalt' loads every season at once. `call` is
 * `fetchApiEarly` when web/src/boot.ts starts the chain for /stats before the app has loaded.
 */
export async function loadSeasonStats(season: StatsSeason, call: ReadCall = fetchApi): Promise<PlayerWithStats[]> {
  if (season === TOTAL_SEASON) {
    return (
      await call('getPlayersWithRequestedStats', {
        season,
        includeByDate: false,
        includeDescription: false,
      })
    ).players;
  }
  const last = await call('getLastRoundAndMatchIDOfSeason', {
    season,
  });
  if (last.round === null || last.matchID === null) return [];
  const { date } = await call('getDateByRoundAndMatchID', {
    season,
    round: last.round,
    matchID: last.matchID,
  });
  const { roundCount } = await call('getRoundsPlayedUntilDate', { season, date });
  const answer = await call('getPlayersWithRequestedStats', {
    season,
    thisDate: date,
    roundsPlayed: roundCount,
    // The list shows totals; the player modal loads the matches and card of the one player it shows.
    includeByDate: false,
    includeDescription: false,
  });
  return answer.players;
}
