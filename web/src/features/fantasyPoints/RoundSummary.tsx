import type { RankingRow, RoundMatchInput } from '@vsf/contract';
import { api } from '../../api/client';
import { LiveMarker } from '../../shared/livePoints/LiveMarker';
import type { TeamPointsState } from '../../shared/livePoints/useTeamPoints';
import { useRoundCall } from '../../shared/fantasyRound/useRoundCall';
import { getAverageFantasyTeamsPointsThisRound, getFantasyTeamRankingThisRound } from './fantasyPointsApi';
import styles from './FantasyPoints.module.css';

/** Where the round stands: its match not begun, being played (provisional numbers), or confirmed. */
export type RoundState = 'notPlayed' | 'live' | 'final';

interface RoundSummaryProps {
  round: RoundMatchInput;
  roundState: RoundState;
  team: TeamPointsState;
  /** A phone's live hero above shows own points and world rank: the tiles leave them out. */
  ownShownAbove?: boolean;
  onShowTeam: (team: RankingRow) => void;
}

export const SUMMARY_TEXTS = {
  notPlayed: 'Ikke spilt ennå',
  liveNote:
    'Tallene er foreløpige mens kampen pågår. Snitt, høyest og plassering i runden kommer når resultatet er bekreftet.',
} as const;

/** The marker after a label, a space apart. */
const LiveAfter = () => (
  <>
    {' '}
    <LiveMarker />
  </>
);

const shown = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(value));

/**
 * Own round points, the average (rounded by the server), the highest with 'Vis lag', own place
 * in the round and in the world. No place before the match has begun; while it is
 * played, own points and world rank are provisional and marked LIVE.
 */
export function RoundSummary({ round, roundState, team, ownShownAbove = false, onShowTeam }: RoundSummaryProps) {
  // The round's average, highest and places exist only once its result is confirmed.
  const confirmed = roundState === 'final' ? round : null;
  const average = useRoundCall(
    confirmed,
    'getAverageFantasyTeamsPointsThisRound',
    getAverageFantasyTeamsPointsThisRound,
  );
  const ranking = useRoundCall(confirmed, 'getFantasyTeamRankingThisRound', getFantasyTeamRankingThisRound);
  const top = useRoundCall(confirmed, 'getTop7FantasyTeamsThisRound', (input) =>
    api('getTop7FantasyTeamsThisRound', input),
  );
  const best = top.status === 'ready' ? top.value.teams[0] : undefined;
  const averages = average.status === 'ready' ? average.value : null;
  const rank = ranking.status === 'ready' ? ranking.value.rank : null;
  const own = team.status === 'ready' ? team.team : null;
  const live = roundState === 'live';
  const notPlayed = <span className={styles.notPlayed}>{SUMMARY_TEXTS.notPlayed}</span>;

  return (
    <div>
      <dl className={styles.summary}>
        {!ownShownAbove && (
          <div className={styles.highlight}>
            <dt>
              Dine poeng
              {live && own && <LiveAfter />}
            </dt>
            {/* While the match is played, a screen reader hears own points move. */}
            <dd aria-live={live ? 'polite' : undefined}>
              {roundState === 'notPlayed' || !own ? '–' : own.roundPoints}
            </dd>
          </div>
        )}
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
            {roundState === 'notPlayed' ? notPlayed : shown(rank)}
            {rank !== null && averages && <span className={styles.of}> av {averages.teamCount}</span>}
          </dd>
        </div>
        {!ownShownAbove && (
          <div>
            <dt>
              Verdensranking
              {live && own?.worldRank != null && <LiveAfter />}
            </dt>
            <dd>
              {roundState === 'notPlayed' ? notPlayed : shown(own?.worldRank)}
              {roundState !== 'notPlayed' && own?.worldRank != null && (
                <span className={styles.of}> av {own.teamCount}</span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {live && <p className={styles.liveNote}>{SUMMARY_TEXTS.liveNote}</p>}
    </div>
  );
}
