import type { LiveMatch } from '@vsf/contract';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { useResultCall } from './useResultCall';
import { Refusal } from './Refusal';
import { LIVE_TEXTS } from './texts';
import styles from './LiveEntry.module.css';

/**
 * Below a started, unsaved match: 'Avbryt direkteføringen' takes it back to not started, for a
 * volunteer who kicked off the wrong match. It asks first, in words that say what goes.
 */
export function CancelEntry({ match }: { match: LiveMatch }) {
  const { busy, message, run } = useResultCall(
    'cancelLiveMatch',
    match.matchID,
    'Fikk ikke kontakt med serveren. Direkteføringen er ikke avbrutt; prøv igjen.',
  );
  const { confirm, dialog } = useConfirmDialog();
  const cancel = async () => {
    if (await confirm(LIVE_TEXTS.confirmCancel)) await run();
  };
  return (
    <section className={styles.cancel} aria-label={LIVE_TEXTS.cancel}>
      {message && <Refusal message={message} />}
      <button type="button" className={styles.dangerQuiet} disabled={busy} onClick={() => void cancel()}>
        {LIVE_TEXTS.cancel}
      </button>
      {dialog}
    </section>
  );
}
