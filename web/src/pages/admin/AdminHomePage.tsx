import { PageTitle } from '../../layout/PageTitle';
import { UserTable } from '../../features/adminUsers/UserTable';
import styles from '../../features/adminUsers/AdminHome.module.css';

/**
 * /admin (002 §2.2): the user table, then the club-player table with its modals
 * (connect a profile to a user, new player, edit player), which comes with issue 7.
 */
export default function AdminHomePage() {
  return (
    <>
      <PageTitle>Administrator Hjem</PageTitle>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="admin-brukere">
          <h2 id="admin-brukere">Brukere</h2>
          <UserTable />
        </section>
        {/* The club-player table ('Klubbspillere', 540 px, search, edit, activate/deactivate, delete) comes here (issue 7). */}
      </div>
    </>
  );
}
