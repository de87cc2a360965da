import { dayFromLocalDate, isoFromDay } from './dates';
import { DEFAULT_SEED, startDbBuild, type Db, type DbBuild } from './generate';

const SCALE_KEY = 'demo:scale';

/**
 * Data set size: `?demoScale=10` in the page URL wins over `localStorage['demo:scale']`
 * (so a benchmark link is self-contained); anything else is scale 1.
 */
export const readDemoScale = (): number => {
  const parse = (value: string | null | undefined) => {
    const n = Number(value);
    return value && Number.isFinite(n) && n > 0 ? Math.min(n, 100) : null;
  };
  if (typeof window === 'undefined') return 1;
  try {
    const fromUrl = parse(new URLSearchParams(window.location.search).get('demoScale'));
    if (fromUrl) return fromUrl;
    return parse(window.localStorage.getItem(SCALE_KEY)) ?? 1;
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

/** Longest slice of generation per idle period: short enough for the page to stay responsive. */
const MAX_SLICE_MS = 40;
/** Slice when the browser gave no idle time (the idle callback timed out) or has no idle callbacks. */
const MIN_SLICE_MS = 8;

/**
 * Generates the data set in small slices while the page is idle (requestIdleCallback,
 * else setTimeout), so the first API call finds it ready without a long freeze. Never
 * blocks: it only schedules work. Returns a function that stops the remaining slices
 * (getDb still completes the data set on demand).
 */
export const warmUpDb = (): (() => void) => {
  const build = currentBuild();
  let stopped = false;
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(slice, { timeout: 500 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(() => slice(null), 16);
      cancel = () => window.clearTimeout(handle);
    }
  };
  const slice = (deadline: IdleDeadline | null) => {
    // A newer build (scale or day changed) replaced this one: getDb builds that on demand.
    if (stopped || cached?.build !== build) return;
    const budget = Math.min(MAX_SLICE_MS, Math.max(MIN_SLICE_MS, deadline?.timeRemaining() ?? 0));
    if (!build.run(performance.now() + budget)) schedule();
  };
  schedule();
  return () => {
    stopped = true;
    cancel();
  };
};

/** How far the current data set's generation has come, 0 to 1 (1: getDb answers at once). */
export const demoDbProgress = (): number => cached?.build.progress() ?? 0;

/** Tests that need a fixed date or size build their own via generateDb; this drops the memo. */
export const resetDbCache = (): void => {
  cached = null;
};
