import { club } from '@vsf/engine';
import styles from './HomeBoxes.module.css';

interface Transfer {
  name: string;
  approved: string;
  eligible: string;
  caseType: string;
  fromClub: string;
  toClub: string;
  type: string;
}

/** 'Siste overganger' is fixed content, not loaded (000 §2). Illustrative rows. */
const TRANSFERS: Transfer[] = [
  {
    name: 'Jonas Bakke',
    approved: '14.03',
    eligible: '14.03',
    caseType: 'Overgang',
    fromClub: 'Heming',
    toClub: club.shortName,
    type: 'Amatør',
  },
  {
    name: 'Sindre Holm',
    approved: '11.03',
    eligible: '11.03',
    caseType: 'Overgang',
    fromClub: club.shortName,
    toClub: 'Ready',
    type: 'Amatør',
  },
  {
    name: 'Eirik Sæther',
    approved: '07.03',
    eligible: '07.03',
    caseType: 'Ny spiller',
    fromClub: '–',
    toClub: club.shortName,
    type: 'Amatør',
  },
  {
    name: 'Magnus Lie',
    approved: '02.03',
    eligible: '09.03',
    caseType: 'Overgang',
    fromClub: 'Grei',
    toClub: club.shortName,
    type: 'Amatør',
  },
  {
    name: 'Henrik Aas',
    approved: '26.02',
    eligible: '26.02',
    caseType: 'Utlån',
    fromClub: club.shortName,
    toClub: 'Ullern',
    type: 'Lån',
  },
  {
    name: 'Ola Nordby',
    approved: '19.02',
    eligible: '19.02',
    caseType: 'Overgang',
    fromClub: 'Kjelsås',
    toClub: club.shortName,
    type: 'Amatør',
  },
];

export function TransfersTable() {
  return (
    <section className={styles.box} aria-labelledby="overganger-title">
      <h2 id="overganger-title" className={styles.heading}>
        Siste overganger
      </h2>
      {/* Scrolls sideways on a phone: reachable and scrollable by keyboard. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="overganger-title">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Navn</th>
              <th scope="col">Godkjent</th>
              <th scope="col">Spilleklar</th>
              <th scope="col">Sakstype</th>
              <th scope="col">Fra klubb</th>
              <th scope="col">Til klubb</th>
              <th scope="col">Type</th>
            </tr>
          </thead>
          <tbody>
            {TRANSFERS.map((t) => (
              <tr key={t.name}>
                <th scope="row">{t.name}</th>
                <td>{t.approved}</td>
                <td>{t.eligible}</td>
                <td>{t.caseType}</td>
                <td>{t.fromClub}</td>
                <td>{t.toClub}</td>
                <td>{t.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
