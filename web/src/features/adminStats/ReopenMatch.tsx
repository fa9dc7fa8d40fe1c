import { useState } from 'react';
import { displayTeamName } from '@vsf/engine';
import { type Fixture } from '@vsf/contract';
import { api } from '../../api/client';
import { refetchCalls } from '../../api/useApiQuery';
import { Modal } from '../../ui/Modal';
import buttons from '../../ui/buttons.module.css';
import form from '../../ui/adminForms.module.css';

export const REOPEN_TEXTS = {
  button: 'Åpne kampen igjen',
  title: 'Åpne kampen igjen?',
  explain: (match: string, result: string) =>
    `${match} (${result}) blir satt tilbake til ikke spilt: resultatet, spillerstatistikken og fantasypoengene for kampen slettes, og totalpoeng og plasseringer regnes ut på nytt. Har sesongen gått videre fra denne kampen, flyttes den tilbake hit.`,
  confirm: 'Ja, åpne kampen igjen',
  cancel: 'Avbryt',
  failed: 'Kunne ikke åpne kampen igjen. Prøv igjen om litt.',
} as const;

/**
 * /admin/editStats: takes a saved match back to unplayed (reopenMatch) after a confirmation,
 * then refetches what the reopen changed. Shown only for a match with a result.
 */
export function ReopenMatch({ fixture, onReopened }: { fixture: Fixture; onReopened?: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (fixture.result === '-') return null;
  const match = `${displayTeamName(fixture.homeTeam)} – ${displayTeamName(fixture.awayTeam)}`;

  const reopen = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await api('reopenMatch', { matchID: fixture.matchID });
      if (!answer.success) {
        setError(answer.msg);
        return;
      }
      setAsking(false);
      await refetchCalls('getSeasonFixtures', 'getYearRoundMatchDateID', 'getMatchStatsForAdmin');
      onReopened?.();
    } catch {
      setError(REOPEN_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={buttons.danger} onClick={() => setAsking(true)}>
        {REOPEN_TEXTS.button}
      </button>
      {asking && (
        <Modal
          title={REOPEN_TEXTS.title}
          onClose={() => setAsking(false)}
          okButton={false}
          footer={
            <div className={form.buttons}>
              <button type="button" className={buttons.secondary} onClick={() => setAsking(false)} disabled={busy}>
                {REOPEN_TEXTS.cancel}
              </button>
              <button type="button" className={buttons.danger} onClick={reopen} disabled={busy}>
                {REOPEN_TEXTS.confirm}
              </button>
            </div>
          }
        >
          <p>{REOPEN_TEXTS.explain(match, fixture.result)}</p>
          {error && (
            <p className={form.error} role="alert">
              {error}
            </p>
          )}
        </Modal>
      )}
    </>
  );
}
