import type { League, SessionUser } from '@vsf/contract';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../ui/TextField';
import formStyles from '../../ui/forms.module.css';
import { Modal } from '../../ui/Modal';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { addNewFantasyLeagueMember, removeFantasyLeagueMember } from './leagueApi';
import styles from './Leagues.module.css';

interface LeagueModalProps {
  league: League;
  isMember: boolean;
  user: SessionUser;
  season: number;
  round: number;
  onChanged: () => void;
  onClose: () => void;
}

export const leaveQuestion = (name: string) => `Er du sikker på at du ønsker å forlate "${name}"?`;

/** A league's facts, with 'Bli med' for others and 'Forlat liga' only for its members (001 §2). */
export function LeagueModal({ league, isMember, user, season, round, onChanged, onClose }: LeagueModalProps) {
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, notify, dialog } = useConfirmDialog();
  const isAdmin = league.adminUserID === user.userID;

  /** Tells the server's msg in a message box; `onRefused`, when given, replaces it for a refusal. */
  const run = async (
    action: () => Promise<{ success: boolean; msg?: string }>,
    onRefused?: (msg: string | undefined) => void,
  ) => {
    setBusy(true);
    try {
      const answer = await action();
      if (!answer.success && onRefused) return onRefused(answer.msg);
      if (answer.msg) await notify(answer.msg);
      if (!answer.success) return;
      onChanged();
      onClose();
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  const join = (event: FormEvent) => {
    event.preventDefault();
    // 001 §8: a failed join clears the code field (no alert); one line under it says why.
    setRefusal(null);
    void run(
      () =>
        addNewFantasyLeagueMember({ leagueID: league.leagueID, password: code, userID: user.userID, season, round }),
      (msg) => {
        setCode('');
        setRefusal(msg ?? null);
      },
    );
  };

  const leave = async () => {
    const yes = await confirm({
      title: 'Forlate ligaen?',
      message: leaveQuestion(league.leagueName),
      confirmLabel: 'Forlat ligaen',
    });
    if (yes) await run(() => removeFantasyLeagueMember(league.leagueID, user.userID, season));
  };

  return (
    <Modal title={league.leagueName} onClose={onClose}>
      <dl className={styles.facts}>
        <dt>Liga-ID</dt>
        <dd>{league.leagueID}</dd>
        <dt>Administrator</dt>
        <dd>{league.adminUsername ?? 'Ingen'}</dd>
        <dt>Type</dt>
        <dd>{league.leaguePrivate === 1 ? 'Privat (kode-beskyttet)' : 'Åpen'}</dd>
        <dt>Deltakere</dt>
        <dd>{league.memberCount}</dd>
      </dl>
      {isMember && !isAdmin && (
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => void leave()}>
          Forlat liga
        </button>
      )}
      {isMember && isAdmin && <p className={styles.empty}>Du er administrator for denne ligaen.</p>}
      {!isMember && (
        <form className={formStyles.form} onSubmit={join} aria-label="Bli med i ligaen">
          {league.leaguePrivate === 1 && (
            <TextField label="Liga-kode" type="password" autoComplete="off" value={code} onChange={setCode} />
          )}
          {refusal && (
            <p className={styles.refusal} role="alert">
              {refusal}
            </p>
          )}
          <div className={formStyles.actions}>
            <button type="submit" className={formStyles.button} disabled={busy}>
              Bli med
            </button>
          </div>
        </form>
      )}
      {dialog}
    </Modal>
  );
}
