import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { fantasyVersionAtom } from '../fantasyTeam/atoms';
import { loadFantasyTeamWithInfo, type TeamModalRequest } from './teamModalApi';
import type { TeamWithInfo } from '@vsf/engine';

export type TeamWithInfoState =
  { status: 'loading' } | { status: 'ready'; value: TeamWithInfo } | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente laget. Prøv igjen om litt.';

/** A user's team and points for a round; refetched when rankings change (rankings:updated). */
export function useTeamWithInfo({ userID, season, round, matchID }: TeamModalRequest): TeamWithInfoState {
  const version = useAtomValue(fantasyVersionAtom);
  const key = `${userID}:${season}:${round}:${matchID}`;
  const [state, setState] = useState<{ key: string; state: TeamWithInfoState } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const answerWith = (next: TeamWithInfoState) => !cancelled && setState({ key, state: next });
    loadFantasyTeamWithInfo({ userID, season, round, matchID })
      .then((answer) => {
        if (!answer.success) return answerWith({ status: 'error', message: answer.msg });
        const { team, roundPoints, totalPoints } = answer;
        return answerWith({ status: 'ready', value: { team, roundPoints, totalPoints } });
      })
      .catch((error: unknown) => {
        console.error(error);
        answerWith({ status: 'error', message: FAILED });
      });
    return () => {
      cancelled = true;
    };
  }, [key, userID, season, round, matchID, version]);
  return state?.key === key ? state.state : { status: 'loading' };
}
