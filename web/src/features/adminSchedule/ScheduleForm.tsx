import type { Named } from '@vsf/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  OTHER,
  SCHEDULE_TEXTS as T,
  addFixture,
  changeFixture,
  loadPitches,
  loadTournaments,
  scheduleProblem,
  suggestTeams,
  weekdayOf,
  type ScheduleFormValues,
} from './scheduleForm';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import table from '../../ui/dataTable.module.css';
import styles from '../../ui/adminForms.module.css';

interface Props {
  initial: ScheduleFormValues;
  /** null adds a new fixture. */
  fixtureTableID: number | null;
  /** The seasons a fixture may belong to (the schedule's years); none hides the choice. */
  seasons?: readonly number[];
  onSaved: () => void;
  onCancel?: () => void;
}

function useNames(load: () => Promise<Named[]>): Named[] {
  const [names, setNames] = useState<Named[]>([]);
  useEffect(() => {
    load()
      .then(setNames)
      .catch((error: unknown) => console.error(error));
  }, [load]);
  return names;
}

const pitches = () => loadPitches().then((answer) => (answer.success ? answer.pitches : []));
const tournaments = () => loadTournaments().then((answer) => (answer.success ? answer.tournements : []));

/** Team names already in the schedule, as the admin types (DESIGN: no outside federation lookup). */
function TeamInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (value.trim().length < 2) return setSuggestions([]);
    const timer = window.setTimeout(() => {
      suggestTeams(value)
        .then((answer) => setSuggestions(answer.success ? answer.teams : []))
        .catch((error: unknown) => console.error(error));
    }, 200);
    return () => window.clearTimeout(timer);
  }, [value]);
  return (
    <label className={styles.field}>
      {label}
      <input list={listId} value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
      <datalist id={listId}>
        {suggestions.map((team) => (
          <option key={team} value={team} />
        ))}
      </datalist>
    </label>
  );
}

/** The add and change form of 002 §2.4. */
export function ScheduleForm({ initial, fixtureTableID, seasons = [], onSaved, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const { confirm, notify, dialog } = useConfirmDialog();
  const pitchList = useNames(pitches);
  const tournamentList = useNames(tournaments);
  const weekdayId = useId();
  const set = <K extends keyof ScheduleFormValues>(key: K, value: ScheduleFormValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = scheduleProblem(values);
    if (problem) {
      setError(problem);
      void notify(problem);
      return;
    }
    if (
      fixtureTableID !== null &&
      !(await confirm({ title: 'Lagre endringene?', message: T.confirmChange, confirmLabel: 'Lagre endringene' }))
    )
      return;
    setError('');
    setSaving(true);
    try {
      const answer = fixtureTableID === null ? await addFixture(values) : await changeFixture(fixtureTableID, values);
      await notify(answer.success ? (fixtureTableID === null ? T.saved : answer.msg) : answer.msg);
      if (answer.success) onSaved();
    } catch (failure) {
      console.error(failure);
    } finally {
      setSaving(false);
    }
  };

  const dropdown = (
    label: string,
    key: 'pitch' | 'tournement',
    textKey: 'pitchText' | 'tournementText',
    names: Named[],
    otherLabel: string,
  ) => (
    <>
      <label className={styles.field}>
        {label}
        <select value={values[key]} onChange={(event) => set(key, event.target.value)}>
          <option value="">Velg …</option>
          {values[key] && values[key] !== OTHER && !names.some((n) => n.name === values[key]) && (
            <option value={values[key]}>{values[key]}</option>
          )}
          {names.map((named) => (
            <option key={named.id} value={named.name}>
              {named.name}
            </option>
          ))}
          <option value={OTHER}>{otherLabel}</option>
        </select>
      </label>
      <label className={styles.field}>
        {label} (fritekst)
        <input
          value={values[textKey]}
          disabled={values[key] !== OTHER}
          onChange={(event) => set(textKey, event.target.value)}
        />
      </label>
    </>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={fixtureTableID ? 'Endre kamp' : 'Ny kamp'}>
      {seasons.length > 0 && (
        <label className={styles.field}>
          Sesong
          <select value={values.season} onChange={(e) => set('season', e.target.value)}>
            {[...new Set([...seasons, Number(values.season)])]
              .filter((year) => year > 0)
              .sort((a, b) => b - a)
              .map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
          </select>
        </label>
      )}
      <label className={styles.field}>
        Runde
        <input type="number" min={1} step={1} value={values.round} onChange={(e) => set('round', e.target.value)} />
      </label>
      <label className={styles.field}>
        Dato
        <input type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
      </label>
      <p className={styles.field}>
        <span id={weekdayId}>Ukedag</span>
        <output aria-labelledby={weekdayId} className={styles.derived}>
          {weekdayOf(values.date) || 'Velg en dato'}
        </output>
      </p>
      <label className={styles.field}>
        Klokkeslett
        <input type="time" step={60} value={values.time} onChange={(e) => set('time', e.target.value)} />
      </label>
      {dropdown('Bane', 'pitch', 'pitchText', pitchList, T.otherPitch)}
      {dropdown('Turnering', 'tournement', 'tournementText', tournamentList, T.otherTournament)}
      <label className={styles.field}>
        Kampnummer
        <select
          value={values.matchNumberKind}
          onChange={(e) => set('matchNumberKind', e.target.value as ScheduleFormValues['matchNumberKind'])}
        >
          <option value="existing">Kampen har et kampnummer</option>
          <option value="none">Ingen – lag et kampnummer</option>
        </select>
      </label>
      <label className={styles.field}>
        Nummer
        <input
          value={values.matchNumberKind === 'none' ? '' : values.matchID}
          placeholder={values.matchNumberKind === 'none' ? 'Lages av turneringens forbokstaver og tiden' : ''}
          disabled={values.matchNumberKind === 'none'}
          onChange={(e) => set('matchID', e.target.value)}
        />
      </label>
      <TeamInput label="Hjemmelag" value={values.homeTeam} onChange={(value) => set('homeTeam', value)} />
      <TeamInput label="Bortelag" value={values.awayTeam} onChange={(value) => set('awayTeam', value)} />
      <label className={styles.field}>
        Antall spillere (er-fotball)
        <input type="number" min={3} max={11} value={values.aside} onChange={(e) => set('aside', e.target.value)} />
      </label>
      {error && (
        <p className={`${styles.error} ${styles.wide}`} role="alert">
          {error}
        </p>
      )}
      <div className={`${styles.buttons} ${styles.wide}`}>
        {onCancel && (
          <button type="button" className={table.secondary} onClick={onCancel}>
            Avbryt
          </button>
        )}
        <button type="submit" className={table.primary} disabled={saving}>
          {fixtureTableID === null ? 'Legg til kamp' : 'Lagre endringer'}
        </button>
      </div>
      {dialog}
    </form>
  );
}
