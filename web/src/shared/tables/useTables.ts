import type { TableCorrectionEntry } from '@vsf/contract';
import { errorText, useApiQuery } from '../../api/useApiQuery';
import { useSeasonFixtures } from '../fixtures/useSeasonFixtures';
import { withLiveMatches, type LiveTableMatch, type ShownTableRow } from './liveTables';

export type TablesState =
  | { status: 'loading' }
  | { status: 'ready'; rows: ShownTableRow[]; corrections: TableCorrectionEntry[]; live: LiveTableMatch[] }
  | { status: 'error'; message: string };

const NO_ANSWER = 'Kunne ikke hente tabellen. Prøv igjen om litt.';

/**
 * `getTables`: every season's rows at once; the page filters. While a match of `season` is
 * live, its running score is counted in its table (the same `getLiveMatches` read as the
 * 'Direkte' ticker's, so every goal refetches it and 'Bekreft resultat' settles the table).
 */
export function useTables(season: number): TablesState {
  const query = useApiQuery('getTables', {}, { method: 'GET' });
  const liveQuery = useApiQuery('getLiveMatches', {});
  const liveNow = (liveQuery.data?.matches ?? []).filter((match) => match.season === season);
  // The fixtures name a live match's tournament; they are read only while one is live.
  const fixtures = useSeasonFixtures(liveNow.length > 0 ? season : null);
  if (query.data) {
    const corrections = query.data.corrections ?? [];
    const shown = withLiveMatches(query.data.tables, corrections, liveNow, fixtures ?? []);
    return { status: 'ready', rows: shown.rows, corrections, live: shown.live };
  }
  if (query.isError) return { status: 'error', message: errorText(query.error, NO_ANSWER) };
  return { status: 'loading' };
}
