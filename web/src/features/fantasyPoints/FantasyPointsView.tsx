import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Fixture } from '@vsf/contract';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { RoundStepper } from '../../shared/fantasyRound/RoundStepper';
import { QueryState } from '../../ui/QueryState';
import { useRoundCall } from '../../shared/fantasyRound/useRoundCall';
import { useClubPlayers } from '../../shared/teamModal/useClubPlayers';
import { isoDateOf, lastPlayedFixture, useFantasyRound } from '../../shared/fantasyRound/useFantasyRound';
import { useUserRoom } from '../../api/live/useUserRoom';
import { useLiveRound } from '../../shared/livePoints/useLiveRound';
import { useTeamPoints } from '../../shared/livePoints/useTeamPoints';
import { PlayerModal } from '../../shared/player/PlayerModal';
import { currentUserAtom } from '../../store/session';
import { useTeamModal } from '../../shared/teamModal/atoms';
import { getSpecificFixture } from './fantasyPointsApi';
import { LiveHero } from './LiveHero';
import { KeeperTicker, MatchDetails } from './MatchDetails';
import { PointsTable } from './PointsTable';
import { RoundSummary, type RoundState } from './RoundSummary';
import { TeamPointsCard } from './TeamPointsCard';
import styles from './FantasyPoints.module.css';

/**
 * Poeng (001 §2): a played round's match, the user's points against the others', and every
 * player's points, each of the user's explained. While a match of the season is
 * played the page shows its round, provisional and marked LIVE, until the user steps away.
 */
export function FantasyPointsView() {
  const round = useFantasyRound();
  const user = useAtomValue(currentUserAtom);
  // The pointer's match is still to be played; the page opens on the last played round.
  const start = round === 'loading' || round === null ? null : lastPlayedFixture(round);
  const state =
    round === 'loading'
      ? { status: 'loading' as const }
      : round === null || start === null || user === null
        ? { status: 'empty' as const }
        : { status: 'ready' as const, round, start, userID: user.userID };
  return (
    <QueryState state={state} loading="fantasy" empty={{ className: styles.empty }}>
      {({ round: { season, fixtures }, start: first, userID }) => (
        <RoundPoints season={season} fixtures={fixtures} start={first} userID={userID} />
      )}
    </QueryState>
  );
}

interface RoundPointsProps {
  season: number;
  fixtures: Fixture[];
  start: Fixture;
  userID: number;
}

function RoundPoints({ season, fixtures, start, userID }: RoundPointsProps) {
  // null until the user steps: then the page follows the live match, or shows the last played round.
  const [viewedID, setViewedID] = useState<string | null>(null);
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);
  const { openTeamModal } = useTeamModal();
  const compact = useDeviceLayout() === 'mobile';
  const liveMatch = useLiveRound(season);
  const followed = viewedID ?? liveMatch?.matchID ?? start.matchID;
  const viewed = fixtures.find((fixture) => fixture.matchID === followed) ?? start;
  const round = { season, round: viewed.round, matchID: viewed.matchID };
  const date = { text: viewed.date, iso: isoDateOf(viewed) };

  useUserRoom(userID);
  const detail = useRoundCall(round, 'getSpecificFixture', getSpecificFixture);
  const matchDetail = detail.status === 'ready' ? detail.value : null;
  const team = useTeamPoints({ userID, ...round });
  const own = team.status === 'ready' ? team.team : null;
  const players = useClubPlayers(season);
  const roundState: RoundState =
    liveMatch?.matchID === viewed.matchID || own?.live
      ? 'live'
      : viewed.homeTeamScore !== null && viewed.awayTeamScore !== null
        ? 'final'
        : 'notPlayed';
  // A phone's first screen holds the live number itself; the tiles below then leave it out.
  const hero = compact && roundState === 'live' && own !== null;

  return (
    <div className={styles.view}>
      {hero && <LiveHero team={own} />}
      <RoundStepper
        fixtures={fixtures}
        viewed={viewed}
        onMove={(fixture) => setViewedID(fixture.matchID)}
        ends="disable"
        compact={compact}
      />
      <MatchDetails
        fixture={viewed}
        detail={matchDetail}
        live={liveMatch?.matchID === viewed.matchID ? liveMatch : null}
      />
      <KeeperTicker detail={matchDetail} />
      <RoundSummary
        round={round}
        roundState={roundState}
        team={team}
        ownShownAbove={hero}
        onShowTeam={({ userID: teamUserID, teamName }) => openTeamModal({ userID: teamUserID, teamName, ...round })}
      />
      <TeamPointsCard
        state={team}
        clubPlayers={players.status === 'ready' ? players.players : players.status === 'error' ? [] : null}
        played={roundState !== 'notPlayed'}
        onPlayer={setOpenPlayer}
      />
      <PointsTable
        round={round}
        date={date}
        matchKeepers={matchDetail?.goalKeepers.map((keeper) => keeper.playerID) ?? []}
        team={roundState === 'notPlayed' ? null : own}
        live={roundState === 'live'}
        onPlayer={setOpenPlayer}
      />
      {openPlayer !== null && <PlayerModal playerID={openPlayer} season={season} onClose={() => setOpenPlayer(null)} />}
    </div>
  );
}
