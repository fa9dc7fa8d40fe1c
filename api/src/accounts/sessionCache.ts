import type { SessionUser } from '@vsf/contract';
import type { EventBus } from '../platform/bus/eventBus';
import { boundedCache, KeyIndex } from '../platform/cache/boundedCache';

/** A session as the database answered it: its user's columns and when it expires. */
export interface StoredSession {
  user: SessionUser;
  expiresAt: Date;
}

interface Entry {
  user: SessionUser;
  expiresAt: number;
}

/** Bounds the memory: one entry per active session, the least recently used dropped first beyond this. */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;
/**
 * A safety net for a change no process announced (an operator editing the database by hand):
 * no session answer is older than this.
 */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;

export interface SessionCache {
  /** The session's user, from the cache or from `read` (which answers null for no valid session). */
  find(token: string, now: Date, read: () => Promise<StoredSession | null>): Promise<SessionUser | null>;
  /** Drops what is kept of these users' sessions (every session with 'all'). */
  drop(userIDs: readonly number[] | 'all'): void;
  readonly size: number;
}

/**
 * The process's sessions by their cookie's token (the database holds only its HMAC). Every write to `users` and
 * `sessions` announces the users it touched (`userWrites.ts`); each process drops them.
 * A read that began before a drop is not kept, since it may have read the old rows.
 */
export function createSessionCache(clock?: () => number): SessionCache {
  const tokensByUser = new KeyIndex<number>();
  const entries = boundedCache<Entry>({
    max: SESSION_CACHE_MAX_ENTRIES,
    maxAgeMs: SESSION_CACHE_MAX_AGE_MS,
    clock,
    onRemove: (entry, token) => tokensByUser.remove(entry.user.userID, token),
  });
  let generation = 0;

  return {
    async find(token, now, read) {
      const hit = entries.get(token);
      if (hit && now.getTime() < hit.expiresAt) return hit.user;
      if (hit) entries.delete(token);
      const readFrom = generation;
      const stored = await read();
      if (stored && generation === readFrom) {
        entries.set(token, { user: stored.user, expiresAt: stored.expiresAt.getTime() });
        tokensByUser.add(stored.user.userID, token);
      }
      return stored?.user ?? null;
    },
    drop(userIDs) {
      generation++;
      if (userIDs === 'all') entries.clear();
      else for (const userID of userIDs) for (const token of tokensByUser.keys(userID)) entries.delete(token);
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
