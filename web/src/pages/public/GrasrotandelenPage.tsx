import { club } from '@vsf/engine';
import { PageTitle } from '../../ui/PageTitle';
import styles from '../../features/clubPages/ClubPages.module.css';

const DOCUMENTS = [
  { document: 'vervebrev', label: 'Vervebrev (PDF)' },
  { document: 'strekkode', label: 'Strekkode (PDF)' },
  { document: 'vervekort', label: 'Vervekort (PDF)' },
] as const;

/** /grasrotandelen: the betting-company scheme, the organisation number and the PDFs the app makes (000 §2). */
export default function GrasrotandelenPage() {
  const orgDigits = club.organisationNumber.replace(/\D/g, '');
  return (
    <>
      <PageTitle>Grasrotandelen</PageTitle>
      <div className={styles.columns}>
        <div className={styles.prose}>
          <p className={styles.lead}>
            Spiller du hos Norsk Tipping? Da kan du støtte {club.name} – uten at det koster deg en krone ekstra.
          </p>
          <p>
            Med Grasrotandelen går inntil 5 % av det du spiller for til en lokal forening du velger selv. Innsatsen,
            premiene og vinnersjansene dine blir helt de samme. For en amatørklubb som oss betyr pengene baneleie,
            dommere, baller og drakter.
          </p>
          <h2>Slik velger du oss</h2>
          <ol className={styles.steps}>
            <li>Vis strekkoden eller vervekortet hos kommisjonæren neste gang du leverer en kupong.</li>
            <li>Eller søk opp organisasjonsnummeret vårt under Grasrotandelen på nett eller i appen.</li>
            <li>
              Eller send SMS: <strong>GRASROTANDELEN {orgDigits}</strong> til 2020.
            </li>
          </ol>
        </div>
        <aside className={styles.card} aria-labelledby="org-nr">
          <h2 id="org-nr">Organisasjonsnummer</h2>
          <p className={styles.lead}>{club.organisationNumber}</p>
          <p>Last ned og del – jo flere som velger oss, jo bedre:</p>
          <ul className={styles.linkRow}>
            {DOCUMENTS.map(({ document, label }) => (
              <li key={document}>
                <a className={styles.linkButton} href={`/api/grasrotDocument?document=${document}`} download>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
