import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { previousFixture } from '@vsf/engine';
import { type RankingRow, type RoundMatchInput } from '@vsf/contract';
import { QueryState } from '../../ui/QueryState';
import { MatchBanner } from '../../shared/fantasyRound/MatchBanner';
import { deadlineText, useFantasyRound } from '../../shared/fantasyRound/useFantasyRound';
import { PlayerModal } from '../../shared/player/PlayerModal';
import { useUserRoom } from '../../api/live/useUserRoom';
import { useLiveRound } from '../../shared/livePoints/useLiveRound';
import { currentUserAtom } from '../../store/session';
import { useTeamModal } from '../../shared/teamModal/atoms';
import { FantasyFeed } from './FantasyFeed';
import { MyTeamCard } from './MyTeamCard';
import { SeasonOver } from './SeasonOver';
import { MostUsedTable, TopTeamsTable } from './TopTables';
import { WelcomeModal } from './WelcomeModal';
import styles from './FantasyHome.module.css';

/** Fantasy home (001 §2): next match, the user's team, the top tables, and the feed. */
export function FantasyHomeView() {
  const round = useFantasyRound();
  const user = useAtomValue(currentUserAtom);
  const [welcomeClosed, setWelcomeClosed] = useState(false);
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);
  const { openTeamModal } = useTeamModal();
  const liveMatch = useLiveRound(round === 'loading' || round === null ? null : round.season);
  useUserRoom(user?.userID ?? null);

  const welcome = user?.displayWelcomeModal === 1 && !welcomeClosed && (
    <WelcomeModal userID={user.userID} onClose={() => setWelcomeClosed(true)} />
  );
  // The welcome greets at once, while the round loads: first in both answers below, so it
  // stays the same dialog (and keeps the focus) when the round arrives.
  if (round === 'loading' || round === null || user === null) {
    return (
      <>
        {welcome}
        <QueryState
          state={round === 'loading' ? { status: 'loading' } : { status: 'empty' }}
          loading="fantasy"
          empty={{ className: styles.empty }}
        >
          {() => null}
        </QueryState>
      </>
    );
  }
  const { season, current, endOfSeason } = round;
  const currentRound: RoundMatchInput = { season, round: current.round, matchID: current.matchID };
  // The tables show the last played round: the pointer's match is still to be played,
  // except at the end of the season, when the pointer already names the last match (001 §4).
  const last = endOfSeason ? current : previousFixture(round.fixtures, current.matchID);
  const lastRound: RoundMatchInput | null = last && { season, round: last.round, matchID: last.matchID };
  const openTeam = ({ userID, teamName }: RankingRow) => lastRound && openTeamModal({ userID, teamName, ...lastRound });

  return (
    <>
      {welcome}
      <div className={styles.layout}>
        <div className={styles.main}>
          {endOfSeason ? (
            <SeasonOver season={season} round={currentRound} onTeam={openTeam} />
          ) : (
            <section aria-label="Neste kamp" className={styles.nextMatch}>
              <h2>Neste kamp</h2>
              <MatchBanner fixture={current} />
            </section>
          )}
          <MyTeamCard
            userID={user.userID}
            round={currentRound}
            lastRound={lastRound}
            liveMatch={liveMatch}
            deadline={deadlineText(current)}
            onPlayer={setOpenPlayer}
          />
          <div className={styles.tables}>
            <TopTeamsTable round={lastRound} onTeam={openTeam} />
            <MostUsedTable round={lastRound} onPlayer={setOpenPlayer} />
          </div>
        </div>
        <FantasyFeed />
        {openPlayer !== null && (
          <PlayerModal playerID={openPlayer} season={season} onClose={() => setOpenPlayer(null)} />
        )}
      </div>
    </>
  );
}
