import type { SeasonTableRow } from '@vsf/engine';
import { errorText, useApiQuery } from '../../api/useApiQuery';

export type TablesState =
  { status: 'loading' } | { status: 'ready'; rows: SeasonTableRow[] } | { status: 'error'; message: string };

const NO_ANSWER = 'Kunne ikke hente tabellen. Prøv igjen om litt.';

/** `getTables`: every season's rows at once; the page filters. */
export function useTables(): TablesState {
  const query = useApiQuery('getTables', {}, { method: 'GET' });
  if (query.data) return { status: 'ready', rows: query.data.tables };
  if (query.isError) return { status: 'error', message: errorText(query.error, NO_ANSWER) };
  return { status: 'loading' };
}
