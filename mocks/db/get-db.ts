import { dayFromLocalDate, isoFromDay } from './dates';
import { DEFAULT_SEED, startDbBuild, type Db, type DbBuild } from './generate';
import { DEMO_SCALE_STORAGE_KEY } from '../demo-keys';
import { demoStorage } from '../storage';

/**
 * The page URL's `?demoScale=`: read from the page where there is one; the engine's Web
 * Worker has none, so the page sends it with each message (engine-worker.ts).
 */
let pageDemoScale = (): string | null =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('demoScale');

export const setPageDemoScale = (value: string | null): void => {
  pageDemoScale = () => value;
};

/** The largest data set the demo makes: 100 times the default (~250,000 accounts). */
export const MAX_DEMO_SCALE = 100;

/** A valid scale from text (a positive number, at most MAX_DEMO_SCALE), else null. */
export const parseDemoScale = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? Math.min(n, MAX_DEMO_SCALE) : null;
};

let fixedScale: number | null = null;

/**
 * The HTTP demo API's `--scale`: the one data set size of its process, over any page URL or
 * stored setting (there is one data set per process). null lets those decide again.
 */
export const fixDemoScale = (scale: number | null): void => {
  fixedScale = scale;
};

/**
 * Data set size: a process's fixed scale (the HTTP demo API), else `?demoScale=10` in the
 * page URL over the stored `demo:scale` (so a benchmark link is self-contained); anything
 * else is scale 1.
 */
export const readDemoScale = (): number => {
  if (fixedScale !== null) return fixedScale;
  const parse = parseDemoScale;
  try {
    return parse(pageDemoScale()) ?? parse(demoStorage.get(DEMO_SCALE_STORAGE_KEY)) ?? 1;
  } catch {
    return 1;
  }
};

let cached: { key: string; build: DbBuild } | null = null;

/** The build of today's data set at the current scale (started when missing or stale). */
const currentBuild = (): DbBuild => {
  const scale = readDemoScale();
  const today = isoFromDay(dayFromLocalDate(new Date()));
  const key = `${DEFAULT_SEED}|${scale}|${today}`;
  if (cached?.key !== key) cached = { key, build: startDbBuild({ seed: DEFAULT_SEED, scale, today }) };
  return cached.build;
};

/**
 * The demo API's data set for today, generated once and memoised. A new calendar day
 * (a tab left open overnight) or a new scale regenerates it, so "This Week" always has
 * data. When `warmUpDb` has started it, this finishes the remaining part at once.
 */
export const getDb = (): Db => currentBuild().finish();

/** Longest slice of generation: a request that arrives meanwhile waits at most this long. */
const SLICE_MS = 40;

/**
 * Generates the data set in slices with a yield between them, so the requests that need
 * no data (sign-in, the session check) are answered while it is built, and the first data
 * request finds it ready or nearly so (getDb finishes the rest at once). Runs in the demo
 * engine's Web Worker (engine-worker.ts), off the page's main thread, where nothing else
 * waits for the thread: no idle callbacks needed. Returns a function that stops the
 * remaining slices.
 */
export const warmUpDb = (): (() => void) => {
  const build = currentBuild();
  let handle: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    // A newer build (scale or day changed) replaced this one: getDb builds that on demand.
    if (cached?.build !== build) return;
    if (!build.run(performance.now() + SLICE_MS)) handle = setTimeout(slice, 0);
  };
  handle = setTimeout(slice, 0);
  return () => clearTimeout(handle);
};

/** How far the current data set's generation has come, 0 to 1 (1: getDb answers at once). */
export const demoDbProgress = (): number => cached?.build.progress() ?? 0;

/** Tests that need a fixed date or size build their own via generateDb; this drops the memo. */
export const resetDbCache = (): void => {
  cached = null;
};
