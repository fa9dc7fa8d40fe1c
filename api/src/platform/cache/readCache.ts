import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { isFeedPost } from '@vsf/engine';
import { type BusMessage, type BusEventName } from '@vsf/contract';
import type { AppDeps } from '../../appDeps';
import type { EventBus } from '../bus/eventBus';
import { boundedCache } from './boundedCache';

/**
 * The process keeps four caches, each dropped whole on the bus messages that can make its
 * answers wrong: whole-season football answers (DESIGN §4, §7); the public news list, whose
 * comment counts change with every comment on an article (feed messages are not articles
 * and leave it alone) and with every article write ('posts:updated'); the fantasy lists
 * every user shares for a round after its deadline (top 7, most used, average), which only
 * a rescore, a season move or a user's new team name changes; and the same lists before the
 * deadline, which every saved team changes too (as it changes the season's fantasy numbers
 * per player, `getFantasyPlayerMetrics`, kept there as well).
 */
const DROPPED_BY = {
  season: (message: BusMessage) => SEASON_EVENTS.has(message.event),
  news: (message: BusMessage) =>
    message.event === 'posts:updated' ||
    (message.event === 'comment:new' && !isFeedPost((message as BusMessage<'comment:new'>).payload.postID)),
  fantasyRound: (message: BusMessage) => FANTASY_EVENTS.has(message.event),
  fantasyOpenRound: (message: BusMessage) => message.event === 'team:saved' || FANTASY_EVENTS.has(message.event),
} as const;

const SEASON_EVENTS: ReadonlySet<BusEventName> = new Set<BusEventName>([
  'fixtures:updated',
  'stats:updated',
  'season:changed',
  // The division's results and the table's corrections: getTables is a whole-season answer.
  'table:updated',
]);

/** What changes a round's teams after its deadline, or the names they are shown with. */
const FANTASY_EVENTS: ReadonlySet<BusEventName> = new Set<BusEventName>([
  ...SEASON_EVENTS,
  'rankings:updated',
  'users:changed',
]);

export type CacheName = keyof typeof DROPPED_BY;

/**
 * A safety net for changes that are not announced on the bus (an admin editing a
 * player's name, say): no answer is served older than this.
 */
export const READ_CACHE_MAX_AGE_MS = 60_000;

/** Keys include dates sent by callers, so the number of answers kept is bounded. */
export const READ_CACHE_MAX_ENTRIES = 500;

/** An answer ready to send: the JSON bytes, the same gzipped, and an ETag of them. */
export interface CachedAnswer {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface ReadCache {
  /**
   * The answer for `key`, computed once and shared by concurrent callers. It is kept
   * serialised (and gzipped), so a hit costs neither a query, a stringify nor compression.
   */
  answer(key: string, compute: () => Promise<object>): Promise<CachedAnswer>;
  /** Drops every answer; the bus calls this, tests may too. */
  clear(): void;
  readonly size: number;
}

export function serialiseAnswer(answer: object): CachedAnswer {
  const json = Buffer.from(JSON.stringify({ success: true, ...answer }));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, gzip: gzipSync(json), etag };
}

/** `clock` is for tests; the process's monotonic clock when left out. */
export function createReadCache(clock?: () => number, maxAgeMs = READ_CACHE_MAX_AGE_MS): ReadCache {
  const entries = boundedCache<Promise<CachedAnswer>>({ max: READ_CACHE_MAX_ENTRIES, maxAgeMs, clock });
  return {
    answer(key, compute) {
      const hit = entries.get(key);
      if (hit) return hit;
      const value = compute().then(serialiseAnswer);
      entries.set(key, value);
      // A failed computation is not remembered: the next caller tries again.
      value.catch(() => {
        if (entries.peek(key) === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      // An answer still being computed is dropped too: it may have read the old rows.
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** One set of caches per process (per bus), so every API process drops its own on the bus's events. */
const caches = new WeakMap<EventBus, Record<CacheName, ReadCache>>();

/** Subscribes the process's caches to the bus; called once when the app is created. */
export function attachReadCaches(deps: Pick<AppDeps, 'bus'>): Record<CacheName, ReadCache> {
  const existing = caches.get(deps.bus);
  if (existing) return existing;
  const created = {
    season: createReadCache(),
    news: createReadCache(),
    fantasyRound: createReadCache(),
    fantasyOpenRound: createReadCache(),
  };
  deps.bus.subscribe((message) => {
    for (const name of Object.keys(DROPPED_BY) as CacheName[]) {
      if (DROPPED_BY[name](message)) created[name].clear();
    }
  });
  caches.set(deps.bus, created);
  return created;
}

export function readCache(deps: Pick<AppDeps, 'bus'>, name: CacheName = 'season'): ReadCache {
  return attachReadCaches(deps)[name];
}
