import { club, type ContactInfoRow } from '@vsf/engine';
import { useContactInfo } from '../../shared/contact/useContactInfo';
import { Modal } from '../../ui/Modal';
import styles from './HomeBoxes.module.css';

export function ContactTable({ rows, failed }: { rows: ContactInfoRow[] | null; failed: boolean }) {
  if (rows === null)
    return <p className={styles.muted}>{failed ? 'Kontaktinformasjonen kunne ikke lastes.' : 'Laster...'}</p>;
  if (rows.length === 0) return <p className={styles.muted}>Ingen kontaktinformasjon er lagt inn ennå.</p>;
  return (
    <table className={styles.table}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.contactMethod}</th>
            <td style={{ whiteSpace: 'normal' }}>
              <ContactValue row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
