import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ApiResult, RoundMatchInput } from '@vsf/engine';
import { fantasyVersionAtom } from '../fantasyTeam/atoms';

export type CallState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * One read call for a round, refetched when fantasy data changes (rankings:updated, a moved
 * pointer, season:changed). Read failures are only logged (001 §8); the view shows its empty text.
 * `key` names everything the call depends on besides the round.
 */
export function useRoundCall<T extends object>(
  round: RoundMatchInput | null,
  key: string,
  call: (round: RoundMatchInput) => Promise<ApiResult<T>>,
): CallState<T> {
  const version = useAtomValue(fantasyVersionAtom);
  const fullKey = round ? `${key}:${round.season}:${round.round}:${round.matchID}` : null;
  const [state, setState] = useState<{ key: string; state: CallState<T> } | null>(null);
  const season = round?.season;
  const roundNo = round?.round;
  const matchID = round?.matchID;

  useEffect(() => {
    if (fullKey === null || season === undefined || roundNo === undefined || matchID === undefined) return;
    let cancelled = false;
    const settle = (next: CallState<T>) => !cancelled && setState({ key: fullKey, state: next });
    call({ season, round: roundNo, matchID })
      .then((answer) => {
        if (answer.success) settle({ status: 'ready', value: answer });
        else {
          console.error(`${key}:`, answer.msg);
          settle({ status: 'failed' });
        }
      })
      .catch((error: unknown) => {
        console.error(error);
        settle({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
    // `call` is chosen by `key`; a new function object every render must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey, version]);

  if (round === null) return { status: 'failed' };
  return state?.key === fullKey ? state.state : { status: 'loading' };
}
