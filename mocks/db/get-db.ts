import { dayFromLocalDate, isoFromDay } from './dates';
import { DEFAULT_SEED, generateDb, type Db } from './generate';

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

let cached: { key: string; db: Db } | null = null;

/**
 * The demo API's data set for today, generated once and memoised. A new calendar day
 * (a tab left open overnight) or a new scale regenerates it, so "This Week" always has
 * data.
 */
export const getDb = (): Db => {
  const scale = readDemoScale();
  const today = isoFromDay(dayFromLocalDate(new Date()));
  const key = `${DEFAULT_SEED}|${scale}|${today}`;
  if (cached?.key !== key) cached = { key, db: generateDb({ seed: DEFAULT_SEED, scale, today }) };
  return cached.db;
};

/** Tests that need a fixed date or size build their own via generateDb; this drops the memo. */
export const resetDbCache = (): void => {
  cached = null;
};
