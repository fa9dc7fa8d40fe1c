import { BOOST_LABELS, BOOSTS, boostButtons, formatNorwegianDate, type Boost } from '@vsf/engine';
import { type BoostUse } from '@vsf/contract';
import styles from './BoostButtons.module.css';

interface BoostButtonsProps {
  activeBoost: Boost | null;
  boostsUsedEarlier: ReadonlySet<Boost>;
  /** Without it the buttons only show the team's boosts (the team modal). */
  onToggle?: (boost: Boost) => void;
  canChange?: boolean;
  /** When the used boosts were used: the team page says so under each greyed one. */
  uses?: readonly BoostUse[];
}

/** 'Brukt i runde 3, 01.05.2030'. */
export const usedText = (use: BoostUse) => `Brukt i runde ${use.round}, ${formatNorwegianDate(use.date)}`;

/**
 * The three boosts (001 §4). On the team page they toggle, labelled by the engine ('Aktivert',
 * 'Deaktiver …', used ones greyed). Read-only they keep their names and mark the active one.
 */
export function BoostButtons({
  activeBoost,
  boostsUsedEarlier,
  onToggle,
  canChange = false,
  uses = [],
}: BoostButtonsProps) {
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
      {boostButtons(activeBoost, { canChange, boostsUsedEarlier }).map((button) => {
        const use = button.boost !== activeBoost ? uses.find((entry) => entry.boost === button.boost) : undefined;
        return (
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
              {use && (
                <>
                  {' '}
                  <span className={styles.usedWhen}>{usedText(use)}</span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
