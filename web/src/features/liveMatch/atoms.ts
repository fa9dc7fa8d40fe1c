import { atom } from 'jotai';
import type { MatchLivePayload } from '@vsf/contract';

/** A `match:live` entry of the statistics form, as the ticker shows it. */
export interface LiveEntry extends MatchLivePayload {
  id: number;
  receivedAt: number;
}

/** Entries of the statistics form stay in the ticker this long after they arrived. */
export const LIVE_ENTRY_SHOWN_MS = 10 * 60_000;

let lastId = 0;

/**
 * The statistics form's entries of the day, newest first, all of them. Touchline entries
 * (they carry the phase) are not kept here: the ticker shows those from the match's own
 * events, refetched on each `match:live`, with the running score after each goal; once the
 * result is confirmed the match leaves the live list, and so the ticker.
 */
export const liveEntriesAtom = atom<LiveEntry[]>([]);

/** True after 'Skjul' until the next entry arrives. */
export const tickerHiddenAtom = atom(false);

export const pushLiveEntryAtom = atom(null, (get, set, payload: MatchLivePayload) => {
  set(tickerHiddenAtom, false);
  if (payload.phase !== undefined) return;
  set(liveEntriesAtom, [{ ...payload, id: ++lastId, receivedAt: Date.now() }, ...get(liveEntriesAtom)]);
});

export const dismissLiveEntriesAtom = atom(null, (_get, set) => set(tickerHiddenAtom, true));
