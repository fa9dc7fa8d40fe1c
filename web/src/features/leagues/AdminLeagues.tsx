import type { SessionUser } from '@vsf/engine';
import { useApiQuery } from '../../api/useApiQuery';
import { FantasyLoading } from '../../ui/FantasyLoading';
import { AdminLeagueItem } from './AdminLeagueItem';
import { refetchLeagueLists } from './leagueApi';
import styles from './Leagues.module.css';

/** 001 §2: the list box is shorter for players, whose club-player section follows it. */
export const leagueListHeight = (user: SessionUser) => (user.isPlayer === 1 ? 200 : 500);

/** 'Dine ligaer' (001 §2, Profile): the leagues the user administers, every season. */
export function AdminLeagues({ user, season, round }: { user: SessionUser; season: number; round: number }) {
  const query = useApiQuery('getFantasyLeaguesForAdmin', { userID: user.userID });
  const leagues = query.data?.leagues ?? null;
  const failed = query.isError;

  if (failed) return <p className={styles.empty}>Kunne ikke hente ligaene dine. Prøv igjen om litt.</p>;
  if (!leagues) return <FantasyLoading />;
  if (leagues.length === 0) return <p className={styles.empty}>Du er ikke administrator for noen ligaer.</p>;
  return (
    <ul className={styles.leagueList} style={{ maxHeight: leagueListHeight(user) }} aria-label="Dine ligaer">
      {leagues.map((league) => (
        <AdminLeagueItem
          key={`${league.leagueID}-${league.season}-${league.leagueName}-${league.leaguePrivate}`}
          league={league}
          season={season}
          round={round}
          onChanged={() => void refetchLeagueLists()}
        />
      ))}
    </ul>
  );
}
