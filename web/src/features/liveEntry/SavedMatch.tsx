import type { LiveMatch } from '@vsf/contract';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { useResultCall } from './useResultCall';
import { Refusal } from './Refusal';
import { LIVE_TEXTS } from './texts';
import styles from './LiveEntry.module.css';

/** A confirmed match: the result is saved; 'Gjenåpne kampen' sets it back to unplayed, after asking. */
export function SavedMatch({ match }: { match: LiveMatch }) {
  const { busy, message, run } = useResultCall(
    'reopenMatch',
    match.matchID,
    'Fikk ikke kontakt med serveren. Kampen er ikke gjenåpnet; prøv igjen.',
  );
  const { confirm, dialog } = useConfirmDialog();
  const reopen = async () => {
    if (await confirm(LIVE_TEXTS.confirmReopen)) await run();
  };
  return (
    <section className={styles.saved} aria-label="Lagret">
      <p className={styles.result} role="status">
        {LIVE_TEXTS.saved}
      </p>
      {message && <Refusal message={message} />}
      <button type="button" className={styles.secondaryWide} disabled={busy} onClick={() => void reopen()}>
        {LIVE_TEXTS.reopen}
      </button>
      {dialog}
    </section>
  );
}
