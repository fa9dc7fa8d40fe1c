import { getTop7FantasyTeams } from './fantasyHomeApi';
import { useRoundCall } from '../../shared/fantasyRound/useRoundCall';
import styles from './FantasyHome.module.css';
import type { RoundMatchInput, RankingRow } from '@vsf/contract';

export const SEASON_OVER = 'Takk for innsatsen, sesongen er ferdig!';

/** At the end of the season (round 0, 'endOfSeason'): the season is over, and the year's best team (001 §2). */
export function SeasonOver({
  season,
  round,
  onTeam,
}: {
  season: number;
  round: RoundMatchInput;
  onTeam: (team: RankingRow) => void;
}) {
  const state = useRoundCall(round, 'getTop7FantasyTeamsThisSeason', (input) => getTop7FantasyTeams('season', input));
  const best = state.status === 'ready' ? state.value.teams[0] : undefined;
  return (
    <section className={styles.seasonOver} aria-label={`Sesongen ${season}`}>
      <h2>{SEASON_OVER}</h2>
      {best && (
        <p>
          Årets beste lag i {season}:{' '}
          <button type="button" className={styles.winner} onClick={() => onTeam(best)}>
            {best.teamName}
          </button>{' '}
          med {best.totalPoints} poeng
        </p>
      )}
    </section>
  );
}
