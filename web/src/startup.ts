import { atom } from 'jotai';
import { startRealtime } from './api/live/socket';
import { watchSeasonContext } from './api/loadSeasonContext';
import { queryClient as appQueryClient } from './api/queryClient';
import { apiQueryKey, fetchApi } from './api/useApiQuery';
import { seasonAtom } from './store/season';
import { loadSession } from './shared/login/sessionApi';
import { sessionAtom } from './store/session';
import { appStore, type AppStore } from './store';

/**
 * Whether the live ticker's first answer is in. The ticker sits above every page: a match
 * being played that arrived after the first paint pushed the whole page down (a layout shift
 * on match day, when most fans come), so its answer is part of the start-up data.
 */
const liveTickerReadyAtom = atom(false);

/** Pages show once the season context, the login state and the live ticker have answered (spec 000 §1). */
export const appReadyAtom = atom(
  (get) => get(sessionAtom).status !== 'loading' && get(seasonAtom).status !== 'loading' && get(liveTickerReadyAtom),
);

export function startUp(store: AppStore = appStore): void {
  watchSeasonContext(store);
  void loadSession(store);
  void startRealtime(store);
  // prefetchQuery never throws: a failed read shows no ticker, as before, and the page goes on.
  void appQueryClient
    .prefetchQuery({ queryKey: apiQueryKey('getLiveMatches', {}), queryFn: () => fetchApi('getLiveMatches', {}) })
    .finally(() => store.set(liveTickerReadyAtom, true));
}
