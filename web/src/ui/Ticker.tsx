import { useAtomValue } from 'jotai';
import { motionPausedAtom } from '../store/motion';
import { TICKER_THRESHOLD } from './postText';
import styles from './Ticker.module.css';

/**
 * A title; longer than 16 characters it scrolls as a ticker (000 §9), still read whole by
 * screen readers. It stands still while pointed at or focused, and whenever the site's
 * motion is paused (the carousel's 'Pause').
 */
export function Ticker({ text, className }: { text: string; className?: string }) {
  const paused = useAtomValue(motionPausedAtom);
  if (text.length <= TICKER_THRESHOLD) return <span className={className}>{text}</span>;
  const seconds = Math.max(6, text.length * 0.28);
  return (
    <span className={`${styles.ticker} ${paused ? styles.paused : ''} ${className ?? ''}`} title={text}>
      <span className="visually-hidden">{text}</span>
      <span className={styles.track} aria-hidden="true" style={{ animationDuration: `${seconds}s` }}>
        <span className={styles.copy}>{text}</span>
        <span className={styles.copy}>{text}</span>
      </span>
    </span>
  );
}
