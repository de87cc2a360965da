/**
 * The generator and the queries count in whole days ("day numbers": days since
 * 1970-01-01 of the calendar date), which makes ranges, weeks and rollups integer
 * arithmetic. Dates cross the API as 'YYYY-MM-DD' strings.
 */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const dayFromParts = (year: number, month: number, day: number): DayNumber =>
  Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);

/** 'YYYY-MM-DD' -> day number, or null when the text is not a real calendar date. */
export const parseIsoDay = (value: string | undefined | null): DayNumber | null => {
  if (!value) return null;
  const m = ISO_RE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = dayFromParts(y, mo, d);
  return isoFromDay(day) === value ? day : null;
};

export const isoFromDay = (day: DayNumber): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** The local calendar date of a Date (the browser's time zone, docs/decisions.md behaviour 5). */
export const dayFromLocalDate = (date: Date): DayNumber =>
  dayFromParts(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** 0 = Monday ... 6 = Sunday (ISO). 1970-01-01 was a Thursday. */
export const isoWeekday = (day: DayNumber): number => (((day + 3) % 7) + 7) % 7;

export const startOfIsoWeek = (day: DayNumber): DayNumber => day - isoWeekday(day);

export const yearMonthOf = (day: DayNumber): { year: number; month: number } => {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

export const startOfMonth = (day: DayNumber): DayNumber => {
  const { year, month } = yearMonthOf(day);
  return dayFromParts(year, month, 1);
};

export const startOfNextMonth = (day: DayNumber): DayNumber => {
  const { year, month } = yearMonthOf(day);
  return month === 12 ? dayFromParts(year + 1, 1, 1) : dayFromParts(year, month + 1, 1);
};

export const startOfYear = (day: DayNumber): DayNumber => dayFromParts(yearMonthOf(day).year, 1, 1);

export const startOfNextYear = (day: DayNumber): DayNumber => dayFromParts(yearMonthOf(day).year + 1, 1, 1);

/**
 * First index in a sorted day list whose value is >= target. Takes plain arrays only:
 * mixing typed and plain arrays at one call site makes V8's element access megamorphic,
 * several times slower in the hot query loops.
 */
export const lowerBound = (sorted: readonly number[], target: number): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** First index in a sorted day list whose value is > target (plain arrays only, see lowerBound). */
export const upperBound = (sorted: readonly number[], target: number): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
