import { LRUCache } from 'lru-cache';

export interface BoundedCacheOptions<V extends object> {
  /** At most this many entries; the least recently used goes first beyond it. */
  max: number;
  /** No entry is served once it is this old (counted from when it was stored, not read). */
  maxAgeMs: number;
  /** Milliseconds, for tests; the process's monotonic clock when left out. */
  clock?: () => number;
  /** A bound on the entries' total weight too, with the weight of one (a positive whole number). */
  maxWeight?: { max: number; of: (value: V) => number };
  /** Told of every entry that leaves: evicted, expired, dropped or replaced (to keep indexes in step). */
  onRemove?: (value: V, key: string) => void;
}

/**
 * The API's bounded caches are lru-cache's, made here so each states only its bounds.
 *
 * Two readings of lru-cache's clock are adapted: it counts an entry stale once it is older
 * than `ttl`, where our caches promise that none is served at `maxAgeMs` (so `ttl` is a
 * millisecond less; every clock here counts whole milliseconds or finer), and it reads a start
 * time of 0 as 'no expiry', where a test's clock may start (an injected clock is read one
 * millisecond on: ages are differences, which an offset leaves alone). An injected clock is
 * read on every look-up (`ttlResolution: 0`), as a test moves it between two calls.
 */
export function boundedCache<V extends object>(options: BoundedCacheOptions<V>): LRUCache<string, V> {
  const { clock, maxWeight, onRemove } = options;
  return new LRUCache<string, V>({
    max: options.max,
    ttl: options.maxAgeMs - 1,
    ...(clock ? { perf: { now: () => clock() + 1 }, ttlResolution: 0 } : {}),
    ...(maxWeight ? { maxSize: maxWeight.max, sizeCalculation: (value: V) => Math.max(1, maxWeight.of(value)) } : {}),
    ...(onRemove ? { dispose: onRemove } : {}),
  });
}

/** Keys grouped by one of their entries' fields, so a drop finds its keys without a scan. */
export class KeyIndex<G> {
  private readonly groups = new Map<G, Set<string>>();
  add(group: G, key: string): void {
    const keys = this.groups.get(group) ?? new Set<string>();
    keys.add(key);
    this.groups.set(group, keys);
  }
  remove(group: G, key: string): void {
    const keys = this.groups.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.groups.delete(group);
  }
  keys(group: G): string[] {
    return [...(this.groups.get(group) ?? [])];
  }
  clear(): void {
    this.groups.clear();
  }
}
