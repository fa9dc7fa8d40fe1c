import type { BusEventName, BusMessage } from '@vsf/contract';
import type { EventBus } from '../bus/eventBus';
import { boundedCache, KeyIndex } from './boundedCache';

/**
 * What changes every user's fantasy answers: a rescore (points, ranks), a season's schedule,
 * results or players, a season move, a moved pointer or a passed deadline (which round is
 * current).
 */
export const FANTASY_WIDE_EVENTS: readonly BusEventName[] = [
  'rankings:updated',
  'fixtures:updated',
  'stats:updated',
  'season:changed',
  'deadline',
];

/** Bounds the memory: the least recently used answer is dropped first beyond this. */
export const USER_ANSWER_CACHE_MAX_ENTRIES = 20_000;
/** The safety net for a change no process announced: no answer is older than this. */
export const USER_ANSWER_CACHE_MAX_AGE_MS = 60_000;

/**
 * What a bus message drops: every answer, the answers of some users, the answers about one
 * match (with those about no match in particular), or nothing.
 */
export type DropSelection = 'all' | { users: readonly number[] } | { match: string } | null;

interface Entry {
  userID: number;
  /** The match the answer is about; null when it is about none in particular. */
  match: string | null;
  value: Promise<unknown>;
  bytes: number;
}

export interface KeepOptions<T> {
  /** The match the answer is about, once known (a `{ match }` drop drops it). */
  matchOf?: (value: T) => string | null;
  /** False for an answer that must not be kept (a live match's provisional numbers). */
  keep?: (value: T) => boolean;
  /** How many bytes the answer holds, counted against the cache's `maxBytes`. */
  weigh?: (value: T) => number;
}

export interface CacheLimits {
  maxEntries: number;
  /** Answers of very different sizes (a 'Verdensranking' of 100 rows) are bounded by bytes too. */
  maxBytes: number;
}

const DEFAULT_LIMITS: CacheLimits = { maxEntries: USER_ANSWER_CACHE_MAX_ENTRIES, maxBytes: Infinity };

export interface UserAnswerCache {
  /**
   * A user's answer for `key` (the call and its input), computed once. The answer must not
   * depend on the clock: a caller adds what the deadline decides on each request.
   */
  answer<T>(userID: number, key: string, compute: () => Promise<T>, options?: KeepOptions<T>): Promise<T>;
  drop(selection: Exclude<DropSelection, null>): void;
  readonly size: number;
}

/**
 * Answers kept per process by user and input. The keys are indexed by user and by match, so
 * a drop costs a lookup per key it drops however many answers are kept (a deadline rush drops
 * one user's and one match's answers per save). A computation that any drop overtook is not
 * kept: it may have read the rows the drop is about.
 */
export function createUserAnswerCache(clock?: () => number, limits: CacheLimits = DEFAULT_LIMITS): UserAnswerCache {
  const byUser = new KeyIndex<number>();
  const byMatch = new KeyIndex<string | null>();
  const entries = boundedCache<Entry>({
    max: limits.maxEntries,
    maxAgeMs: USER_ANSWER_CACHE_MAX_AGE_MS,
    clock,
    ...(Number.isFinite(limits.maxBytes) ? { maxWeight: { max: limits.maxBytes, of: (entry) => entry.bytes } } : {}),
    onRemove: (entry, id) => {
      byUser.remove(entry.userID, id);
      byMatch.remove(entry.match, id);
    },
  });
  let generation = 0;

  return {
    answer<T>(userID: number, key: string, compute: () => Promise<T>, options: KeepOptions<T> = {}): Promise<T> {
      const id = `${userID}|${key}`;
      const hit = entries.get(id);
      if (hit) return hit.value as Promise<T>;
      const startedAt = generation;
      const value = compute();
      value.then(
        (answer) => {
          if (generation !== startedAt || options.keep?.(answer) === false) return;
          const match = options.matchOf?.(answer) ?? null;
          const entry = { userID, match, value, bytes: options.weigh?.(answer) ?? 0 };
          entries.set(id, entry);
          // An answer heavier than the whole bound is not kept at all.
          if (entries.peek(id) !== entry) return;
          byUser.add(userID, id);
          byMatch.add(match, id);
        },
        // A failed computation is not kept: the next caller tries again.
        () => undefined,
      );
      return value;
    },
    drop(selection) {
      generation++;
      if (selection === 'all') entries.clear();
      else if ('users' in selection) {
        for (const userID of selection.users) for (const id of byUser.keys(userID)) entries.delete(id);
      } else {
        for (const id of [...byMatch.keys(selection.match), ...byMatch.keys(null)]) entries.delete(id);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/** Which bus messages drop what, for each kind of answer kept per user. */
export type DropRule = (message: BusMessage) => DropSelection;

const caches = new WeakMap<EventBus, Map<DropRule, UserAnswerCache>>();

/** The process's cache for one kind of answer, subscribed to the bus on first use. */
export function userAnswerCache(bus: EventBus, dropRule: DropRule, limits?: CacheLimits): UserAnswerCache {
  let ofBus = caches.get(bus);
  if (!ofBus) caches.set(bus, (ofBus = new Map()));
  let cache = ofBus.get(dropRule);
  if (!cache) {
    const created = createUserAnswerCache(undefined, limits);
    bus.subscribe((message) => {
      const selection = dropRule(message);
      if (selection) created.drop(selection);
    });
    ofBus.set(dropRule, (cache = created));
  }
  return cache;
}
