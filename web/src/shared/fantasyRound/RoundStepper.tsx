import type { Fixture } from '@vsf/contract';
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

/** 'Runde 3, Oslo Cup': round numbers repeat across tournaments, so a round is named by both. */
export const roundName = (fixture: Fixture) => `Runde ${fixture.round}, ${fixture.tournement}`;

/**
 * The one round header of the fantasy pages (Mitt lag, Poeng, Fantasy-Ligaer), so they
 * look and behave alike. Moves by date: round numbers repeat across tournaments (001 §4),
 * so the header and each arrow name the tournament too.
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
        aria-label={target ? `${label}: ${roundName(target)}` : label}
        title={target ? roundName(target) : undefined}
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
        {/* Named in words ('Runde 3, Oslo Cup'): read from its contents, the tournament's own
            line would run into the round's number or stand apart from its comma. */}
        <h2 className={styles.heading} aria-label={roundName(viewed)}>
          Runde {viewed.round}
          <span className={styles.tournament}>{viewed.tournement}</span>
        </h2>
        {detail && <span className={styles.detail}>{detail}</span>}
      </div>
      {arrow(next, 'next')}
    </nav>
  );
}
