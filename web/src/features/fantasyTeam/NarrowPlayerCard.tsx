import { useState, type ReactNode } from 'react';
import styles from './TeamEditor.module.css';

/**
 * The narrow variant's player card, folded under 'Spillerkort' to keep the phone page short.
 * Choosing a player (a table row or the pitch) unfolds it, so a tap shows the card without
 * a hunt for the fold; the user can fold it again.
 */
export function NarrowPlayerCard({ playerID, children }: { playerID: number | null; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState<number | null>(null);
  if (playerID !== shownFor) {
    setShownFor(playerID);
    if (playerID !== null) setOpen(true);
  }
  return (
    <details className={styles.cardDetails} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Spillerkort</summary>
      {children}
    </details>
  );
}
