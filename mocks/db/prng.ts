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

export const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Mixes a seed with a label so independent parts of the generator get independent streams. */
export const deriveSeed = (seed: number, label: string): number => {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h;
};

export const createRng = (seed: number): Rng => {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const weighted = (weights: readonly number[]) => {
    let total = 0;
    for (const w of weights) total += w;
    let r = next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return i;
    }
    return weights.length - 1;
  };
  const gauss = () => (next() + next() + next() + next() + next() + next() - 3) / 0.7071;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  };
  return { next, int, chance: (p) => next() < p, pick, weighted, gauss, sample };
};
