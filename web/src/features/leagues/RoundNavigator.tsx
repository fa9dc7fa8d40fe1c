import type { Fixture } from '../../api/types';
import styles from './Leagues.module.css';

interface RoundNavigatorProps {
  rounds: readonly Fixture[];
  index: number;
  onChange: (index: number) => void;
}

/** Steps through the season's matches by date; the first and last disable their arrow. */
export function RoundNavigator({ rounds, index, onChange }: RoundNavigatorProps) {
  const fixture = rounds[index];
  return (
    <nav className={styles.navigator} aria-label="Runder">
      <button type="button" className={styles.arrow} disabled={index <= 0} onClick={() => onChange(index - 1)}>
        ‹ Forrige Runde
      </button>
      <span className={styles.roundLabel} aria-live="polite">
        Runde {fixture?.round}
        {fixture && <small> · {fixture.date}</small>}
      </span>
      <button
        type="button"
        className={styles.arrow}
        disabled={index >= rounds.length - 1}
        onClick={() => onChange(index + 1)}
      >
        Neste Runde ›
      </button>
    </nav>
  );
}
