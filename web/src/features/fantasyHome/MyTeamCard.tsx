import { useId } from 'react';
import { Link } from 'react-router-dom';
import { hasTeam } from '@vsf/engine';
import { type LiveMatchSummary, type RoundMatchInput } from '@vsf/contract';
import { QueryState } from '../../ui/QueryState';
import { teamPlayers } from '../../shared/teamModal/teamSlots';
import { pitchPlayers, useClubPlayers } from '../../shared/teamModal/useClubPlayers';
import { Pitch } from '../../ui/Pitch';
import { useTeamWithInfo } from '../../shared/teamModal/useTeamWithInfo';
import { useTeamPoints } from '../../shared/livePoints/useTeamPoints';
import { LastRoundLine, LivePointsLine } from './OwnPointsLine';
import { NoTeamYet } from './NoTeamYet';
import styles from './FantasyHome.module.css';

interface MyTeamCardProps {
  userID: number;
  round: RoundMatchInput;
  /** The round before it, whose final numbers the card shows when no match is played. */
  lastRound: RoundMatchInput | null;
  /** The season's match being played now, if any. */
  liveMatch: LiveMatchSummary | null;
  /** The round's deadline as Oslo shows it, for a manager still to pick a first team. */
  deadline: string;
  onPlayer: (playerID: number) => void;
}

/**
 * The user's team of the current round on a pitch, with 'Endre laguttak' (001 §2), and the
 * user's numbers: provisional and marked LIVE while the round's match is played, with each
 * shirt's points; else the last played round's.
 */
export function MyTeamCard({ userID, round, lastRound, liveMatch, deadline, onPlayer }: MyTeamCardProps) {
  const state = useTeamWithInfo({ userID, ...round });
  const playing = liveMatch?.matchID === round.matchID;
  const explained = useTeamPoints(playing ? { userID, ...round } : null);
  const livePoints = new Map(
    explained.status === 'ready'
      ? (explained.team?.players ?? []).map((player) => [player.playerID, player.points])
      : [],
  );
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
      {liveMatch ? (
        <LivePointsLine userID={userID} match={liveMatch} />
      ) : (
        lastRound && <LastRoundLine userID={userID} round={lastRound} />
      )}
      <QueryState state={shown} loading="fantasy" errorClassName={styles.empty}>
        {({ value: { team } }) => {
          const chosen = teamPlayers(team);
          return hasTeam(chosen) ? (
            <Pitch
              players={pitchPlayers(chosen, players.status === 'ready' ? players.players : [], (playerID) =>
                livePoints.has(playerID) ? `${livePoints.get(playerID)} p` : undefined,
              )}
              captain={team?.captain ?? null}
              onSelect={onPlayer}
              label="Laget ditt"
            />
          ) : (
            <NoTeamYet round={round} deadline={deadline} />
          );
        }}
      </QueryState>
    </section>
  );
}
