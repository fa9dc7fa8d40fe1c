import type { Fixture, LeagueMember } from '@vsf/contract';
import { errorText, useApiQuery } from '../../api/useApiQuery';
import type { LeagueChoice } from './atoms';

export type RankingState =
  | { status: 'loading' }
  | { status: 'ready'; members: LeagueMember[]; live: boolean }
  | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente rangeringen. Prøv igjen om litt.';

/** The ranking of the chosen league (or the world) at one round, loaded again when either changes. */
export function useRanking(
  choice: LeagueChoice,
  fixture: Fixture | undefined,
  previous: Fixture | undefined,
  userID: number,
  season: number,
): RankingState {
  const world = useApiQuery(
    'getFantasyWorldLeagueMembers',
    choice === 'world' && fixture
      ? {
          userID,
          season,
          round: fixture.round,
          matchID: fixture.matchID,
          // The first round has no previous one: the fields are left out, not null.
          ...(previous ? { previousRound: previous.round, previousMatchID: previous.matchID } : {}),
        }
      : null,
  );
  const league = useApiQuery(
    'getFantasyLeagueMembers',
    typeof choice === 'number' && fixture ? { season, leagueID: choice, matchID: fixture.matchID } : null,
  );
  const query = choice === 'world' ? world : league;
  if (query.isError) return { status: 'error', message: errorText(query.error, FAILED) };
  // `live`: the round's match is being played, so points and ranks are provisional.
  if (choice === 'world' && world.data)
    return { status: 'ready', members: world.data.result, live: world.data.live === true };
  if (typeof choice === 'number' && league.data)
    return { status: 'ready', members: league.data.members, live: league.data.live === true };
  return { status: 'loading' };
}
