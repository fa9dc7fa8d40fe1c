export const DEADLINE_LABEL = 'Frist for bytter:';
export const DEADLINE_PASSED_TEXT = 'Fristen er passert';

const SECOND = 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time left as '2d 04t 12m 09s', or null once the deadline has passed.
 * Seconds round up so the clock never shows 00s while time remains.
 */
export function formatRemaining(remainingMs: number): string | null {
  if (!(remainingMs > 0)) return null;
  const totalSeconds = Math.ceil(remainingMs / SECOND);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  return `${days}d ${pad(hours)}t ${pad(minutes)}m ${pad(seconds)}s`;
}

/** Milliseconds left, measured on the server's clock (browser clock + skew). */
export function remainingMs(deadlineAt: string, browserNowMs: number, skewMs: number): number {
  return Date.parse(deadlineAt) - (browserNowMs + skewMs);
}
