import { displayTeamName } from '@vsf/engine';
import { type LiveMatch } from '@vsf/contract';
import { useMatchClock } from '../../shared/matchClock/useMatchClock';
import { PHASE_LABEL } from './texts';
import type { ShownState } from './unsentView';
import styles from './LiveEntry.module.css';

/** The score, phase and clock, stuck to the top of the screen while the admin scrolls. */
export function ScoreBar({ match, shown }: { match: LiveMatch; shown: ShownState }) {
  // The phase is named beside it, so the clock shows only a running minute: 23', 45+2'.
  const { minute, label } = useMatchClock({ ...shown, halfLengthMinutes: match.halfLengthMinutes });
  const clock = minute === null ? '' : `${label}'`;
  return (
    <section className={styles.scoreBar} aria-label="Stillingen">
      <p className={styles.scoreLine}>
        <span className={styles.team}>{displayTeamName(match.homeTeam)}</span>
        <span className={styles.score} aria-live="polite" aria-atomic="true">
          {shown.homeTeamScore}–{shown.awayTeamScore}
        </span>
        <span className={`${styles.team} ${styles.teamAway}`}>{displayTeamName(match.awayTeam)}</span>
      </p>
      <p className={styles.clockLine}>
        <span>{PHASE_LABEL[shown.phase]}</span>
        {clock && (
          <span className={styles.clock} aria-label={`Minutt ${clock}`}>
            {clock}
          </span>
        )}
        {shown.stuck && <span className={styles.unsentBadge}>{shown.unsent} ikke sendt</span>}
      </p>
    </section>
  );
}
