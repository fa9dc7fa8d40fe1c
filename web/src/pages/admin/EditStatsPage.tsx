import { Link } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle';
import { MatchEntry } from '../../features/adminStats/MatchEntry';
import { SeasonControls } from '../../features/adminStats/SeasonControls';
import styles from '../../features/adminUsers/AdminHome.module.css';

export default function EditStatsPage() {
  return (
    <>
      <PageTitle>Oppdater Statistikk</PageTitle>
      <div className={styles.sections}>
        <section className={styles.section} aria-label="Sesongen">
          <SeasonControls />
        </section>
        <section className={styles.section} aria-labelledby="stats-kamp">
          <h2 id="stats-kamp">Resultat og spillerstatistikk</h2>
          <MatchEntry />
        </section>
        <p>
          Mangler kampen? <Link to="/admin/editMatchSchedule">Endre Kampprogram</Link>
        </p>
      </div>
    </>
  );
}
