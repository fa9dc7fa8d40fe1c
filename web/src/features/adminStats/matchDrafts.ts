import type { EntryForm } from './entryForm';

/**
 * Unsaved match entries, kept in the browser until they are saved (a reload, another match
 * or the switch between the phone and desktop layouts must not lose them). Storage may be
 * full or refused (private mode): then the form works on without it.
 */
const DRAFT_PREFIX = 'vsf.matchEntry.draft';
const PICKED_KEY = 'vsf.matchEntry.picked';

export interface MatchRef {
  season: number;
  matchID: string;
}

const draftKey = ({ season, matchID }: MatchRef) => `${DRAFT_PREFIX}.${season}.${matchID}`;

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function isEntryForm(value: unknown): value is EntryForm {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return (
    ['home', 'away', 'trivia', 'opponentOwnGoals'].every((key) => typeof form[key] === 'string') &&
    Array.isArray(form.lines)
  );
}

export function readDraft(match: MatchRef): EntryForm | null {
  return attempt(() => {
    const value: unknown = JSON.parse(window.localStorage.getItem(draftKey(match)) ?? 'null');
    return isEntryForm(value) ? value : null;
  }, null);
}

export function writeDraft(match: MatchRef, form: EntryForm): void {
  attempt(() => window.localStorage.setItem(draftKey(match), JSON.stringify(form)), undefined);
}

export function clearDraft(match: MatchRef): void {
  attempt(() => window.localStorage.removeItem(draftKey(match)), undefined);
}

export const hasDraft = (match: MatchRef): boolean => readDraft(match) !== null;

/** The match this tab's form is open on, so a reload or a layout switch opens the same one. */
export function readPickedMatch(): MatchRef | null {
  return attempt(() => {
    const value = JSON.parse(window.sessionStorage.getItem(PICKED_KEY) ?? 'null') as Partial<MatchRef> | null;
    return typeof value?.season === 'number' && typeof value.matchID === 'string'
      ? { season: value.season, matchID: value.matchID }
      : null;
  }, null);
}

export function writePickedMatch(match: MatchRef): void {
  attempt(() => window.sessionStorage.setItem(PICKED_KEY, JSON.stringify(match)), undefined);
}
