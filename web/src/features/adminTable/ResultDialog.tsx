import { useId, useState, type FormEvent } from 'react';
import { MAX_RESULT_GOALS, osloToday } from '@vsf/engine';
import { type LeagueResultEntry } from '@vsf/contract';
import { api } from '../../api/client';
import { Modal } from '../../ui/Modal';
import buttons from '../../ui/buttons.module.css';
import form from '../../ui/adminForms.module.css';
import styles from './TableEditor.module.css';

interface Draft {
  date: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamScore: string;
  awayTeamScore: string;
}

/** A new result is usually this week's: today, when today is in the chosen season. */
const blank = (season: number): Draft => ({
  date: osloToday(new Date()).startsWith(`${season}-`) ? osloToday(new Date()) : '',
  homeTeam: '',
  awayTeam: '',
  homeTeamScore: '',
  awayTeamScore: '',
});

const fromEntry = (entry: LeagueResultEntry): Draft => ({
  date: entry.date,
  homeTeam: entry.homeTeam,
  awayTeam: entry.awayTeam,
  homeTeamScore: String(entry.homeTeamScore),
  awayTeamScore: String(entry.awayTeamScore),
});

/**
 * A division result as an admin types it from the federation's page: date, home, away and
 * the score. The teams are offered from the table's (the club left out: its matches are
 * its fixtures); a new team is simply typed. The server checks every rule and answers in
 * Norwegian; the dialog shows it and keeps what was typed.
 */
export function ResultDialog({
  season,
  tournement,
  teams,
  entry,
  onClose,
  onSaved,
}: {
  season: number;
  tournement: string;
  teams: readonly string[];
  entry: LeagueResultEntry | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [draft, setDraft] = useState<Draft>(entry ? fromEntry(entry) : blank(season));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const teamListId = useId();
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.homeTeamScore.trim() === '' || draft.awayTeamScore.trim() === '') {
      setError('Skriv inn antall mål for begge lag.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await api('saveLeagueResult', {
        season,
        tournement,
        ...(entry ? { resultID: entry.resultID } : {}),
        date: draft.date,
        homeTeam: draft.homeTeam,
        awayTeam: draft.awayTeam,
        homeTeamScore: Number(draft.homeTeamScore),
        awayTeamScore: Number(draft.awayTeamScore),
      });
      if (answer.success) onSaved(answer.msg);
      else setError(answer.msg);
    } catch {
      setError('Fikk ikke kontakt med serveren. Prøv igjen om litt.');
    } finally {
      setBusy(false);
    }
  };

  const formId = useId();
  return (
    <Modal
      title={entry ? 'Endre resultat' : 'Legg inn resultat'}
      onClose={onClose}
      okButton={false}
      footer={
        <div className={form.buttons}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={busy}>
            Avbryt
          </button>
          <button type="submit" form={formId} className={buttons.primary} disabled={busy}>
            Lagre resultat
          </button>
        </div>
      }
    >
      <form id={formId} className={`${form.form} ${styles.fields}`} onSubmit={save} noValidate>
        <datalist id={teamListId}>
          {teams.map((team) => (
            <option key={team} value={team} />
          ))}
        </datalist>
        <label className={`${form.field} ${form.wide}`}>
          Dato
          <input
            type="date"
            required
            value={draft.date}
            onChange={(e) => set({ date: e.target.value })}
            data-autofocus
          />
        </label>
        <label className={form.field}>
          Hjemmelag
          <input
            list={teamListId}
            required
            value={draft.homeTeam}
            onChange={(e) => set({ homeTeam: e.target.value })}
          />
        </label>
        <label className={form.field}>
          Bortelag
          <input
            list={teamListId}
            required
            value={draft.awayTeam}
            onChange={(e) => set({ awayTeam: e.target.value })}
          />
        </label>
        <label className={form.field}>
          Mål hjemmelag
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_RESULT_GOALS}
            required
            value={draft.homeTeamScore}
            onChange={(e) => set({ homeTeamScore: e.target.value })}
          />
        </label>
        <label className={form.field}>
          Mål bortelag
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_RESULT_GOALS}
            required
            value={draft.awayTeamScore}
            onChange={(e) => set({ awayTeamScore: e.target.value })}
          />
        </label>
        {error && (
          <p className={`${form.error} ${form.wide}`} role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
