import type { SessionUser } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { AdminLeagueItem } from './AdminLeagueItem';
import { refetchLeagueLists } from './leagueApi';
import styles from './Leagues.module.css';

/** 001 §2: the list box is shorter for players, whose club-player section follows it. */
export const leagueListHeight = (user: SessionUser) => (user.isPlayer === 1 ? 200 : 500);

/** 'Dine ligaer' (001 §2, Profile): the leagues the user administers, every season. */
export function AdminLeagues({ user, season, round }: { user: SessionUser; season: number; round: number }) {
  const query = useApiQuery('getFantasyLeaguesForAdmin', { userID: user.userID });
  // Any failure, a refusal too, shows the view's own text.
  const state = query.isError
    ? { status: 'error' as const, message: 'Kunne ikke hente ligaene dine. Prøv igjen om litt.' }
    : query.data
      ? { status: 'ready' as const, leagues: query.data.leagues }
      : { status: 'loading' as const };
  return (
    <QueryState
      state={state}
      loading="fantasy"
      errorClassName={styles.empty}
      empty={{
        text: 'Du er ikke administrator for noen ligaer.',
        isEmpty: ({ leagues }) => leagues.length === 0,
        className: styles.empty,
      }}
    >
      {({ leagues }) => (
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
      )}
    </QueryState>
  );
}
