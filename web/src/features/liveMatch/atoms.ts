import { atom } from 'jotai';
import type { MatchLivePayload } from '@vsf/engine';

/** A `match:live` entry as the ticker shows it. */
export interface LiveEntry extends MatchLivePayload {
  id: number;
  receivedAt: number;
}

/** The ticker shows the newest few entries, each for a while after it arrived. */
export const LIVE_ENTRIES_KEPT = 3;
export const LIVE_ENTRY_SHOWN_MS = 10 * 60_000;

let lastId = 0;

/** The newest entries first; written by the ticker's subscription to the socket's match:live. */
export const liveEntriesAtom = atom<LiveEntry[]>([]);

export const pushLiveEntryAtom = atom(null, (get, set, payload: MatchLivePayload) => {
  const entry = { ...payload, id: ++lastId, receivedAt: Date.now() };
  set(liveEntriesAtom, [entry, ...get(liveEntriesAtom)].slice(0, LIVE_ENTRIES_KEPT));
});

export const dismissLiveEntriesAtom = atom(null, (_get, set) => set(liveEntriesAtom, []));
