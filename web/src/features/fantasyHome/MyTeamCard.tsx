import { useId } from 'react';
import { Link } from 'react-router-dom';
import { hasTeam, TEAM_MESSAGES, type RoundMatchInput } from '@vsf/engine';
import { QueryState } from '../../ui/QueryState';
import { teamPlayers } from '../../shared/teamModal/teamSlots';
import { pitchPlayers, useClubPlayers } from '../../shared/teamModal/useClubPlayers';
import { Pitch } from '../../ui/Pitch';
import { useTeamWithInfo } from '../../shared/teamModal/useTeamWithInfo';
import styles from './FantasyHome.module.css';

interface MyTeamCardProps {
  userID: number;
  round: RoundMatchInput;
  onPlayer: (playerID: number) => void;
}

/** The user's team of the current round on a pitch, with 'Endre laguttak' (001 §2). */
export function MyTeamCard({ userID, round, onPlayer }: MyTeamCardProps) {
  const state = useTeamWithInfo({ userID, ...round });
  const players = useClubPlayers(round.season);
  const titleId = useId();
  // The pitch needs the club players' names: the card loads until both answers are in.
  const shown = players.status === 'loading' ? { status: 'loading' as const } : state;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>Ditt lag</h2>
        <Link to="/fantasy/team" className={styles.cta}>
          Endre laguttak
        </Link>
      </header>
      <QueryState state={shown} loading="fantasy" errorClassName={styles.empty}>
        {({ value: { team } }) => {
          const chosen = teamPlayers(team);
          return hasTeam(chosen) ? (
            <Pitch
              players={pitchPlayers(chosen, players.status === 'ready' ? players.players : [])}
              captain={team?.captain ?? null}
              onSelect={onPlayer}
              label="Laget ditt"
            />
          ) : (
            <p className={styles.empty}>{TEAM_MESSAGES.noTeam}</p>
          );
        }}
      </QueryState>
    </section>
  );
}
