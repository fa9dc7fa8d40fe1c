import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { AnimatePresence, m, useReducedMotion } from 'framer-motion';
import { onLiveEvent } from '../../api/live/socket';
import { useNow } from '../realtime/useNow';
import { LIVE_ENTRY_SHOWN_MS, dismissLiveEntriesAtom, liveEntriesAtom, pushLiveEntryAtom } from './atoms';
import styles from './LiveMatchTicker.module.css';

const KIND_LABEL = {
  goal: 'Mål',
  card: 'Kort',
  score: 'Stilling',
  trivia: 'Kampfakta',
  phase: 'Kampen',
  correction: 'Rettet',
  attendance: 'Tropp',
} as const;

/**
 * Match day, live: every goal, card, result and trivia an admin enters appears here on every
 * open page the moment it is saved (the socket's `match:live`), newest first.
 */
export function LiveMatchTicker() {
  const entries = useAtomValue(liveEntriesAtom);
  const dismiss = useSetAtom(dismissLiveEntriesAtom);
  const push = useSetAtom(pushLiveEntryAtom);
  // The ticker is in the shell of every page, so it hears every match:live while the app runs.
  useEffect(() => onLiveEvent('match:live', push), [push]);
  const now = useNow(15_000);
  const reduced = useReducedMotion() ?? false;
  const shown = entries.filter((entry) => now - entry.receivedAt < LIVE_ENTRY_SHOWN_MS);
  return (
    <section className={styles.region} aria-label="Direkte fra kampen" aria-live="polite">
      <AnimatePresence initial={false}>
        {shown.length > 0 && (
          <m.div
            className={styles.ticker}
            initial={reduced ? false : { opacity: 0, y: -8 }}
            animate={{ opacity: 1, y: 0 }}
            exit={reduced ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, y: -8 }}
          >
            <span className={styles.live}>Direkte</span>
            <ol className={styles.entries}>
              {shown.map((entry) => (
                <li key={entry.id} className={styles.entry}>
                  <span className={styles.kind}>{KIND_LABEL[entry.kind]}</span>
                  {entry.homeTeamScore !== null && entry.awayTeamScore !== null && entry.kind !== 'score' && (
                    <span className={styles.score}>
                      {entry.homeTeamScore}–{entry.awayTeamScore}
                    </span>
                  )}
                  <span>{entry.text}</span>
                </li>
              ))}
            </ol>
            <button type="button" className={styles.close} onClick={dismiss} aria-label="Skjul direkteoppdateringene">
              ×
            </button>
          </m.div>
        )}
      </AnimatePresence>
    </section>
  );
}
