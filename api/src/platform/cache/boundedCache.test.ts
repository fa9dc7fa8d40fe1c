import { describe, expect, it } from 'vitest';
import { boundedCache } from './boundedCache';

describe('the bounded cache', () => {
  it('serves an entry until it is maxAgeMs old, by a clock that starts at 0', () => {
    let now = 0;
    const cache = boundedCache<{ n: number }>({ max: 10, maxAgeMs: 1000, clock: () => now });
    cache.set('k', { n: 1 });
    now = 999;
    expect(cache.get('k')).toEqual({ n: 1 });
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the least recently used entry beyond max, and tells of every entry that leaves', () => {
    const removed: string[] = [];
    const cache = boundedCache<{ n: number }>({ max: 2, maxAgeMs: 60_000, onRemove: (_, key) => removed.push(key) });
    cache.set('a', { n: 1 });
    cache.set('b', { n: 2 });
    cache.get('a');
    cache.set('c', { n: 3 });
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    cache.delete('a');
    cache.clear();
    expect(removed).toEqual(['b', 'a', 'c']);
  });

  it('bounds the total weight too, and keeps no entry heavier than the bound', () => {
    const cache = boundedCache<{ bytes: number }>({
      max: 100,
      maxAgeMs: 60_000,
      maxWeight: { max: 100, of: (value) => value.bytes },
    });
    cache.set('a', { bytes: 60 });
    cache.set('b', { bytes: 0 });
    cache.set('c', { bytes: 60 });
    expect([...cache.keys()].sort()).toEqual(['b', 'c']);
    cache.set('d', { bytes: 101 });
    expect(cache.has('d')).toBe(false);
  });
});
