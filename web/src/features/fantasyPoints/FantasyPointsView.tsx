import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { hasTeam, TEAM_MESSAGES, type Fixture } from '@vsf/engine';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { RoundStepper } from '../../shared/fantasyRound/RoundStepper';
import { QueryState } from '../../ui/QueryState';
import { useRoundCall } from '../../shared/fantasyRound/useRoundCall';
import { teamPlayers } from '../../shared/teamModal/teamSlots';
import { pitchPlayers, useClubPlayers } from '../../shared/teamModal/useClubPlayers';
import { isoDateOf, lastPlayedFixture, useFantasyRound } from '../../shared/fantasyRound/useFantasyRound';
import { Pitch } from '../../ui/Pitch';
import { PlayerModal } from '../../shared/player/PlayerModal';
import { currentUserAtom } from '../../store/session';
import { useTeamModal } from '../../shared/teamModal/atoms';
import { useTeamWithInfo } from '../../shared/teamModal/useTeamWithInfo';
import { getPlayersWithFantasy, getSpecificFixture } from './fantasyPointsApi';
import { KeeperTicker, MatchDetails } from './MatchDetails';
import { PointsTable } from './PointsTable';
import { RoundSummary } from './RoundSummary';
import styles from './FantasyPoints.module.css';

/** Poeng (001 §2): a played round's match, the user's points against the others', and every player's points. */
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
  const [viewedID, setViewedID] = useState(start.matchID);
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);
  const { openTeamModal } = useTeamModal();
  const compact = useDeviceLayout() === 'mobile';
  const viewed = fixtures.find((fixture) => fixture.matchID === viewedID) ?? start;
  const round = { season, round: viewed.round, matchID: viewed.matchID };
  const date = { text: viewed.date, iso: isoDateOf(viewed) };

  const detail = useRoundCall(round, 'getSpecificFixture', getSpecificFixture);
  const matchDetail = detail.status === 'ready' ? detail.value : null;
  const own = useTeamWithInfo({ userID, ...round });
  const fantasy = useRoundCall(round, 'getPlayersWithRequestedFantasyForThisRoundMatchID', (input) =>
    getPlayersWithFantasy('round', input, date.iso),
  );
  const players = useClubPlayers(season);
  const pointsOf = new Map(
    fantasy.status === 'ready' ? fantasy.value.players.map((p) => [p.playerID, p.fantasy.total.totalPoints]) : [],
  );
  const chosen = own.status === 'ready' ? teamPlayers(own.value.team) : [];

  return (
    <div className={styles.view}>
      <RoundStepper
        fixtures={fixtures}
        viewed={viewed}
        onMove={(fixture) => setViewedID(fixture.matchID)}
        ends="disable"
        compact={compact}
      />
      <MatchDetails fixture={viewed} detail={matchDetail} />
      <KeeperTicker detail={matchDetail} />
      <RoundSummary
        round={round}
        own={own}
        onShowTeam={({ userID: teamUserID, teamName }) => openTeamModal({ userID: teamUserID, teamName, ...round })}
      />
      <section className={styles.card} aria-label="Ditt lag denne runden">
        <h2>Ditt lag</h2>
        <QueryState
          state={
            own.status === 'loading' || players.status === 'loading'
              ? { status: 'loading' }
              : hasTeam(chosen) && own.status === 'ready'
                ? { status: 'ready', captain: own.value.team?.captain ?? null }
                : { status: 'empty' }
          }
          loading="fantasy"
          empty={{ text: TEAM_MESSAGES.noTeam, className: styles.empty }}
        >
          {({ captain }) => (
            <Pitch
              players={pitchPlayers(chosen, players.status === 'ready' ? players.players : [], (playerID) =>
                pointsOf.has(playerID) ? `${pointsOf.get(playerID)} p` : undefined,
              )}
              captain={captain}
              onSelect={setOpenPlayer}
              label="Laget ditt"
            />
          )}
        </QueryState>
      </section>
      <PointsTable
        round={round}
        date={date}
        matchKeepers={matchDetail?.goalKeepers.map((keeper) => keeper.playerID) ?? []}
        onPlayer={setOpenPlayer}
      />
      {openPlayer !== null && <PlayerModal playerID={openPlayer} season={season} onClose={() => setOpenPlayer(null)} />}
    </div>
  );
}
