import { LOADING_TEXT } from './stateTexts';
import styles from './Spinner.module.css';

interface SpinnerProps {
  label?: string;
  /** Shows the label beside the ball; the fantasy game reads 'Loading...' (001 §4). */
  showLabel?: boolean;
}

/** The loading state of a page or list; screen readers hear 'Laster...' unless told otherwise. */
export function Spinner({ label = LOADING_TEXT, showLabel = false }: SpinnerProps) {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.ball} aria-hidden="true" />
      <span className={showLabel ? styles.label : 'visually-hidden'}>{label}</span>
    </div>
  );
}
