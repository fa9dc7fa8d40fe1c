import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styles from './TeamEditor.module.css';

const MIN = 35;
const MAX = 75;
const STEP = 5;

const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

/**
 * The wide variant's resizable split between table and card (001 §2): drag the bar, or
 * focus it and use the arrow keys.
 */
export function SplitPane({ first, second }: { first: ReactNode; second: ReactNode }) {
  const [percent, setPercent] = useState(60);
  const box = useRef<HTMLDivElement>(null);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    setPercent(clamp(((event.clientX - rect.left) / rect.width) * 100));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') setPercent((value) => clamp(value - STEP));
    else if (event.key === 'ArrowRight') setPercent((value) => clamp(value + STEP));
    else return;
    event.preventDefault();
  };

  return (
    <div ref={box} className={styles.split} style={{ gridTemplateColumns: `${percent}% auto 1fr` }}>
      <div className={styles.splitPane}>{first}</div>
      <div
        className={styles.splitter}
        role="separator"
        aria-orientation="vertical"
        aria-label="Endre bredden på tabellen"
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={Math.round(percent)}
        tabIndex={0}
        onKeyDown={onKey}
        onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
        onPointerMove={follow}
        onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
      />
      <div className={styles.splitPane}>{second}</div>
    </div>
  );
}
