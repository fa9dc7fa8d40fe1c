import type { Fixture } from '../../api/types';
import { roundNeighbours } from './useFantasyRound';
import styles from './RoundStepper.module.css';

interface RoundStepperProps {
  fixtures: readonly Fixture[];
  viewed: Fixture;
  onMove: (fixture: Fixture) => void;
  /**
   * 'hide': arrows vanish at the first and last round ('Mitt lag'); 'disable': the points
   * page's 'Forrige Runde' / 'Neste Runde', greyed at the ends.
   */
  ends: 'hide' | 'disable';
  /** Arrows only (the compact points variant). */
  compact?: boolean;
}

/** Moves between rounds by date (round numbers repeat across tournaments, 001 §4). */
export function RoundStepper({ fixtures, viewed, onMove, ends, compact = false }: RoundStepperProps) {
  const { previous, next } = roundNeighbours(fixtures, viewed.matchID);
  const withText = ends === 'disable' && !compact;
  const arrow = (target: Fixture | null, direction: 'previous' | 'next') => {
    const label = direction === 'previous' ? 'Forrige Runde' : 'Neste Runde';
    if (target === null && ends === 'hide') return <span className={styles.placeholder} />;
    return (
      <button
        type="button"
        className={styles.arrow}
        disabled={target === null}
        aria-label={withText ? undefined : label}
        onClick={() => target && onMove(target)}
      >
        {direction === 'previous' && <span aria-hidden="true">‹</span>}
        {withText && <span>{label}</span>}
        {direction === 'next' && <span aria-hidden="true">›</span>}
      </button>
    );
  };
  return (
    <nav className={styles.stepper} aria-label="Velg runde">
      {arrow(previous, 'previous')}
      <h2 className={styles.round} aria-live="polite">
        Runde {viewed.round}
      </h2>
      {arrow(next, 'next')}
    </nav>
  );
}
