import { Suspense, type ReactNode } from 'react';
import styles from './ChartBox.module.css';

/**
 * Where a chart drawn with recharts goes. The chart library (about 270 KB) loads with the
 * first chart opened, not with the page (`/stats` and the fantasy pages loaded it
 * before any player was opened); meanwhile the box keeps the chart's height, so nothing
 * below it moves when it arrives.
 */
export function ChartBox({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>{children}</Suspense>;
}
