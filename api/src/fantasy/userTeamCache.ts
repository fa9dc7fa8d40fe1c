import type { BusEventName, BusMessage } from '@vsf/engine';
import type { EventBus } from '../bus/eventBus';

/** Bounds the memory: the oldest answer is dropped first beyond this. */
export const USER_TEAM_CACHE_MAX_ENTRIES = 20_000;
/** The safety net for a change no process announced: no answer is older than this. */
export const USER_TEAM_CACHE_MAX_AGE_MS = 60_000;

/**
 * What changes every user's team answers: a rescore (points), a season's schedule, results or
 * players (a deactivated player leaves the teams), a season move or a moved pointer (which
 * round is current), an admin's fantasy correction.
 */
const DROPS_ALL: ReadonlySet<BusEventName> = new Set<BusEventName>([
  'rankings:updated',
  'fixtures:updated',
  'stats:updated',
  'season:changed',
  'deadline',
]);

/** The users a message names, 'all' for every user, or null when it changes no team answer. */
function droppedUsers(message: BusMessage): readonly number[] | 'all' | null {
  if (DROPS_ALL.has(message.event)) return 'all';
  if (message.event === 'team:saved') return (message as BusMessage<'team:saved'>).payload.userIDs;
  if (message.event === 'users:changed') return (message as BusMessage<'users:changed'>).payload.userIDs;
  return null;
}

interface Entry {
  userID: number;
  value: Promise<unknown>;
  storedAt: number;
}

export interface UserTeamCache {
  /**
   * A user's own answer for `key` (the call and its input), computed once. The answer must
   * not depend on the clock: a caller adds what the deadline decides on each request.
   */
  answer<T>(userID: number, key: string, compute: () => Promise<T>): Promise<T>;
  drop(userIDs: readonly number[] | 'all'): void;
  readonly size: number;
}

/**
 * A manager's own team answers (the team editor's and the points page's), kept per process
 * by user and input; dropped for a user on `team:saved` and `users:changed`, and whole on
 * the season and ranking events. A computation that a drop overtook is not kept.
 */
export function createUserTeamCache(clock: () => number = Date.now): UserTeamCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    answer<T>(userID: number, key: string, compute: () => Promise<T>): Promise<T> {
      const id = `${userID}|${key}`;
      const hit = entries.get(id);
      if (hit && clock() - hit.storedAt < USER_TEAM_CACHE_MAX_AGE_MS) return hit.value as Promise<T>;
      entries.delete(id);
      const startedAt = generation;
      const value = compute();
      value.then(
        () => {
          if (generation !== startedAt) return;
          entries.set(id, { userID, value, storedAt: clock() });
          if (entries.size > USER_TEAM_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        },
        // A failed computation is not kept: the next caller tries again.
        () => undefined,
      );
      return value;
    },
    drop(userIDs) {
      generation++;
      if (userIDs === 'all') {
        entries.clear();
        return;
      }
      const dropped = new Set(userIDs);
      for (const [id, entry] of entries) if (dropped.has(entry.userID)) entries.delete(id);
    },
    get size() {
      return entries.size;
    },
  };
}

const caches = new WeakMap<EventBus, UserTeamCache>();

/** The process's cache of team answers, subscribed to the bus on first use. */
export function userTeamCache(bus: EventBus): UserTeamCache {
  let cache = caches.get(bus);
  if (!cache) {
    const created = createUserTeamCache();
    bus.subscribe((message) => {
      const users = droppedUsers(message);
      if (users) created.drop(users);
    });
    caches.set(bus, (cache = created));
  }
  return cache;
}
