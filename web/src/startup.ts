import { atom } from 'jotai';
import { startRealtime } from './api/live/socket';
import { watchSeasonContext } from './api/loadSeasonContext';
import { seasonAtom } from './store/season';
import { loadSession } from './shared/login/sessionApi';
import { sessionAtom } from './store/session';
import { appStore, type AppStore } from './store';

/** Pages show once the season context and the login state have answered (spec 000 §1). */
export const appReadyAtom = atom(
  (get) => get(sessionAtom).status !== 'loading' && get(seasonAtom).status !== 'loading',
);

export function startUp(store: AppStore = appStore): void {
  watchSeasonContext(store);
  void loadSession(store);
  void startRealtime(store);
}
