import { useEffect, useState } from 'react';

/**
 * A query's input that follows `value` once it has stayed the same for `delayMs` (typing in a
 * search box), so a query keyed by it asks the server once per pause, not once per key.
 * Compared by content (it must be plain JSON data): a new object with the same fields is the same input.
 */
export function useDebouncedInput<T>(value: T, delayMs: number): T {
  const text = JSON.stringify(value);
  const [settled, setSettled] = useState<{ text: string; value: T }>({ text, value });
  useEffect(() => {
    if (text === settled.text) return;
    // The input is plain data (it is sent as JSON), so its text gives it back.
    const timer = window.setTimeout(() => setSettled({ text, value: JSON.parse(text) as T }), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs, settled.text]);
  return settled.value;
}
