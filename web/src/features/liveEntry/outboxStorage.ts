import { restored, type OutboxEntry } from './outbox';

/** One key per match, so a phone that followed two matches keeps each one's unsent writes apart. */
export const outboxKey = (matchID: string) => `vsf.liveEntry.outbox.${matchID}`;

const isEntry = (value: unknown): value is OutboxEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OutboxEntry).id === 'string' &&
  typeof (value as OutboxEntry).write?.call === 'string' &&
  typeof (value as OutboxEntry).status === 'string';

/** The match's stored writes; nothing (not an error) when storage is empty, blocked or garbled. */
export function loadOutbox(matchID: string): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(outboxKey(matchID)) ?? '[]');
    return Array.isArray(parsed) ? restored(parsed.filter(isEntry)) : [];
  } catch {
    return [];
  }
}

/** Keeps the writes the server does not have; an empty outbox leaves no key behind. */
export function saveOutbox(matchID: string, entries: readonly OutboxEntry[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(outboxKey(matchID));
    else localStorage.setItem(outboxKey(matchID), JSON.stringify(entries));
  } catch (error) {
    // A full or blocked storage must not stop the entry; the writes are still on screen.
    console.error(error);
  }
}
