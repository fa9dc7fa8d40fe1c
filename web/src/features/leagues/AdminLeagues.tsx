import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import type { SessionUser, League } from '@vsf/engine';
import { FantasyLoading } from '../fantasy/FantasyLoading';
import { AdminLeagueItem } from './AdminLeagueItem';
import { leaguesVersionAtom } from './atoms';
import { getFantasyLeaguesForAdmin } from './leagueApi';
import styles from './Leagues.module.css';

/** 001 §2: the list box is shorter for players, whose club-player section follows it. */
export const leagueListHeight = (user: SessionUser) => (user.isPlayer === 1 ? 200 : 500);

/** 'Dine ligaer' (001 §2, Profile): the leagues the user administers, every season. */
export function AdminLeagues({ user, season, round }: { user: SessionUser; season: number; round: number }) {
  const [version, setVersion] = useAtom(leaguesVersionAtom);
  const [leagues, setLeagues] = useState<League[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    getFantasyLeaguesForAdmin(user.userID)
      .then((answer) => {
        if (cancelled) return;
        if (answer.success) setLeagues(answer.leagues);
        else setFailed(true);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [user.userID, version]);

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
          onChanged={() => setVersion((n) => n + 1)}
        />
      ))}
    </ul>
  );
}
