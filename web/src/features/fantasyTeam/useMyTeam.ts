import type { LoadedTeam, RoundMatchInput } from '@vsf/contract';
import { useState } from 'react';
import { errorText, useApiQuery } from '../../api/useApiQuery';

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

/** The state after an answer (or a failure) of the round's query, given the state before it. */
function next(previous: MyTeamState | null, loaded: LoadedTeam | undefined, failure: string | null): MyTeamState {
  if (failure !== null) return { status: 'error', message: failure };
  if (!loaded) return previous ?? { status: 'loading' };
  if (previous?.status !== 'ready') return { status: 'ready', loaded, version: 1 };
  // A live refetch that finds the same team keeps the editor, and the user's unsaved
  // picks with it; only a changed team (a removed player, the deadline, a new round) resets it.
  if (sameChoices(previous.loaded, loaded)) return { ...previous, loaded };
  return { status: 'ready', loaded, version: previous.version + 1 };
}

/**
 * The user's team for a round with what the substitution bar needs. `version` grows when a
 * load finds a different team, so the editor starts afresh from what the server holds.
 */
export function useMyTeam({ season, round, matchID }: RoundMatchInput): MyTeamState {
  const key = `${season}:${matchID}`;
  const query = useApiQuery('loadFantasyTeam', { season, round, matchID });
  const failure = query.isError ? errorText(query.error, FAILED) : null;
  const [seen, setSeen] = useState<{
    key: string;
    data: LoadedTeam | undefined;
    failure: string | null;
    state: MyTeamState;
  } | null>(null);

  // Each new answer of this round moves the state on once (derived while rendering, React's
  // pattern for state that follows a changing input); another round starts from nothing.
  if (seen === null || seen.key !== key || seen.data !== query.data || seen.failure !== failure) {
    const state = next(seen?.key === key ? seen.state : null, query.data, failure);
    setSeen({ key, data: query.data, failure, state });
    return state;
  }
  // Another round's team must never show under this round's banner while it loads; a
  // refetch of the same round keeps the team on screen until the new answer arrives.
  return seen.state;
}
