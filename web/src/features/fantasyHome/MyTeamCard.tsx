import { useId } from 'react';
import { Link } from 'react-router-dom';
import { hasTeam, TEAM_MESSAGES, type RoundMatchInput } from '@vsf/engine';
import { FantasyLoading } from '../../ui/FantasyLoading';
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
  let body;
  if (state.status === 'loading' || players.status === 'loading') body = <FantasyLoading />;
  else if (state.status === 'error') body = <p className={styles.empty}>{state.message}</p>;
  else {
    const chosen = teamPlayers(state.value.team);
    body = hasTeam(chosen) ? (
      <Pitch
        players={pitchPlayers(chosen, players.status === 'ready' ? players.players : [])}
        captain={state.value.team?.captain ?? null}
        onSelect={onPlayer}
        label="Laget ditt"
      />
    ) : (
      <p className={styles.empty}>{TEAM_MESSAGES.noTeam}</p>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>Ditt lag</h2>
        <Link to="/fantasy/team" className={styles.cta}>
          Endre laguttak
        </Link>
      </header>
      {body}
    </section>
  );
}
