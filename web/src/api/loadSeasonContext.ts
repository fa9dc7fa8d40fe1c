import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from './queryClient';
import { apiQueryKey, fetchApi } from './useApiQuery';
import { appStore, type AppStore } from '../store/index';
import { seasonAtom } from '../store/season';

/**
 * Keeps the season context in the store for as long as the app runs: the query stays
 * observed, so every event that names `getYearRoundMatchDateID` refetches it. A failed
 * refetch keeps the last good context; only a failed first load makes it 'unavailable'.
 */
export function watchSeasonContext(store: AppStore = appStore, client: QueryClient = appQueryClient): () => void {
  const observer = new QueryObserver(client, {
    queryKey: apiQueryKey('getYearRoundMatchDateID'),
    queryFn: () => fetchApi('getYearRoundMatchDateID'),
  });
  return observer.subscribe((result) => {
    if (result.data) store.set(seasonAtom, { status: 'ready', context: result.data });
    else if (result.isError) store.set(seasonAtom, { status: 'unavailable' });
  });
}
