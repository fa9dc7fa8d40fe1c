import { useId, useState, type FormEvent } from 'react';
import { displayTeamName } from '@vsf/engine';
import { api } from '../../api/client';
import buttons from '../../ui/buttons.module.css';
import form from '../../ui/adminForms.module.css';
import styles from './TableEditor.module.css';

/**
 * A new correction of one team's row: points to deduct, or the team withdrawn (its matches
 * then count for no one), and the reason that is shown under the table for everyone.
 */
export function CorrectionForm({
  season,
  tournement,
  teams,
  onSaved,
}: {
  season: number;
  tournement: string;
  teams: readonly string[];
  onSaved: (message: string) => Promise<void>;
}) {
  const [team, setTeam] = useState('');
  const [points, setPoints] = useState('');
  const [withdrawn, setWithdrawn] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonHelp = useId();
  const teamId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await api('saveTableCorrection', {
        season,
        tournement,
        team,
        pointsDeducted: points.trim() === '' ? 0 : Number(points),
        withdrawn,
        reason,
      });
      if (!answer.success) {
        setError(answer.msg);
        return;
      }
      setTeam('');
      setPoints('');
      setWithdrawn(false);
      setReason('');
      await onSaved(answer.msg);
    } catch {
      setError('Fikk ikke kontakt med serveren. Prøv igjen om litt.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${form.form} ${styles.fields}`} onSubmit={save} noValidate aria-label="Ny korreksjon">
      {/* Labelled by id: a select inside its label would take the options' text into its name. */}
      <div className={form.field}>
        <label htmlFor={teamId}>Lag</label>
        <select id={teamId} value={team} onChange={(e) => setTeam(e.target.value)} required>
          <option value="">Velg lag</option>
          {teams.map((name) => (
            <option key={name} value={name}>
              {displayTeamName(name)}
            </option>
          ))}
        </select>
      </div>
      <label className={form.field}>
        Poeng som trekkes
        <input type="number" inputMode="numeric" min={0} value={points} onChange={(e) => setPoints(e.target.value)} />
      </label>
      <label className={`${styles.check} ${form.wide}`}>
        <input type="checkbox" checked={withdrawn} onChange={(e) => setWithdrawn(e.target.checked)} />
        Laget har trukket seg (kampene teller ikke)
      </label>
      <label className={`${form.field} ${form.wide}`}>
        Begrunnelse
        <input value={reason} onChange={(e) => setReason(e.target.value)} required aria-describedby={reasonHelp} />
        <span className={form.help} id={reasonHelp}>
          Vises under tabellen for alle.
        </span>
      </label>
      {error && (
        <p className={`${form.error} ${form.wide}`} role="alert">
          {error}
        </p>
      )}
      <div className={`${form.buttons} ${form.wide}`}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          Lagre korreksjon
        </button>
      </div>
    </form>
  );
}
