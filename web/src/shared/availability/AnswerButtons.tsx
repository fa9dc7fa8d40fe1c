import { AVAILABILITY_LABELS, AVAILABILITY_STATUSES, type AvailabilityStatus } from '@vsf/engine';
import styles from './AnswerButtons.module.css';

interface AnswerButtonsProps {
  /** Who the answer is for, read with each button ('Kan ikke, Ola Nordmann'). */
  label: string;
  status: AvailabilityStatus | null;
  disabled?: boolean;
  onAnswer: (status: AvailabilityStatus) => void;
}

/**
 * 'Kan spille', 'Usikker', 'Kan ikke' as three big toggles in a row: one tap answers. The
 * pressed one is marked in words for screen readers (aria-pressed) and by more than colour
 * on the screen (a tick and a thicker border).
 */
export function AnswerButtons({ label, status, disabled = false, onAnswer }: AnswerButtonsProps) {
  return (
    <div className={styles.answers} role="group" aria-label={label}>
      {AVAILABILITY_STATUSES.map((option) => (
        <button
          key={option}
          type="button"
          className={`${styles.answer} ${styles[option]}`}
          aria-pressed={status === option}
          disabled={disabled}
          onClick={() => onAnswer(option)}
        >
          {status === option && <span aria-hidden="true">✓ </span>}
          {AVAILABILITY_LABELS[option]}
        </button>
      ))}
    </div>
  );
}
