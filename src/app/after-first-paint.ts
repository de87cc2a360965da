import { afterPerformanceEntry } from '@/lib/performance-entry';

/**
 * Runs `run` once the page's first contentful paint has happened (at once if it already
 * has), or after `maxWaitMs` when the browser does not report paints (jsdom, old browsers)
 * or nothing contentful paints. Returns a cancel function.
 *
 * Why: Lighthouse's simulation charges a paint with every request
 * that finished before it. Page code fetched while the stored token is checked finished
 * before the waiting shell painted, and so counted against its paint (~0.4 s of simulated
 * mobile FCP); started after that paint it still arrives well before /authtest's answer,
 * which is what the router waits for.
 */
export const afterFirstPaint = (run: () => void, maxWaitMs = 500): (() => void) =>
  afterPerformanceEntry('paint', (entry) => entry.name === 'first-contentful-paint', run, maxWaitMs);
