import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { TEAM_MESSAGES, type Fixture } from '@vsf/engine';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { FantasyLoading } from '../../ui/FantasyLoading';
import { RoundStepper } from '../../shared/fantasyRound/RoundStepper';
import { currentUserAtom } from '../../store/session';
import { TeamEditor } from './TeamEditor';
import { TeamTipsModal } from './TeamTipsModal';
import { useClubPlayers } from '../../shared/teamModal/useClubPlayers';
import { useFantasyRound } from '../../shared/fantasyRound/useFantasyRound';
import { useMyTeam } from './useMyTeam';
import styles from './FantasyTeamView.module.css';

export const NO_DATA_TEXT = 'Ingen data funnet';

/** 'Mitt lag' (001 §2): the round header, then the team of the viewed round. */
export function FantasyTeamView() {
  const round = useFantasyRound();
  const user = useAtomValue(currentUserAtom);
  const [tipsClosed, setTipsClosed] = useState(false);
  if (round === 'loading') return <FantasyLoading />;
  if (round === null) return <p className={styles.note}>{NO_DATA_TEXT}</p>;
  return (
    <>
      {user?.displayTeamTips === 1 && !tipsClosed && (
        <TeamTipsModal userID={user.userID} onClose={() => setTipsClosed(true)} />
      )}
      <RoundView season={round.season} fixtures={round.fixtures} current={round.current} />
    </>
  );
}

function RoundView({ season, fixtures, current }: { season: number; fixtures: Fixture[]; current: Fixture }) {
  const [viewedID, setViewedID] = useState<string | null>(null);
  const viewed = fixtures.find((fixture) => fixture.matchID === viewedID) ?? current;
  const roundInput = { season, round: viewed.round, matchID: viewed.matchID };
  const team = useMyTeam(roundInput);
  const players = useClubPlayers(season);
  const wide = useDeviceLayout() !== 'mobile';

  let body;
  if (team.status === 'loading' || players.status === 'loading') body = <FantasyLoading />;
  else if (team.status === 'error') body = <p className={styles.error}>{team.message}</p>;
  else if (players.status === 'error') body = <p className={styles.error}>{players.message}</p>;
  else {
    const { loaded, version } = team;
    body = (
      <>
        {loaded.team === null && !loaded.isCurrentRound && <p className={styles.note}>{TEAM_MESSAGES.noTeam}</p>}
        <TeamEditor
          // A new round or a refetch starts the bar afresh from what the server holds.
          key={`${viewed.matchID}:${version}`}
          loaded={loaded}
          round={roundInput}
          fixture={viewed}
          players={players.players}
          wide={wide}
        />
      </>
    );
  }
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
