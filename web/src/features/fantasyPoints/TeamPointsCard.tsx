import { useId, useState } from 'react';
import { TEAM_MESSAGES } from '@vsf/engine';
import { type PlayerWithStats, type TeamPointsExplained } from '@vsf/contract';
import { QueryState } from '../../ui/QueryState';
import { Pitch } from '../../ui/Pitch';
import { LiveMarker } from '../../shared/livePoints/LiveMarker';
import type { TeamPointsState } from '../../shared/livePoints/useTeamPoints';
import { pitchPlayers } from '../../shared/teamModal/useClubPlayers';
import { PointsExplained } from './PointsExplained';
import styles from './FantasyPoints.module.css';

export const NOT_PLAYED_TEXT = 'Runden er ikke spilt ennå. Poengene kommer når kampen begynner.';

interface TeamPointsCardProps {
  state: TeamPointsState;
  clubPlayers: readonly PlayerWithStats[] | null;
  /** False for a round whose match has not begun: nothing to explain yet. */
  played: boolean;
  onPlayer: (playerID: number) => void;
}

/**
 * 'Ditt lag' on the points page: each shirt shows what the player adds to the
 * team (captain and boost included), so the shirts add up to 'Dine poeng'; a tap on a shirt
 * opens that player's breakdown below the pitch.
 */
export function TeamPointsCard({ state, clubPlayers, played, onPlayer }: TeamPointsCardProps) {
  const titleId = useId();
  const [openID, setOpenID] = useState<number | null>(null);
  const live = state.status === 'ready' && state.team?.live === true;
  const shown =
    state.status === 'ready'
      ? clubPlayers === null
        ? { status: 'loading' as const }
        : state.team && state.team.players.length > 0
          ? { status: 'ready' as const, team: state.team }
          : { status: 'empty' as const }
      : state;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>Ditt lag</h2>
        {live && <LiveMarker />}
      </header>
      <QueryState
        state={shown}
        loading="fantasy"
        errorClassName={styles.empty}
        empty={{ text: TEAM_MESSAGES.noTeam, className: styles.empty }}
      >
        {({ team }) => (
          <>
            <Pitch
              players={pitchPlayers(
                team.players.map((player) => player.playerID),
                clubPlayers ?? [],
                (playerID) => (played ? `${pointsOf(team, playerID)} p` : undefined),
              )}
              captain={team.captain}
              onSelect={(playerID) => (played ? setOpenID(playerID) : onPlayer(playerID))}
              selectedID={played ? openID : null}
              label="Laget ditt"
            />
            {played ? (
              <PointsExplained
                team={team}
                clubPlayers={clubPlayers ?? []}
                openID={openID}
                onOpen={setOpenID}
                onPlayer={onPlayer}
              />
            ) : (
              <p className={styles.empty}>{NOT_PLAYED_TEXT}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function pointsOf(team: TeamPointsExplained, playerID: number): number {
  return team.players.find((player) => player.playerID === playerID)?.points ?? 0;
}
