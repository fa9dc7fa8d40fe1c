import { atom } from 'jotai';
import { loadSeasonContext } from './features/season/loadSeasonContext';
import { seasonAtom } from './features/season/atoms';
import { loadSession } from './features/session/sessionApi';
import { sessionAtom } from './features/session/atoms';
import { startRealtime } from './features/realtime/socket';
import { appStore, type AppStore } from './store';

/** Pages show once the season context and the login state have answered (spec 000 §1). */
export const appReadyAtom = atom(
  (get) => get(sessionAtom).status !== 'loading' && get(seasonAtom).status !== 'loading',
);

export function startUp(store: AppStore = appStore): void {
  void loadSeasonContext(store);
  void loadSession(store);
  void startRealtime(store);
}
