import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { fantasyVersionAtom } from './atoms';
import { loadFantasyTeam } from './fantasyTeamApi';
import type { RoundMatchInput, LoadedTeam } from '@vsf/engine';

export type MyTeamState =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedTeam; version: number }
  | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente laget ditt. Prøv igjen om litt.';

/** Everything the editor starts from, without the points a rescore of another match moves. */
function choices({ team, ...rest }: LoadedTeam): string {
  return JSON.stringify({ ...rest, team: team && { ...team, roundPoints: 0, totalPoints: 0 } });
}

const sameChoices = (a: LoadedTeam, b: LoadedTeam) => choices(a) === choices(b);

/**
 * The user's team for a round with what the substitution bar needs. `version` grows when a
 * load finds a different team, so the editor starts afresh from what the server holds.
 */
export function useMyTeam({ season, round, matchID }: RoundMatchInput): MyTeamState {
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
        return settle((previous) => {
          if (previous?.status !== 'ready') return { status: 'ready', loaded, version: 1 };
          // A live refetch that finds the same team keeps the editor, and the user's unsaved
          // picks with it; only a changed team (a removed player, the deadline, a new round) resets it.
          if (sameChoices(previous.loaded, loaded)) return { ...previous, loaded };
          return { status: 'ready', loaded, version: previous.version + 1 };
        });
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
