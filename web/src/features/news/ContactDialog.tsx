import { club } from '@vsf/engine';
import { type ContactInfoRow } from '@vsf/contract';
import { useContactInfo } from '../../shared/contact/useContactInfo';
import { Modal } from '../../ui/Modal';
import { QueryState } from '../../ui/QueryState';
import { LOADING_TEXT } from '../../ui/stateTexts';
import styles from './HomeBoxes.module.css';

export function ContactTable({ rows, failed }: { rows: ContactInfoRow[] | null; failed: boolean }) {
  const state =
    rows !== null
      ? { status: 'ready' as const, rows }
      : failed
        ? { status: 'error' as const, message: 'Kontaktinformasjonen kunne ikke lastes.' }
        : { status: 'loading' as const };
  return (
    <QueryState
      state={state}
      loading={{ text: LOADING_TEXT, className: styles.muted }}
      errorClassName={styles.muted}
      empty={{
        text: 'Ingen kontaktinformasjon er lagt inn ennå.',
        isEmpty: ({ rows: shown }) => shown.length === 0,
        className: styles.muted,
      }}
    >
      {({ rows: shown }) => (
        <table className={styles.table}>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.contactMethod}</th>
                <td style={{ whiteSpace: 'normal' }}>
                  <ContactValue row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryState>
  );
}

function ContactValue({ row }: { row: ContactInfoRow }) {
  const value = row.contactValue;
  if (row.contactMethod === 'E-post') return <a href={`mailto:${value}`}>{value}</a>;
  if (row.contactMethod === 'Telefon') return <a href={`tel:${value.replace(/\s/g, '')}`}>{value}</a>;
  if (row.contactMethod === 'Web-adresse' && /^https?:\/\//.test(value)) {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    );
  }
  return <>{value}</>;
}

export function ContactDialog({ onClose }: { onClose: () => void }) {
  const { rows, failed } = useContactInfo();
  return (
    <Modal title={`Kontakt ${club.name}`} onClose={onClose}>
      <ContactTable rows={rows} failed={failed} />
    </Modal>
  );
}
