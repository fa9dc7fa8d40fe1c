import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { fantasyVersionAtom } from './atoms';
import { loadFantasyTeam, type LoadedTeam, type RoundInput } from './fantasyTeamApi';

export type MyTeamState =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedTeam; version: number }
  | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente laget ditt. Prøv igjen om litt.';

/**
 * The user's team for a round with what the substitution bar needs. `version` grows with
 * every load, so the editor starts afresh from what the server holds after a live refetch.
 */
export function useMyTeam({ season, round, matchID }: RoundInput): MyTeamState {
  const liveVersion = useAtomValue(fantasyVersionAtom);
  const key = `${season}:${matchID}`;
  const [state, setState] = useState<{ key: string; state: MyTeamState } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const settle = (next: (previous: MyTeamState | null) => MyTeamState) =>
      !cancelled && setState((previous) => ({ key, state: next(previous?.key === key ? previous.state : null) }));
    loadFantasyTeam({ season, round, matchID })
      .then((answer) => {
        if (!answer.success) return settle(() => ({ status: 'error', message: answer.msg }));
        const { success: _success, ...loaded } = answer;
        return settle((previous) => ({
          status: 'ready',
          loaded,
          version: previous?.status === 'ready' ? previous.version + 1 : 1,
        }));
      })
      .catch((error: unknown) => {
        console.error(error);
        settle(() => ({ status: 'error', message: FAILED }));
      });
    return () => {
      cancelled = true;
    };
  }, [key, season, round, matchID, liveVersion]);

  // Another round's team must never show under this round's banner while it loads; a
  // refetch of the same round keeps the team on screen until the new answer arrives.
  return state?.key === key ? state.state : { status: 'loading' };
}
