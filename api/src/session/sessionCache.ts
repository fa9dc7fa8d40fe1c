import type { SessionUser } from '@vsf/engine';
import type { EventBus } from '../bus/eventBus';

/** A session as the database answered it: its user's columns and when it expires. */
export interface StoredSession {
  user: SessionUser;
  expiresAt: Date;
}

interface Entry {
  user: SessionUser;
  expiresAt: number;
  storedAt: number;
}

/** Bounds the memory: one entry per active session, the oldest dropped first beyond this. */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;
/**
 * A safety net for a change no process announced (an operator editing the database by hand):
 * no session answer is older than this.
 */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;

export interface SessionCache {
  /** The session's user, from the cache or from `read` (which answers null for no valid session). */
  find(id: string, now: Date, read: () => Promise<StoredSession | null>): Promise<SessionUser | null>;
  /** Drops what is kept of these users' sessions (every session with 'all'). */
  drop(userIDs: readonly number[] | 'all'): void;
  readonly size: number;
}

/**
 * The process's sessions by their ID (the token's HMAC). Every write to `users` and
 * `sessions` announces the users it touched (`userWrites.ts`); each process drops them.
 * A read that began before a drop is not kept, since it may have read the old rows.
 */
export function createSessionCache(clock: () => number = Date.now): SessionCache {
  const entries = new Map<string, Entry>();
  const idsByUser = new Map<number, Set<string>>();
  let generation = 0;

  function forget(id: string): void {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    const ids = idsByUser.get(entry.user.userID);
    ids?.delete(id);
    if (ids?.size === 0) idsByUser.delete(entry.user.userID);
  }

  function keep(id: string, stored: StoredSession): void {
    forget(id);
    entries.set(id, { user: stored.user, expiresAt: stored.expiresAt.getTime(), storedAt: clock() });
    const ids = idsByUser.get(stored.user.userID) ?? new Set<string>();
    ids.add(id);
    idsByUser.set(stored.user.userID, ids);
    // A Map keeps insertion order: the first key is the oldest entry.
    if (entries.size > SESSION_CACHE_MAX_ENTRIES) forget(entries.keys().next().value as string);
  }

  return {
    async find(id, now, read) {
      const hit = entries.get(id);
      if (hit && now.getTime() < hit.expiresAt && clock() - hit.storedAt < SESSION_CACHE_MAX_AGE_MS) {
        return hit.user;
      }
      if (hit) forget(id);
      const readFrom = generation;
      const stored = await read();
      if (stored && generation === readFrom) keep(id, stored);
      return stored?.user ?? null;
    },
    drop(userIDs) {
      generation++;
      if (userIDs === 'all') {
        entries.clear();
        idsByUser.clear();
        return;
      }
      for (const userID of userIDs) {
        for (const id of idsByUser.get(userID) ?? []) forget(id);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/** One cache per process (per bus), so every API process drops its own on the bus's messages. */
const caches = new WeakMap<EventBus, SessionCache>();

/** The process's session cache, subscribed to `users:changed` on first use. */
export function sessionCache(bus: EventBus): SessionCache {
  let cache = caches.get(bus);
  if (!cache) {
    const created = createSessionCache();
    bus.subscribe((message) => {
      if (message.event === 'users:changed') created.drop((message.payload as { userIDs: number[] | 'all' }).userIDs);
    });
    caches.set(bus, (cache = created));
  }
  return cache;
}
