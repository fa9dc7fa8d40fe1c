import { useState } from 'react';
import type { LiveMatch } from '@vsf/engine';
import { api } from '../../api/client';
import { refetchCalls } from '../../api/useApiQuery';
import { LIVE_TEXTS } from './texts';
import styles from './LiveEntry.module.css';

/** A confirmed match: the result is saved; 'Gjenåpne kampen' sets it back to unplayed, after asking. */
export function SavedMatch({ match }: { match: LiveMatch }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const reopen = async () => {
    if (!window.confirm(LIVE_TEXTS.confirmReopen)) return;
    setMessage('');
    setBusy(true);
    try {
      const answer = await api('reopenMatch', { matchID: match.matchID });
      if (!answer.success) setMessage(answer.msg);
      await refetchCalls(
        'getLiveMatch',
        'getLiveMatches',
        'getSeasonFixtures',
        'getYearRoundMatchDateID',
        'getMatchStatsForAdmin',
      );
    } catch {
      setMessage('Fikk ikke kontakt med serveren. Kampen er ikke gjenåpnet; prøv igjen.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.saved} aria-label="Lagret">
      <p className={styles.result} role="status">
        {LIVE_TEXTS.saved}
      </p>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <button type="button" className={styles.secondaryWide} disabled={busy} onClick={() => void reopen()}>
        {LIVE_TEXTS.reopen}
      </button>
    </section>
  );
}
