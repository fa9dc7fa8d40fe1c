import { useEffect, useRef, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../ui/useReducedMotion';
import styles from './LiveEntry.module.css';

/**
 * A refusal or failure on the touchline, where it can be read: announced (role=alert) and
 * brought to the middle of the screen whenever it changes, so neither the sticky score bar
 * above nor a sticky button below covers it. `children` follow the text (a 'Fjern' button).
 */
export function Refusal({ message, children }: { message: string; children?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no layout and so no scrollIntoView.
    box.current?.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [message]);
  return (
    <div ref={box} className={styles.refusal} role="alert">
      <p className={styles.error}>{message}</p>
      {children}
    </div>
  );
}
