import type { TimelineItem } from '@vsf/engine';
import styles from './MatchCentre.module.css';

type IconKind = 'goal' | 'opponentGoal' | 'ownGoal' | 'yellowCard' | 'redCard' | 'phase';

export function iconKind(item: TimelineItem): IconKind {
  return item.kind === 'phase' ? 'phase' : item.event.type;
}

/** The timeline's pictures; the text beside each says the same, so they are hidden from screen readers. */
export function TimelineIcon({ kind }: { kind: IconKind }) {
  switch (kind) {
    case 'yellowCard':
    case 'redCard':
      return (
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" data-icon={kind}>
          <rect
            x="6"
            y="3"
            width="12"
            height="18"
            rx="2"
            fill={kind === 'yellowCard' ? '#f5c400' : '#d0112b'}
            stroke="#1b1b1b"
            strokeWidth="1"
          />
        </svg>
      );
    case 'phase':
      return (
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" data-icon={kind}>
          <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 8v5l3 2M9 2h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
    default:
      return (
        <svg className={`${styles.icon} ${styles[kind]}`} viewBox="0 0 24 24" aria-hidden="true" data-icon={kind}>
          <circle cx="12" cy="12" r="10" fill="#ffffff" stroke="currentColor" strokeWidth="1.5" />
          <path d="M12 7l4.2 3-1.6 5h-5.2l-1.6-5z" fill="currentColor" />
        </svg>
      );
  }
}
