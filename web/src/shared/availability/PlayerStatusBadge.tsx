import { PLAYER_STATUS_LABELS, statusTone, type PlayerStatus } from '@vsf/engine';
import styles from './PlayerStatusBadge.module.css';

/**
 * A player's status for the next match as words ('I troppen', 'Usikker', 'Kan ikke', 'Ikke i
 * troppen'); the tint only repeats them. Nothing when nothing is known.
 */
export function PlayerStatusBadge({ status, className }: { status: PlayerStatus | null; className?: string }) {
  if (status === null) return null;
  return (
    <span className={[styles.badge, styles[statusTone(status)], className].filter(Boolean).join(' ')}>
      {PLAYER_STATUS_LABELS[status]}
    </span>
  );
}
