import { useCallback, useEffect, useRef, useState } from 'react';
import { onLiveEvent } from '../../api/live/socket';
import type { MatchRef } from './matchDrafts';

/** How long after this form's own save an event naming the match is taken as that save's. */
const OWN_SAVE_ECHO_MS = 5000;

/**
 * Who just saved this match from elsewhere (another admin, or another tab), from the
 * `fixtures:updated` event saveMatch publishes after its commit. The form's own save is
 * announced to it too: `ownSave` marks it, so it is not reported back.
 */
export function useSavedElsewhere({ season, matchID }: MatchRef) {
  const [savedBy, setSavedBy] = useState<string | null>(null);
  const ownSaveUntil = useRef(0);

  useEffect(
    () =>
      onLiveEvent('fixtures:updated', (payload) => {
        if (payload.season !== season || payload.matchID !== matchID || !payload.savedBy) return;
        if (Date.now() < ownSaveUntil.current) return;
        setSavedBy(payload.savedBy);
      }),
    [season, matchID],
  );

  const ownSave = useCallback(async <T>(save: () => Promise<T>): Promise<T> => {
    ownSaveUntil.current = Number.POSITIVE_INFINITY;
    try {
      return await save();
    } finally {
      ownSaveUntil.current = Date.now() + OWN_SAVE_ECHO_MS;
    }
  }, []);

  return { savedBy, dismiss: useCallback(() => setSavedBy(null), []), ownSave };
}
