/**
 * Seeded pseudo-random numbers (mulberry32). The demo data set must be identical for the
 * same seed on every machine and in every test, so nothing here touches Math.random.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Index chosen with probability proportional to its weight. */
  weighted: (weights: readonly number[]) => number;
  /** Approximately normal (sum of uniforms), mean 0, standard deviation 1. */
  gauss: () => number;
  /** `count` distinct items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
}

/**
 * The generator draws millions of numbers, so the state lives in a Uint32Array: a plain
 * variable or field holding a full 32-bit value is boxed by V8, one heap allocation per
 * draw (garbage-collector work). The store wraps modulo 2^32 like `>>> 0`.
 */
class Mulberry32 implements Rng {
  private readonly state = new Uint32Array(1);

  constructor(seed: number) {
    this.state[0] = seed;
  }

  next(): number {
    const state = this.state;
    state[0] = (state[0] as number) + 0x6d2b79f5;
    let t = state[0] as number;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted(weights: readonly number[]): number {
    let total = 0;
    for (let i = 0; i < weights.length; i++) total += weights[i] as number;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  gauss(): number {
    return (this.next() + this.next() + this.next() + this.next() + this.next() + this.next() - 3) / 0.7071;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }
}

/** The bare mulberry32 stream as a function (same numbers as createRng(seed).next). */
export const mulberry32 = (seed: number): (() => number) => {
  const rng = new Mulberry32(seed);
  return () => rng.next();
};

/** Mixes a seed with a label so independent parts of the generator get independent streams. */
export const deriveSeed = (seed: number, label: string): number => {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h;
};

export const createRng = (seed: number): Rng => new Mulberry32(seed);
