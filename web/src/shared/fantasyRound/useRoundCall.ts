import type { ApiResult, CallName, RoundMatchInput } from '@vsf/contract';
import { ApiRefusal, apiQueryKey, useLoadQuery } from '../../api/useApiQuery';

export type CallState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * One read call for a round, keyed by `callName` and the round (plus `extra`, what else the
 * answer depends on), so it refetches when fantasy data changes (rankings:updated, a moved
 * pointer, season:changed). Read failures are only logged (001 §8); the view shows its empty text.
 */
export function useRoundCall<T extends object>(
  round: RoundMatchInput | null,
  callName: CallName,
  call: (round: RoundMatchInput) => Promise<ApiResult<T>>,
  extra: object = {},
): CallState<T> {
  const input = round && { season: round.season, round: round.round, matchID: round.matchID };
  const query = useLoadQuery(input && apiQueryKey(callName, { ...input, ...extra }), async () => {
    if (!input) throw new Error(`${callName}: ingen runde`);
    const answer = await call(input);
    if (!answer.success) throw new ApiRefusal(callName, answer.msg);
    return answer;
  });
  if (round === null || query.isError) return { status: 'failed' };
  return query.data ? { status: 'ready', value: query.data } : { status: 'loading' };
}
