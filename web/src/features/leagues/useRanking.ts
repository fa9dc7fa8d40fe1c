import { useEffect, useState } from 'react';
import type { Fixture, LeagueMember } from '@vsf/engine';
import type { LeagueChoice } from './atoms';
import { getFantasyLeagueMembers, getFantasyWorldLeagueMembers } from './leagueApi';

export type RankingState =
  { status: 'loading' } | { status: 'ready'; members: LeagueMember[] } | { status: 'error'; msg: string };

const FAILED = 'Kunne ikke hente rangeringen. Prøv igjen om litt.';

/** The ranking of the chosen league (or the world) at one round, loaded again when either changes. */
export function useRanking(
  choice: LeagueChoice,
  fixture: Fixture | undefined,
  previous: Fixture | undefined,
  userID: number,
  season: number,
): RankingState {
  const [state, setState] = useState<RankingState>({ status: 'loading' });
  useEffect(() => {
    if (choice === null || !fixture) return;
    let cancelled = false;
    setState({ status: 'loading' });
    const request =
      choice === 'world'
        ? getFantasyWorldLeagueMembers({
            userID,
            season,
            round: fixture.round,
            matchID: fixture.matchID,
            previousRound: previous?.round ?? null,
            previousMatchID: previous?.matchID ?? null,
          }).then((answer) => (answer.success ? { members: answer.result } : answer))
        : getFantasyLeagueMembers(season, choice, fixture.matchID).then((answer) =>
            answer.success ? { members: answer.members } : answer,
          );
    request
      .then((answer) => {
        if (cancelled) return;
        setState(
          'members' in answer ? { status: 'ready', members: answer.members } : { status: 'error', msg: answer.msg },
        );
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setState({ status: 'error', msg: FAILED });
      });
    return () => {
      cancelled = true;
    };
  }, [choice, fixture, previous, userID, season]);
  return state;
}
