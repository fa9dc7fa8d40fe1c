import { club } from '@vsf/engine';
import { PageTitle } from '../../ui/PageTitle';
import { SectionNav } from '../../ui/SectionNav';
import { aboutNavItems } from '../../features/clubPages/aboutNav';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { HISTORIC_SEASONS, shortDivision, tableLink } from '../../features/clubPages/seasonHistory';
import styles from '../../features/clubPages/ClubPages.module.css';

/** /about/history: the club's story (000 §2) and its season tables 2005 to 2019. */
export default function HistoryPage() {
  // A phone's narrow table: the division in short form and a shorter header, so all five columns fit.
  const compact = useDeviceLayout() === 'mobile';
  return (
    <>
      <SectionNav title="Om klubben" items={aboutNavItems} />
      <PageTitle>Historie</PageTitle>
      <div className={styles.facts}>
        <div className={styles.fact}>
          <span className={styles.factValue}>2001</span>uoffisielt stiftet
        </div>
        <div className={styles.fact}>
          <span className={styles.factValue}>2004</span>registrert 25. oktober
        </div>
        <div className={styles.fact}>
          <span className={styles.factValue}>15</span>sesonger i tabellen 2005–2019
        </div>
      </div>
      <div className={styles.prose}>
        <p className={styles.lead}>
          {club.name} ble stiftet i 2004 og registrert som idrettslag 25. oktober 2004. Men egentlig begynte det hele
          tre år før.
        </p>
        <p>
          Allerede i 2001 møttes en gjeng kamerater fra Vinderen og omegn til fast fotball på grusbanen hver søndag. Det
          som startet som løkkefotball med hjemmelagde mål og diskusjoner om hvem som skulle stå i mål, vokste raskt:
          flere kom til, noen tok med seg drakter, og snart ble det spilt treningskamper mot andre lag i byen. Derfor
          regner mange 2001 som klubbens uoffisielle stiftelsesår.
        </p>
        <p>
          Høsten 2004 ble det alvor. Klubben fikk styre, vedtekter og organisasjonsnummer, og ble registrert 25. oktober
          2004. Våren 2005 stilte laget for første gang i seriespill i 7. divisjon. Siden har {club.shortName} spilt i
          7., 6. og 5. divisjon, med to seriemesterskap og opprykk (2007 og 2014) som høydepunkter – og et nedrykk i
          2012 som fortsatt blir nevnt i garderoben.
        </p>
        <p>
          I dag er klubben mer enn et lag. Supporterklubben BikerBoyz følger laget på bortebane, 7er-laget{' '}
          {club.shortName} Legends holder liv i gamle legender, og {club.fantasyName} samler spillere, familie og venner
          i en egen fantasyliga hver sesong.
        </p>
      </div>
      <section className={styles.card} aria-labelledby="tabeller">
        <h2 id="tabeller">Sesongene 2005–2019</h2>
        {/* The table scrolls inside its own box on a narrow phone; the page never does. */}
        <div className={styles.tableScroller}>
          <table className={`${styles.table} ${compact ? styles.compactTable : ''}`}>
            <thead>
              <tr>
                <th scope="col">Sesong</th>
                <th scope="col">Divisjon</th>
                <th scope="col">{compact ? <abbr title="Plassering">Plass.</abbr> : 'Plassering'}</th>
                <th scope="col">Merknad</th>
                <th scope="col">Tabell</th>
              </tr>
            </thead>
            <tbody>
              {HISTORIC_SEASONS.map((s) => (
                <tr key={s.season}>
                  <th scope="row">{s.season}</th>
                  <td className={styles.division}>
                    {compact ? <abbr title={s.division}>{shortDivision(s.division)}</abbr> : s.division}
                  </td>
                  <td className={styles.unbroken}>
                    {s.placing}. av {s.teams}
                  </td>
                  <td>{s.note ?? ''}</td>
                  <td>
                    <a href={tableLink(s.season)} target="_blank" rel="noopener noreferrer">
                      {/* The row's own Sesong cell names the year; a phone keeps it for screen readers only. */}
                      Se tabell{compact ? <span className="visually-hidden"> {s.season}</span> : ` ${s.season}`}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
