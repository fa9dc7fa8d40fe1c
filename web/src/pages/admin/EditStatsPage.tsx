import { PageTitle } from '../../ui/PageTitle';
import { MatchEntry } from '../../features/adminStats/MatchEntry';
import { SeasonControls } from '../../features/adminStats/SeasonControls';
import { ScheduleEditor } from '../../features/adminSchedule/ScheduleEditor';
import styles from '../../features/adminUsers/AdminHome.module.css';

/**
 * /admin/editStats (002 §2.1, §2.3, §2.4): the season controls, the schedule half (the
 * same editor as /admin/editMatchSchedule) and the statistics half. The schedule's list is
 * 540 px high, so each half links to the other instead of making the admin scroll past it.
 */
export default function EditStatsPage() {
  return (
    <>
      <PageTitle>Oppdater Statistikk</PageTitle>
      <div className={styles.sections}>
        <section className={styles.section} aria-label="Sesongen">
          <SeasonControls />
        </section>
        <section className={styles.section} id="kampprogram" aria-labelledby="stats-kampprogram">
          <h2 id="stats-kampprogram">Endre Kampprogram</h2>
          <p>
            <a href="#statistikk">Gå til resultat og spillerstatistikk</a>
          </p>
          <ScheduleEditor />
        </section>
        <section className={styles.section} id="statistikk" aria-labelledby="stats-kamp">
          <h2 id="stats-kamp">Resultat og spillerstatistikk</h2>
          <p>
            Mangler kampen? <a href="#kampprogram">Legg den til i kampprogrammet</a>
          </p>
          <MatchEntry />
        </section>
      </div>
    </>
  );
}
