import { PageTitle } from '../../ui/PageTitle';
import { ScheduleEditor } from '../../features/adminSchedule/ScheduleEditor';
import styles from '../../features/adminUsers/AdminHome.module.css';

export default function EditMatchSchedulePage() {
  return (
    <>
      <PageTitle>Endre Kampprogram</PageTitle>
      <section className={styles.section}>
        <ScheduleEditor />
      </section>
    </>
  );
}
