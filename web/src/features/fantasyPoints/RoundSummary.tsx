import { api } from '../../api/client';
import { useRoundCall } from '../../shared/fantasyRound/useRoundCall';
import type { TeamWithInfoState } from '../../shared/teamModal/useTeamWithInfo';
import { getAverageFantasyTeamsPointsThisRound, getFantasyTeamRankingThisRound } from './fantasyPointsApi';
import styles from './FantasyPoints.module.css';
import type { RoundMatchInput, RankingRow } from '@vsf/engine';

interface RoundSummaryProps {
  round: RoundMatchInput;
  own: TeamWithInfoState;
  onShowTeam: (team: RankingRow) => void;
}

const shown = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(value));

/** Own round points, the average (rounded by the server), the highest with 'Vis lag', and own place. */
export function RoundSummary({ round, own, onShowTeam }: RoundSummaryProps) {
  const average = useRoundCall(round, 'getAverageFantasyTeamsPointsThisRound', getAverageFantasyTeamsPointsThisRound);
  const ranking = useRoundCall(round, 'getFantasyTeamRankingThisRound', getFantasyTeamRankingThisRound);
  const top = useRoundCall(round, 'getTop7FantasyTeamsThisRound', (input) =>
    api('getTop7FantasyTeamsThisRound', input),
  );
  const best = top.status === 'ready' ? top.value.teams[0] : undefined;
  const averages = average.status === 'ready' ? average.value : null;
  const rank = ranking.status === 'ready' ? ranking.value.rank : null;

  return (
    <dl className={styles.summary}>
      <div className={styles.highlight}>
        <dt>Dine poeng</dt>
        <dd>{own.status === 'ready' && own.value.team ? own.value.roundPoints : '–'}</dd>
      </div>
      <div>
        <dt>Snitt</dt>
        <dd>{shown(averages?.averageRoundPoints)}</dd>
      </div>
      <div>
        <dt>Høyest</dt>
        <dd>
          {shown(averages?.highestRoundPoints)}
          {best && (
            <button type="button" className={styles.showTeam} onClick={() => onShowTeam(best)}>
              Vis lag
            </button>
          )}
        </dd>
      </div>
      <div>
        <dt>Din plassering</dt>
        <dd>
          {shown(rank)}
          {rank !== null && averages && <span className={styles.of}> av {averages.teamCount}</span>}
        </dd>
      </div>
    </dl>
  );
}
