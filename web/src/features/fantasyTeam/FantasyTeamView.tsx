import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { TEAM_MESSAGES } from '@vsf/engine';
import { type Fixture } from '@vsf/contract';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { QueryState } from '../../ui/QueryState';
import { RoundStepper } from '../../shared/fantasyRound/RoundStepper';
import { currentUserAtom } from '../../store/session';
import { TeamEditor } from './TeamEditor';
import { TeamTipsModal } from './TeamTipsModal';
import { useClubPlayers } from '../../shared/teamModal/useClubPlayers';
import { fantasyRoundState, useFantasyRound } from '../../shared/fantasyRound/useFantasyRound';
import { useMyTeam } from './useMyTeam';
import { useFantasyMetrics } from './useFantasyMetrics';
import styles from './FantasyTeamView.module.css';

/** 'Mitt lag' (001 §2): the round header, then the team of the viewed round. */
export function FantasyTeamView() {
  const round = useFantasyRound();
  const user = useAtomValue(currentUserAtom);
  const [tipsClosed, setTipsClosed] = useState(false);
  return (
    <QueryState state={fantasyRoundState(round)} loading="fantasy" empty={{ className: styles.note }}>
      {({ round: { season, fixtures, current } }) => (
        <>
          {user?.displayTeamTips === 1 && !tipsClosed && (
            <TeamTipsModal userID={user.userID} onClose={() => setTipsClosed(true)} />
          )}
          <RoundView season={season} fixtures={fixtures} current={current} />
        </>
      )}
    </QueryState>
  );
}

function RoundView({ season, fixtures, current }: { season: number; fixtures: Fixture[]; current: Fixture }) {
  const [viewedID, setViewedID] = useState<string | null>(null);
  const viewed = fixtures.find((fixture) => fixture.matchID === viewedID) ?? current;
  const roundInput = { season, round: viewed.round, matchID: viewed.matchID };
  const team = useMyTeam(roundInput);
  const players = useClubPlayers(season);
  const metrics = useFantasyMetrics(season);
  const wide = useDeviceLayout() !== 'mobile';

  // The editor needs both the team and the club players: it loads until both are in. It waits
  // for the fantasy numbers too, so the table does not sort again under the thumb, but does
  // without them when they fail: they help choose, the team can be picked without them.
  const state =
    team.status === 'loading' || players.status === 'loading' || metrics.status === 'loading'
      ? { status: 'loading' as const }
      : team.status === 'error'
        ? team
        : players.status === 'error'
          ? players
          : {
              status: 'ready' as const,
              loaded: team.loaded,
              version: team.version,
              players: players.players,
              metrics: metrics.status === 'ready' ? metrics.byPlayer : null,
            };
  const body = (
    <QueryState state={state} loading="fantasy" errorClassName={styles.error}>
      {({ loaded, version, players: clubPlayers, metrics: byPlayer }) => (
        <>
          {loaded.team === null && !loaded.isCurrentRound && <p className={styles.note}>{TEAM_MESSAGES.noTeam}</p>}
          <TeamEditor
            // A new round or a refetch starts the bar afresh from what the server holds.
            key={`${viewed.matchID}:${version}`}
            loaded={loaded}
            round={roundInput}
            fixture={viewed}
            players={clubPlayers}
            metrics={byPlayer}
            wide={wide}
          />
        </>
      )}
    </QueryState>
  );
  return (
    <div className={styles.view}>
      <RoundStepper
        fixtures={fixtures}
        viewed={viewed}
        onMove={(fixture) => setViewedID(fixture.matchID)}
        ends="hide"
        compact={!wide}
      />
      {body}
    </div>
  );
}
