import { STATS_TEXTS as T } from './matchEntry';
import table from '../../ui/dataTable.module.css';
import styles from './MatchEntry.module.css';

interface Props {
  /** Unsaved work of an earlier visit was put back in the form. */
  restored: boolean;
  /** The admin who just saved this match elsewhere, or null. */
  savedBy: string | null;
  /** A newer saved version waits while the form holds unsaved work. */
  offerSaved: boolean;
  onDiscard: () => void;
  onLoadSaved: () => void;
  onDismiss: () => void;
}

/** What the form must tell before anything is saved over: restored work, a save made elsewhere. */
export function MatchNotices({ restored, savedBy, offerSaved, onDiscard, onLoadSaved, onDismiss }: Props) {
  return (
    <div role="status" aria-live="polite">
      {savedBy && (
        <p className={styles.notice}>
          {T.savedElsewhere(savedBy)}{' '}
          {offerSaved ? (
            <>
              <button type="button" className={table.primary} onClick={onLoadSaved}>
                {T.loadSaved}
              </button>{' '}
              <button type="button" className={table.secondary} onClick={onDismiss}>
                {T.keepMine}
              </button>
            </>
          ) : (
            <button type="button" className={table.secondary} onClick={onDismiss}>
              Ok
            </button>
          )}
        </p>
      )}
      {restored && !savedBy && (
        <p className={styles.notice}>
          {T.restored}{' '}
          <button type="button" className={table.secondary} onClick={onDiscard}>
            {T.discard}
          </button>
        </p>
      )}
    </div>
  );
}
