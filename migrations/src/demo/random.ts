/**
 * A seeded pseudo-random generator: the demo must come out identical for the same
 * options, so nothing here may touch Math.random or the clock.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, each chosen with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** `count` distinct items, each draw proportional to weight among those left. */
  weightedSample<T>(items: readonly T[], count: number, weight: (item: T) => number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A Poisson-distributed count: goals in a match are close to one. */
  poisson(mean: number): number;
}

/** mulberry32: tiny, fast and good enough for demo data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Every part of the demo gets its own stream (seed plus a label), so that adding a
 * poll does not reshuffle every fixture result.
 */
export function createRng(seed: number, stream = ''): Rng {
  const next = mulberry32((seed ^ hashString(stream)) >>> 0);

  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  }

  function weightedIndex<T>(items: readonly T[], weight: (item: T) => number): number {
    const weights = items.map((item) => Math.max(0, weight(item)));
    const total = weights.reduce((sum, w) => sum + w, 0);
    if (total <= 0) return Math.floor(next() * items.length);
    let target = next() * total;
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i] as number;
      if (target < 0) return i;
    }
    return items.length - 1;
  }

  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick,
    weighted: (items, weight) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[weightedIndex(items, weight)] as (typeof items)[number];
    },
    weightedSample: (items, count, weight) => {
      const left = [...items];
      const chosen: (typeof items)[number][] = [];
      while (chosen.length < count && left.length > 0) {
        const index = weightedIndex(left, weight);
        chosen.push(left[index] as (typeof items)[number]);
        left.splice(index, 1);
      }
      return chosen;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof items)[number], copy[i] as (typeof items)[number]];
      }
      return copy;
    },
    poisson: (mean) => {
      // Knuth's method; the means used here are small.
      const limit = Math.exp(-mean);
      let count = 0;
      let product = next();
      while (product > limit) {
        count++;
        product *= next();
      }
      return count;
    },
  };
}

/** FNV-1a, 32 bits: a stable hash for seeds and image etags. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
