import type { Fixture } from '@vsf/engine';
import { roundNeighbours } from './useFantasyRound';
import styles from './RoundStepper.module.css';

interface RoundStepperProps {
  fixtures: readonly Fixture[];
  viewed: Fixture;
  onMove: (fixture: Fixture) => void;
  /**
   * 'hide': the arrows vanish at the first and last round ('Mitt lag'); 'disable': they
   * are greyed there (Poeng, Fantasy-Ligaer).
   */
  ends: 'hide' | 'disable';
  /** Arrows only, for phones (the compact variant of 001 §2). */
  compact?: boolean;
  /** A line under 'Runde {n}', e.g. the match date. */
  detail?: string;
}

/**
 * The one round header of the fantasy pages (Mitt lag, Poeng, Fantasy-Ligaer), so they
 * look and behave alike. Moves by date: round numbers repeat across tournaments (001 §4).
 */
export function RoundStepper({ fixtures, viewed, onMove, ends, compact = false, detail }: RoundStepperProps) {
  const { previous, next } = roundNeighbours(fixtures, viewed.matchID);
  const arrow = (target: Fixture | null, direction: 'previous' | 'next') => {
    const label = direction === 'previous' ? 'Forrige Runde' : 'Neste Runde';
    if (target === null && ends === 'hide') return <span className={styles.placeholder} />;
    return (
      <button
        type="button"
        className={`${styles.arrow} ${compact ? styles.round : ''}`}
        disabled={target === null}
        aria-label={compact ? label : undefined}
        onClick={() => target && onMove(target)}
      >
        {direction === 'previous' && <span aria-hidden="true">‹</span>}
        {!compact && <span>{label}</span>}
        {direction === 'next' && <span aria-hidden="true">›</span>}
      </button>
    );
  };
  return (
    <nav className={styles.stepper} aria-label="Velg runde">
      {arrow(previous, 'previous')}
      <div className={styles.title} aria-live="polite">
        <h2 className={styles.heading}>Runde {viewed.round}</h2>
        {detail && <span className={styles.detail}>{detail}</span>}
      </div>
      {arrow(next, 'next')}
    </nav>
  );
}
