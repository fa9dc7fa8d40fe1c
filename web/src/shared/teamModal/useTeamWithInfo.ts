import type { TeamWithInfo } from '@vsf/contract';
import { errorText, useApiQuery } from '../../api/useApiQuery';
import type { TeamModalRequest } from './teamModalApi';

export type TeamWithInfoState =
  { status: 'loading' } | { status: 'ready'; value: TeamWithInfo } | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente laget. Prøv igjen om litt.';

/** A user's team and points for a round; refetched when rankings change (rankings:updated). */
export function useTeamWithInfo({ userID, season, round, matchID }: TeamModalRequest): TeamWithInfoState {
  const query = useApiQuery('loadFantasyTeamWithInfo', { userID, season, round, matchID });
  if (query.isError) return { status: 'error', message: errorText(query.error, FAILED) };
  if (!query.data) return { status: 'loading' };
  const { team, roundPoints, totalPoints } = query.data;
  return { status: 'ready', value: { team, roundPoints, totalPoints } };
}
