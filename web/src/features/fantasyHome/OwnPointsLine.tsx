import type { LiveMatchSummary, RoundMatchInput } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { LiveMarker } from '../../shared/livePoints/LiveMarker';
import { useTeamPoints } from '../../shared/livePoints/useTeamPoints';
import styles from './FantasyHome.module.css';

interface OwnNumbers {
  round: number;
  roundPoints: number;
  totalPoints: number;
  worldRank: number | null;
  teamCount: number;
}

/** 'Runde 12: 23 poeng · Totalt 443 · Verdensranking 12 av 62', LIVE while provisional. */
function NumbersLine({ numbers, live }: { numbers: OwnNumbers; live: boolean }) {
  return (
    <p className={styles.ownPoints} aria-live={live ? 'polite' : undefined}>
      {live && <LiveMarker />}
      <span>
        Runde {numbers.round}: <strong>{numbers.roundPoints} poeng</strong>
        {live ? ' så langt' : ''}
      </span>
      <span>Totalt {numbers.totalPoints}</span>
      {numbers.worldRank !== null && (
        <span>
          Verdensranking {numbers.worldRank} av {numbers.teamCount}
        </span>
      )}
    </p>
  );
}

/** While a match is played: the manager's provisional numbers (`getMyLivePoints`, moved by `points:own`). */
export function LivePointsLine({ userID, match }: { userID: number; match: LiveMatchSummary }) {
  const mine = useApiQuery('getMyLivePoints', { userID, matchID: match.matchID }).data;
  if (!mine || mine.teamCount === 0) return null;
  return <NumbersLine numbers={{ ...mine, round: match.round }} live={mine.live} />;
}

/** Otherwise: the last played round's final numbers, where a confirmed match settles them. */
export function LastRoundLine({ userID, round }: { userID: number; round: RoundMatchInput }) {
  const state = useTeamPoints({ userID, ...round });
  const team = state.status === 'ready' ? state.team : null;
  if (!team) return null;
  return <NumbersLine numbers={{ ...team, round: round.round }} live={team.live} />;
}
