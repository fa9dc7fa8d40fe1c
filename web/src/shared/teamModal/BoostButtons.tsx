import { BOOST_LABELS, BOOSTS, boostButtons, type Boost } from '@vsf/engine';
import styles from './BoostButtons.module.css';

interface BoostButtonsProps {
  activeBoost: Boost | null;
  boostsUsedEarlier: ReadonlySet<Boost>;
  /** Without it the buttons only show the team's boosts (the team modal). */
  onToggle?: (boost: Boost) => void;
  canChange?: boolean;
}

/**
 * The three boosts (001 §4). On the team page they toggle, labelled by the engine ('Aktivert',
 * 'Deaktiver …', used ones greyed). Read-only they keep their names and mark the active one.
 */
export function BoostButtons({ activeBoost, boostsUsedEarlier, onToggle, canChange = false }: BoostButtonsProps) {
  if (!onToggle) {
    return (
      <ul className={styles.boosts} aria-label="Boostere">
        {BOOSTS.map((boost) => (
          <li
            key={boost}
            className={`${styles.boost} ${boost === activeBoost ? styles.active : ''} ${
              boost !== activeBoost && boostsUsedEarlier.has(boost) ? styles.used : ''
            }`}
          >
            <span>{BOOST_LABELS[boost]}</span>
            {boost === activeBoost && <span className={styles.badge}>Aktivert</span>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.boosts} aria-label="Boostere">
      {boostButtons(activeBoost, { canChange, boostsUsedEarlier }).map((button) => (
        <li key={button.boost}>
          <button
            type="button"
            className={`${styles.boost} ${button.badge ? styles.active : ''}`}
            disabled={button.disabled}
            aria-pressed={button.badge !== null}
            onClick={() => onToggle(button.boost)}
          >
            <span>{button.label}</span>
            {button.badge && <span className={styles.badge}>{button.badge}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
