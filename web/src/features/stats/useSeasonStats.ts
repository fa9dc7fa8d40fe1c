import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { CallAnswer, PlayerWithStats } from '@vsf/engine';
import { api, type CallBody, type JsonCallName } from '../../api/client';
import { fixturesVersionAtom } from '../fixtures/atoms';
import { TOTAL_SEASON, type StatsSeason } from '../player/types';
import { statsVersionAtom } from './atoms';

export type StatsState =
  { status: 'loading' } | { status: 'ready'; players: PlayerWithStats[] } | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente statistikken. Prøv igjen om litt.';

async function call<N extends JsonCallName>(name: N, ...body: CallBody<N>): Promise<CallAnswer<N>> {
  const answer = await api(name, ...body);
  if (!answer.success) throw new Error(answer.msg);
  return answer;
}

/**
 * A season first loads its last round and matchID, and that match's date; then the
 * stats up to that date (spec 000 §4). 'Totalt' loads every season at once.
 */
export async function loadSeasonStats(season: StatsSeason): Promise<PlayerWithStats[]> {
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

export function useSeasonStats(season: StatsSeason): StatsState {
  const fixturesVersion = useAtomValue(fixturesVersionAtom);
  const statsVersion = useAtomValue(statsVersionAtom);
  const [state, setState] = useState<{ season: StatsSeason; state: StatsState } | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadSeasonStats(season)
      .then((players) => !cancelled && setState({ season, state: { status: 'ready', players } }))
      .catch((error: unknown) => {
        // Spec 000 §8: other failures are only logged; the page shows that nothing came.
        console.error(error);
        if (!cancelled) setState({ season, state: { status: 'error', message: FAILED } });
      });
    return () => {
      cancelled = true;
    };
  }, [season, fixturesVersion, statsVersion]);
  return state?.season === season ? state.state : { status: 'loading' };
}
