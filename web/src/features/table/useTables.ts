import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { fixturesVersionAtom } from '../fixtures/atoms';
import { statsVersionAtom } from '../stats/atoms';
import type { ApiResult, CallAnswer, SeasonTableRow } from '@vsf/engine';

export type TablesState =
  { status: 'loading' } | { status: 'ready'; rows: SeasonTableRow[] } | { status: 'error'; message: string };

const NO_ANSWER = 'Kunne ikke hente tabellen. Prøv igjen om litt.';

/** `GET /api/getTables`: every season's rows at once; the page filters. */
export async function fetchTables(): Promise<TablesState> {
  try {
    const response = await fetch('/api/getTables', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const answer = (await response.json()) as ApiResult<CallAnswer<'getTables'>>;
    return answer.success ? { status: 'ready', rows: answer.tables } : { status: 'error', message: answer.msg };
  } catch (error) {
    console.error(error);
    return { status: 'error', message: error instanceof Error && error.message ? error.message : NO_ANSWER };
  }
}

export function useTables(): TablesState {
  const fixturesVersion = useAtomValue(fixturesVersionAtom);
  const statsVersion = useAtomValue(statsVersionAtom);
  const [state, setState] = useState<TablesState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    void fetchTables().then((next) => !cancelled && setState(next));
    return () => {
      cancelled = true;
    };
  }, [fixturesVersion, statsVersion]);
  return state;
}
