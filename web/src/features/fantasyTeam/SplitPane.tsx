import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styles from './TeamEditor.module.css';

const MIN = 35;
const MAX = 75;
const STEP = 5;

const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

/**
 * The wide variant's resizable split between table and card (001 §2): drag the bar, or
 * focus it and use the arrow keys. Without a second pane the first takes the whole width
 * (and stays mounted, so the table keeps its sort and scroll when the card opens).
 */
export function SplitPane({ first, second }: { first: ReactNode; second: ReactNode | null }) {
  // The card lays itself out by its own width (PlayerOverview's container queries); 42 %
  // leaves the table its compact columns at 1280 px. Narrow boxes stack the two instead
  // (TeamEditor.module.css).
  const [percent, setPercent] = useState(42);
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
    <div className={styles.splitBox}>
      <div
        ref={box}
        className={styles.split}
        style={{ gridTemplateColumns: second === null ? 'minmax(0, 1fr)' : `${percent}% auto minmax(0, 1fr)` }}
      >
        <div className={styles.splitPane}>{first}</div>
        {second !== null && (
          <>
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
          </>
        )}
      </div>
    </div>
  );
}
