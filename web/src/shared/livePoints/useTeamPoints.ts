import type { TeamPointsExplained, UserRoundInput } from '@vsf/contract';
import { errorText, useApiQuery } from '../../api/useApiQuery';

export type TeamPointsState =
  { status: 'loading' } | { status: 'ready'; team: TeamPointsExplained | null } | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente poengene. Prøv igjen om litt.';

/**
 * A team's round with every point explained (`getTeamPoints`), provisional while its match is
 * live; `points:live`, `points:own` and `rankings:updated` refetch it (`api/live/invalidation.ts`).
 */
export function useTeamPoints(request: Required<UserRoundInput> | null): TeamPointsState {
  const query = useApiQuery(
    'getTeamPoints',
    request && {
      userID: request.userID,
      season: request.season,
      round: request.round,
      matchID: request.matchID,
    },
  );
  if (query.isError) return { status: 'error', message: errorText(query.error, FAILED) };
  return query.data ? { status: 'ready', team: query.data.team } : { status: 'loading' };
}
