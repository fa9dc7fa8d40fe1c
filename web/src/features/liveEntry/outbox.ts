import type { MatchEvent, MatchPhase } from '@vsf/engine';
import type { CallInput } from '@vsf/contract';

/**
 * The touchline entry's outbox: every write the admin makes is kept here, in the order made,
 * until the server has it. Nothing entered is lost: a write that could not be sent
 * waits as 'failed' and is tried again; one the server refuses is shown with its message and
 * never tried again. These are pure functions; `useOutbox` sends and stores.
 */
export type OutboxWrite =
  | { call: 'addMatchEvent'; input: CallInput<'addMatchEvent'> }
  | { call: 'updateMatchEvent'; input: CallInput<'updateMatchEvent'> }
  | { call: 'deleteMatchEvent'; input: CallInput<'deleteMatchEvent'> }
  | { call: 'setMatchPhase'; input: CallInput<'setMatchPhase'> };

/**
 * `pending`: waits its turn; `sending`: on its way; `failed`: no answer or a server error,
 * waits for a retry; `refused`: the server said no (its message), kept on screen until dismissed.
 */
export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'refused';

export interface OutboxEntry {
  /** This device's own id for the write. */
  id: string;
  write: OutboxWrite;
  status: OutboxStatus;
  /** Why it is not sent: the server's refusal, or that no answer came. */
  message: string | null;
  /** ISO 8601, this device's clock. */
  enteredAt: string;
  /**
   * The highest eventID the page knew when the write was made: after a lost answer, a retry
   * looks among the newer events for its own before adding it a second time.
   */
  knownEventID: number;
  attempts: number;
}

export type OutboxAction =
  | { type: 'enter'; entry: OutboxEntry }
  | { type: 'sending'; id: string }
  | { type: 'sent'; id: string }
  | { type: 'failed'; id: string; message: string }
  | { type: 'refused'; id: string; message: string }
  | { type: 'retry' }
  | { type: 'dismiss'; id: string };

const update = (entries: OutboxEntry[], id: string, change: (entry: OutboxEntry) => OutboxEntry | null) =>
  entries.flatMap((entry) => {
    if (entry.id !== id) return [entry];
    const changed = change(entry);
    return changed ? [changed] : [];
  });

export function outboxReducer(entries: OutboxEntry[], action: OutboxAction): OutboxEntry[] {
  switch (action.type) {
    case 'enter':
      return [...entries, { ...action.entry, status: 'pending', message: null, attempts: 0 }];
    case 'sending':
      return update(entries, action.id, (entry) =>
        entry.status === 'pending' ? { ...entry, status: 'sending', attempts: entry.attempts + 1 } : entry,
      );
    case 'sent':
      return update(entries, action.id, (entry) => (entry.status === 'sending' ? null : entry));
    case 'failed':
      return update(entries, action.id, (entry) =>
        entry.status === 'sending' ? { ...entry, status: 'failed', message: action.message } : entry,
      );
    case 'refused':
      return update(entries, action.id, (entry) =>
        entry.status === 'sending' ? { ...entry, status: 'refused', message: action.message } : entry,
      );
    case 'retry':
      return entries.map((entry) => (entry.status === 'failed' ? { ...entry, status: 'pending' } : entry));
    case 'dismiss':
      // Only a refusal may be put away: anything else is still on its way to the server.
      return update(entries, action.id, (entry) => (entry.status === 'refused' ? null : entry));
  }
}

/**
 * The write to send now: the first one not yet sent, in the order entered, while none is on
 * its way. A failed write holds back the ones after it, so a goal is never stored after the
 * full time that was entered after it.
 */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | null {
  for (const entry of entries) {
    if (entry.status === 'sending' || entry.status === 'failed') return null;
    if (entry.status === 'pending') return entry;
  }
  return null;
}

/** The writes the server does not have yet (not the refused ones). */
export const unsentCount = (entries: readonly OutboxEntry[]) =>
  entries.filter((entry) => entry.status !== 'refused').length;

/**
 * Whether the server already holds a write whose answer was lost (a retry must not add the
 * goal twice): an event added by this admin after the ones the page knew, with the same facts;
 * the phase already set; the event already gone.
 */
export function alreadyStored(
  entry: OutboxEntry,
  match: { phase: MatchPhase; events: readonly MatchEvent[] },
  enteredBy: string | null,
): boolean {
  const { write } = entry;
  switch (write.call) {
    case 'addMatchEvent':
      return match.events.some(
        (event) =>
          event.eventID > entry.knownEventID &&
          event.enteredBy === enteredBy &&
          event.type === write.input.type &&
          event.minute === write.input.minute &&
          event.playerID === (write.input.playerID ?? null) &&
          event.assistPlayerID === (write.input.assistPlayerID ?? null),
      );
    case 'setMatchPhase':
      return match.phase === write.input.phase;
    case 'deleteMatchEvent':
      return !match.events.some((event) => event.eventID === write.input.eventID);
    case 'updateMatchEvent':
      return false;
  }
}

/** Stored entries as they come back after a reload: one that was on its way is not known to have arrived. */
export function restored(entries: readonly OutboxEntry[]): OutboxEntry[] {
  // Another tab, or this page before a reload, may have sent any stored write: each counts as
  // tried, so it is looked for on the server before it is sent again.
  return entries.map((entry) => {
    const tried = { ...entry, attempts: Math.max(entry.attempts, 1) };
    return entry.status === 'sending' ? { ...tried, status: 'failed', message: entry.message ?? NOT_SENT } : tried;
  });
}

export const NOT_SENT = 'Ikke sendt ennå. Prøver igjen når nettet er tilbake.';
