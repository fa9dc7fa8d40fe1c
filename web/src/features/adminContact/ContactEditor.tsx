import { useEffect, useId, useState } from 'react';
import { CONTACT_METHODS, CONTACT_VALUE_MAX_LENGTH, contactRowsDiffer, type ContactMethod } from '@vsf/engine';
import { api } from '../../api/client';
import { useContactInfo } from '../../shared/contact/useContactInfo';
import { QueryState } from '../../ui/QueryState';
import { FANTASY_LOADING_LABEL } from '../../ui/stateTexts';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import table from '../../ui/dataTable.module.css';
import styles from './ContactEditor.module.css';
import forms from '../../ui/select.module.css';

export const CONTACT_EDITOR_TEXTS = {
  allFields: 'Alle felt må fylles ut!',
  confirmDelete: (method: string) => `Vil du slette raden «${method}»?`,
  confirmReset: 'Vil du forkaste endringene og gå tilbake til det som er lagret?',
  failed: 'Endringene kunne ikke lagres. Prøv igjen om litt.',
} as const;

interface EditableRow {
  key: number;
  contactMethod: ContactMethod;
  contactValue: string;
}

let nextKey = 1;
const editable = (rows: readonly { contactMethod: string; contactValue: string }[]): EditableRow[] =>
  rows.map((row) => ({
    key: nextKey++,
    contactMethod: row.contactMethod as ContactMethod,
    contactValue: row.contactValue,
  }));

/**
 * 'Kontakt' (002 §2.9): the contact rows as an editable list. Save and reset are active only
 * when the rows differ from what is saved; the save replaces all rows in one call, so the
 * page is never left half-saved.
 */
export function ContactEditor() {
  const loaded = useContactInfo();
  const [saved, setSaved] = useState<EditableRow[] | null>(null);
  const [rows, setRows] = useState<EditableRow[]>([]);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const { confirm, notify, dialog } = useConfirmDialog();

  useEffect(() => {
    if (loaded.rows === null) return;
    const fresh = editable(loaded.rows);
    setSaved(fresh);
    setRows(fresh);
  }, [loaded.rows]);

  if (saved === null)
    return (
      <QueryState
        state={loaded.failed ? { status: 'error', message: CONTACT_EDITOR_TEXTS.failed } : { status: 'loading' }}
        loading={{ text: FANTASY_LOADING_LABEL, className: table.message }}
        errorClassName={table.message}
      >
        {() => null}
      </QueryState>
    );

  const changed = contactRowsDiffer(saved, rows);
  const update = (key: number, change: Partial<EditableRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const remove = async (row: EditableRow) => {
    const yes = await confirm({
      title: 'Slette raden?',
      message: CONTACT_EDITOR_TEXTS.confirmDelete(row.contactMethod),
      confirmLabel: 'Slett raden',
    });
    if (yes) setRows((current) => current.filter((r) => r.key !== row.key));
  };
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const reset = async () => {
    const yes = await confirm({
      title: 'Forkaste endringene?',
      message: CONTACT_EDITOR_TEXTS.confirmReset,
      confirmLabel: 'Forkast endringene',
      danger: true,
    });
    if (yes) setRows(saved);
  };
  const save = async () => {
    if (rows.some((row) => row.contactValue.trim() === '')) {
      void notify(CONTACT_EDITOR_TEXTS.allFields);
      return;
    }
    setBusy(true);
    try {
      const contactInfo = rows.map(({ contactMethod, contactValue }) => ({
        contactMethod,
        contactValue: contactValue.trim(),
      }));
      const answer = await api('replaceContactInfo', { contactInfo });
      void notify(answer.msg);
      if (answer.success) {
        const fresh = editable(contactInfo);
        setSaved(fresh);
        setRows(fresh);
      }
    } catch (error) {
      console.error(error);
      void notify(CONTACT_EDITOR_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={table.wrapper}>
      <table className={table.table} aria-labelledby={headingId}>
        <caption id={headingId} className={styles.caption}>
          Kontaktinformasjonen som vises på forsiden og under Om klubben
        </caption>
        <thead>
          <tr>
            <th scope="col">Kontaktmåte</th>
            <th scope="col">Innhold</th>
            <th scope="col">
              <span className={styles.hidden}>Handlinger</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td>
                <select
                  className={forms.select}
                  aria-label={`Kontaktmåte, rad ${index + 1}`}
                  value={row.contactMethod}
                  onChange={(event) => update(row.key, { contactMethod: event.target.value as ContactMethod })}
                >
                  {CONTACT_METHODS.map((method) => (
                    <option key={method}>{method}</option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  className={`${table.input} ${styles.value}`}
                  aria-label={`Innhold, rad ${index + 1}`}
                  value={row.contactValue}
                  maxLength={CONTACT_VALUE_MAX_LENGTH}
                  onChange={(event) => update(row.key, { contactValue: event.target.value })}
                />
              </td>
              <td className={table.actions}>
                <button
                  type="button"
                  className={table.secondary}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Flytt «${row.contactMethod}» opp`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={table.secondary}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Flytt «${row.contactMethod}» ned`}
                >
                  ↓
                </button>
                <button type="button" className={table.danger} onClick={() => void remove(row)}>
                  Slett
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.buttons}>
        <button
          type="button"
          className={table.secondary}
          onClick={() =>
            setRows((current) => [...current, { key: nextKey++, contactMethod: 'Telefon', contactValue: '' }])
          }
        >
          Ny rad
        </button>
        <button type="button" className={table.secondary} disabled={!changed || busy} onClick={() => void reset()}>
          Tilbakestill
        </button>
        <button type="button" className={table.primary} disabled={!changed || busy} onClick={() => void save()}>
          Lagre
        </button>
      </div>
      {dialog}
    </div>
  );
}
