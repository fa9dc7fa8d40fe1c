import { PageTitle } from '../../ui/PageTitle';
import { UserTable } from '../../features/adminUsers/UserTable';
import { ClubPlayerTable } from '../../features/adminPlayers/ClubPlayerTable';
import { TodayMatchLink } from '../../features/liveEntry/TodayMatchLink';
import { SquadOverview } from '../../features/adminSquad/SquadOverview';
import styles from '../../features/adminUsers/AdminHome.module.css';

/**
 * /admin (002 §2.2): the match going on or today's, one tap from its touchline entry (issue
 * 13), the coming fixtures' answers and squads ('Tropp'), the user table, then the club-player
 * table with its modals (connect a profile to a user, new player, edit player).
 */
export default function AdminHomePage() {
  return (
    <>
      <PageTitle>Administrator Hjem</PageTitle>
      <div className={styles.sections}>
        <TodayMatchLink />
        <section className={styles.section} aria-labelledby="admin-tropp">
          <h2 id="admin-tropp">Tropp og svar</h2>
          <SquadOverview />
        </section>
        <section className={styles.section} aria-labelledby="admin-brukere">
          <h2 id="admin-brukere">Brukere</h2>
          <UserTable />
        </section>
        <section className={styles.section} aria-labelledby="admin-klubbspillere">
          <h2 id="admin-klubbspillere">Klubbspillere</h2>
          <ClubPlayerTable />
        </section>
      </div>
    </>
  );
}
