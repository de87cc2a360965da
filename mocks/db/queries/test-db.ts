import { generateDb, type Db } from '../generate';

/** A fixed day, so query tests do not depend on the calendar. */
export const TEST_TODAY = '2026-11-22';

let shared: Db | null = null;

/** One data set per test file (generation takes a moment). */
export const testDb = (): Db => (shared ??= generateDb({ today: TEST_TODAY }));

/** Runs `fn` repeatedly and returns timing percentiles in ms. */
export const measure = (fn: () => unknown, runs = 30): { p50: number; p95: number; max: number } => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
};
