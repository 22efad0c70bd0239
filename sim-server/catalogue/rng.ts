// A small seeded PRNG for the hot loops (100,000 jobs must take well under a second or two), and
// stable string hashing for seeds and ids. Nothing here reads the clock or Math.random.

/** 32-bit FNV-1a of a string, finished with murmur3's mixer so that close inputs spread apart. */
export function hashString(text: string, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seed for one purpose of one run: the same seed and labels always give the same number. */
export function deriveSeed(seed: number, ...labels: Array<string | number>): number {
  return hashString(`${seed}|${labels.join('|')}`);
}

/** A UUID-shaped id (version 4 layout) that depends only on the text, so it is stable across seeds. */
export function stableUuid(text: string): string {
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  const a = hex(hashString(text, 1));
  const b = hex(hashString(text, 2));
  const c = hex(hashString(text, 3));
  const d = hex(hashString(text, 4));
  const variant = ((parseInt(c.charAt(0), 16) & 0x3) | 0x8).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}

/** Mulberry32: tiny, fast and good enough for test data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }

  /** Index drawn from cumulative weights (ascending, the last one being the total). */
  weighted(cumulative: Float64Array): number {
    const target = this.next() * (cumulative[cumulative.length - 1] ?? 0);
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** `count` distinct items in the order drawn (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = items.slice();
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const swap = at(pool, j);
      pool[j] = at(pool, i);
      pool[i] = swap;
    }
    return pool.slice(0, n);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }

  /** A seed for a library that takes one. */
  seed(): number {
    return Math.floor(this.next() * 2 ** 31);
  }
}

/** Cumulative weights for `Rng.weighted`. */
export function cumulativeWeights(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, i) => {
    total += weight;
    out[i] = total;
  });
  return out;
}

/** Element `index` of a list that is known to be long enough; throws instead of returning undefined. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined && !(index >= 0 && index < items.length)) {
    throw new RangeError(`index ${index} is outside a list of ${items.length}`);
  }
  return item as T;
}
