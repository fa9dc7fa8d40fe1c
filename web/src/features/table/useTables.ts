import { errorText, useApiQuery } from '../../api/useApiQuery';
import type { TableRow } from './types';

export type TablesState =
  { status: 'loading' } | { status: 'ready'; rows: TableRow[] } | { status: 'error'; message: string };

const NO_ANSWER = 'Kunne ikke hente tabellen. Prøv igjen om litt.';

/** `getTables`: every season's rows at once; the page filters. */
export function useTables(): TablesState {
  const query = useApiQuery<{ tables: TableRow[] }>('getTables', {}, { method: 'GET' });
  if (query.data) return { status: 'ready', rows: query.data.tables };
  if (query.isError) return { status: 'error', message: errorText(query.error, NO_ANSWER) };
  return { status: 'loading' };
}
