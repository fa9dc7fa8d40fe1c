import { useAtomValue } from 'jotai';
import { club } from '@vsf/engine';
import { SEASON_OVER_TEXT } from '../../shared/season/NextMatchLine';
import { deadlineClockAtom, type DeadlineClock } from '../../api/live/deadlineClock';
import { DEADLINE_LABEL, DEADLINE_PASSED_TEXT, formatRemaining, remainingMs } from './countdown';
import { useNow } from '../../ui/useNow';
import styles from './DeadlineCountdown.module.css';

function Ticking({ deadlineAt, skewMs }: { deadlineAt: string; skewMs: number }) {
  const remaining = formatRemaining(remainingMs(deadlineAt, useNow(), skewMs));
  if (remaining === null) return <p className={styles.time}>{DEADLINE_PASSED_TEXT}</p>;
  // role="timer" is not announced on every tick, which a per-second live region would be.
  return (
    <p className={styles.time} role="timer">
      <span className={styles.label}>{DEADLINE_LABEL}</span> <span className={styles.clock}>{remaining}</span>
    </p>
  );
}

function Body({ clock }: { clock: DeadlineClock }) {
  if (clock.deadlineAt === null) return <p className={styles.note}>{SEASON_OVER_TEXT}</p>;
  return <Ticking deadlineAt={clock.deadlineAt} skewMs={clock.skewMs} />;
}

/** The fantasy deadline, counted down locally on the server's clock. */
export function DeadlineCountdown({ compact = false }: { compact?: boolean }) {
  const clock = useAtomValue(deadlineClockAtom);
  if (!clock) return null;
  return (
    <section
      className={compact ? `${styles.box} ${styles.compact}` : styles.box}
      aria-label="Frist for bytter"
      data-testid="deadline-countdown"
    >
      {!compact && <h2 className={styles.heading}>{club.fantasyName}</h2>}
      <Body clock={clock} />
    </section>
  );
}
