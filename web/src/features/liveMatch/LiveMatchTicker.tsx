import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { LIVE_STATUS_TEXT, isMatchOver } from '@vsf/engine';
import { onLiveEvent } from '../../api/live/socket';
import { useApiQuery } from '../../api/useApiQuery';
import { useNow } from '../../ui/useNow';
import { LiveMatchLine, StatisticsEntryLine } from './TickerLines';
import {
  LIVE_ENTRY_SHOWN_MS,
  dismissLiveEntriesAtom,
  liveEntriesAtom,
  pushLiveEntryAtom,
  tickerHiddenAtom,
} from './atoms';
import styles from './LiveMatchTicker.module.css';

/**
 * Match day, live, under the header of every page: each match being played (`getLiveMatches`,
 * refetched on every `match:live`) with all its events and the running score after each goal,
 * whatever the match's date; and the statistics form's entries of the day. Each links to the
 * match page. Once every match shown is over the badge says 'Slutt' instead of 'Direkte'; a
 * match leaves when its result is confirmed.
 */
export function LiveMatchTicker() {
  const live = useApiQuery('getLiveMatches', {});
  const entries = useAtomValue(liveEntriesAtom);
  const hidden = useAtomValue(tickerHiddenAtom);
  const dismiss = useSetAtom(dismissLiveEntriesAtom);
  const push = useSetAtom(pushLiveEntryAtom);
  // The ticker is in the shell of every page, so it hears every match:live while the app runs.
  useEffect(() => onLiveEvent('match:live', push), [push]);
  const now = useNow(15_000);
  const matches = live.data?.matches ?? [];
  const liveIDs = new Set(matches.map((match) => match.matchID));
  // A match followed from the touchline shows its own events; older form entries about it would repeat them.
  const shownEntries = entries.filter(
    (entry) => now - entry.receivedAt < LIVE_ENTRY_SHOWN_MS && !liveIDs.has(entry.matchID),
  );
  const visible = !hidden && (matches.length > 0 || shownEntries.length > 0);
  const allOver = shownEntries.length === 0 && matches.every((match) => isMatchOver(match.phase));
  return (
    <section className={styles.region} aria-label="Direkte fra kampen">
      {visible && (
        <div className={styles.ticker}>
          <span className={`${styles.live} ${allOver ? styles.over : ''}`}>
            {allOver ? LIVE_STATUS_TEXT.over : LIVE_STATUS_TEXT.playing}
          </span>
          <div className={styles.body}>
            {matches.map((match) => (
              <LiveMatchLine key={match.matchID} summary={match} />
            ))}
            {shownEntries.length > 0 && (
              <ol className={styles.entries} aria-live="polite">
                {shownEntries.map((entry) => (
                  <StatisticsEntryLine key={entry.id} entry={entry} />
                ))}
              </ol>
            )}
          </div>
          <button type="button" className={styles.close} onClick={dismiss} aria-label="Skjul direkteoppdateringene">
            ×
          </button>
        </div>
      )}
    </section>
  );
}
