/**
 * Display formatting for numbers, money, percentages and times (SPEC.md sections 3 and 9).
 * Pure and locale-pinned to en-US, so the demo API, the app and the tests agree on every
 * string whatever the browser's locale. Missing values (null, undefined, NaN) render as
 * NO_VALUE instead of "NaN" or "$0".
 */

export const LOCALE = 'en-US';

/** Shown where a value is missing. */
export const NO_VALUE = '—';

type Maybe<T> = T | null | undefined;

const isNumber = (value: Maybe<number>): value is number =>
  typeof value === 'number' && Number.isFinite(value);

// Intl.NumberFormat construction is slow; charts and map models format thousands of values.
// Each formatter is made once, found by a short key its caller spells out (cheaper than
// serialising the options on every call).
const formatters = new Map<string, Intl.NumberFormat>();
const numberFormat = (key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  let formatter = formatters.get(key);
  if (!formatter) {
    // 'negative': no '-0' when a tiny negative value rounds to zero.
    formatter = new Intl.NumberFormat(LOCALE, { signDisplay: 'negative', ...options });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** '1,234.5': thousands grouped, at most `maxFractionDigits` decimals (default 2). */
export function formatNumber(value: Maybe<number>, maxFractionDigits = 2): string {
  if (!isNumber(value)) return NO_VALUE;
  return numberFormat(`max${maxFractionDigits}`, { maximumFractionDigits: maxFractionDigits }).format(value);
}

/** '1,235': rounded to a whole number (cases, counts), thousands grouped. */
export function formatInteger(value: Maybe<number>): string {
  if (!isNumber(value)) return NO_VALUE;
  return numberFormat('max0', { maximumFractionDigits: 0 }).format(Math.round(value));
}

/**
 * '$1,235': sales amounts are rounded to whole dollars (SPEC.md section 9) unless
 * `cents` is set ('$1,234.56'). Negative amounts read '-$5'.
 */
export function formatMoney(value: Maybe<number>, options: { cents?: boolean } = {}): string {
  if (!isNumber(value)) return NO_VALUE;
  const digits = options.cents ? 2 : 0;
  const amount = options.cents ? value : Math.round(value);
  const text = numberFormat(`fixed${digits}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(amount));
  return `${amount < 0 && text !== '0' ? '-' : ''}$${text}`;
}

/**
 * '12.5%'. The value is already a percentage (12.5 means 12.5 %), as the API sends it.
 * At most one decimal: '33.3%'.
 */
export function formatPercent(value: Maybe<number>, maxFractionDigits = 1): string {
  if (!isNumber(value)) return NO_VALUE;
  return `${numberFormat(`max${maxFractionDigits}`, { maximumFractionDigits: maxFractionDigits }).format(value)}%`;
}

/** '(12.5%)': how summaries show a percentage next to a count (SPEC.md section 2). */
export function formatPercentInBrackets(value: Maybe<number>): string {
  if (!isNumber(value)) return '';
  return `(${formatPercent(value)})`;
}

const COMPACT_UNITS = [1, 1e3, 1e6, 1e9, 1e12] as const;
const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * Compact axis labels: 950, '1.2K', '3.4M', exactly as Intl's en-US compact notation with
 * one decimal writes them (the unit test compares them). Not Intl's compact formatter
 * itself: building it loads the locale's compact patterns, 25 ms on this machine (100 ms
 * at 4x CPU) in the task that first draws a chart or the sales map. Values of a
 * thousand trillion and more, which no axis here reaches, still go through it.
 */
export function formatCompact(value: Maybe<number>): string {
  if (!isNumber(value)) return NO_VALUE;
  const abs = Math.abs(value);
  if (abs >= 1e15)
    return numberFormat('compact1', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  const digits = (n: number) =>
    numberFormat('max1plain', { maximumFractionDigits: 1, useGrouping: false }).format(n);
  let unit = COMPACT_UNITS.findLastIndex((size) => abs >= size);
  if (unit < 0) unit = 0;
  let text = digits(abs / (COMPACT_UNITS[unit] ?? 1));
  // Rounding can reach the next unit: 999,950 is '1M', not '1000K'.
  if (Number(text) >= 1000 && unit < COMPACT_UNITS.length - 1) {
    unit += 1;
    text = digits(abs / (COMPACT_UNITS[unit] ?? 1));
  }
  return `${value < 0 && text !== '0' ? '-' : ''}${text}${COMPACT_SUFFIXES[unit] ?? ''}`;
}

/** Compact money for axes: '$950', '$1.2K'. */
export function formatCompactMoney(value: Maybe<number>): string {
  if (!isNumber(value)) return NO_VALUE;
  const text = formatCompact(Math.abs(value));
  return `${value < 0 && text !== '0' ? '-' : ''}$${text}`;
}

/** Minutes as 'HH:MM' (125 gives '02:05'; hours are not capped at 24: 1500 gives '25:00'). */
export function formatMinutes(value: Maybe<number>): string {
  if (!isNumber(value)) return NO_VALUE;
  const total = Math.round(Math.abs(value));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const sign = value < 0 && total > 0 ? '-' : '';
  return `${sign}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const TIME_RE = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})/;

/**
 * A time of day as 'hh:mm AM/PM' ('08:05 AM', '12:30 PM'). Accepts a Date, 'HH:mm',
 * 'HH:mm:ss' or an ISO date-time ('2026-03-01T17:45:00'); the clock time in the string is
 * used as written (no time-zone shift), since the server reports local times.
 */
export function formatClockTime(value: Maybe<Date | string>): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  let hours: number;
  let minutes: number;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return NO_VALUE;
    hours = value.getHours();
    minutes = value.getMinutes();
  } else {
    const match = TIME_RE.exec(value.trim()) ?? DATE_TIME_RE.exec(value.trim());
    if (!match) return NO_VALUE;
    hours = Number(match[1]);
    minutes = Number(match[2]);
    if (hours > 23 || minutes > 59) return NO_VALUE;
  }
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hours12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** How chart axes group dates (the Sales IntervalType). */
export type DateInterval = 'day' | 'week' | 'month' | 'year';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DATE_PREFIX_RE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A 'YYYY-MM-DD' date (or date-time) labelled for its interval: day and week 'Mar 1, 2026'
 * ('Mar 1' with `short`), month 'Mar 2026', year '2026'. Strings that are not dates are
 * returned unchanged, so category axes can share the formatter.
 */
export function formatDateLabel(value: string, interval: DateInterval = 'day', short = false): string {
  const match = ISO_DATE_PREFIX_RE.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) return value;
  switch (interval) {
    case 'year':
      return String(year);
    case 'month':
      return `${monthName} ${year}`;
    default:
      return short ? `${monthName} ${Number(day)}` : `${monthName} ${Number(day)}, ${year}`;
  }
}
