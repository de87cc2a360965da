import { parseIsoDate } from '@/lib/dates';

/**
 * Axis rules of SPEC.md section 9, as pure functions so they are tested without a DOM.
 */

/** The most x-axis ticks a line chart shows at a window width (px). */
export function tickLimitForWidth(windowWidth: number): number {
  if (windowWidth > 768) return 30;
  if (windowWidth > 640) return 20;
  if (windowWidth > 480) return 12;
  return 5;
}

const isSunday = (value: string): boolean => {
  const date = parseIsoDate(value.slice(0, 10));
  return date !== null && date.getDay() === 0;
};

/**
 * Ticks for a date axis: Sundays only, thinned evenly to at most `limit`. Data without a
 * Sunday (monthly or Monday-based weekly points) falls back to every value, thinned the
 * same way, so the axis is never blank.
 */
export function dateAxisTicks(values: readonly string[], limit: number): string[] {
  const sundays = values.filter(isSunday);
  return thinTicks(sundays.length > 0 ? sundays : values, limit);
}

/** Every n-th value so that at most `limit` remain, starting at the first. */
export function thinTicks<T>(values: readonly T[], limit: number): T[] {
  if (limit <= 0 || values.length === 0) return [];
  const step = Math.ceil(values.length / limit);
  return values.filter((_, i) => i % step === 0);
}

export interface PaddedAxis {
  domain: [number, number];
  /** Round steps from bound to bound, so recharts does not re-nice past the padding. */
  ticks: number[];
}

/**
 * The y axis: the data range padded by 10% of the range on each side (SPEC.md section 9),
 * never dipping below zero for non-negative data, then rounded outwards to a readable
 * step so tick labels are round numbers. A flat series is padded by 10% of its value
 * (or by 1 around zero).
 */
export function paddedAxis(values: readonly number[]): PaddedAxis | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const range = max - min;
  const pad = range > 0 ? range * 0.1 : Math.abs(max) * 0.1 || 1;
  let lo = min - pad;
  let hi = max + pad;
  if (min >= 0 && lo < 0) lo = 0;
  const step = niceStep((hi - lo) / 5);
  lo = roundFloat(Math.floor(lo / step) * step);
  hi = roundFloat(Math.ceil(hi / step) * step);
  const ticks: number[] = [];
  for (let i = 0; lo + i * step <= hi + step / 1e6; i++) ticks.push(roundFloat(lo + i * step));
  return { domain: [lo, hi], ticks };
}

export const paddedDomain = (values: readonly number[]): [number, number] | null =>
  paddedAxis(values)?.domain ?? null;

/** 1, 2, 2.5 or 5 times a power of ten, at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

const roundFloat = (value: number): number => Number.parseFloat(value.toPrecision(12));

/** Bar value labels only where they fit: not on bars narrower than 45 px or shorter than 12 px. */
export const MIN_LABEL_BAR_WIDTH = 45;
export const MIN_LABEL_BAR_HEIGHT = 12;

export function shouldShowBarLabel(width: number, height: number): boolean {
  return Math.abs(width) >= MIN_LABEL_BAR_WIDTH && Math.abs(height) >= MIN_LABEL_BAR_HEIGHT;
}

/** The bar chart's category gap on each side of a band (recharts' barCategoryGap). */
export const BAR_CATEGORY_GAP = 0.18;
/** The widest a bar is drawn (recharts' maxBarSize). */
export const MAX_BAR_SIZE = 72;

/**
 * Whether any bar of a chart `chartWidth` wide, with `categories` bands and `barsPerBand`
 * bars side by side in each, can be wide enough for a value label. An upper bound (the
 * whole chart width as the plot), so it never drops a label that would show: when it says
 * no, the chart skips recharts' label list, a label element per bar that each returns
 * nothing (measured: 270 of them in the Sales SKU chart at any width).
 */
export function barLabelsMayFit(chartWidth: number, categories: number, barsPerBand: number): boolean {
  if (categories <= 0 || barsPerBand <= 0) return false;
  const widest = ((chartWidth / categories) * (1 - 2 * BAR_CATEGORY_GAP)) / barsPerBand;
  // recharts rounds the bar size: half a pixel more can still round up to the label's minimum.
  return Math.min(MAX_BAR_SIZE, widest + 0.5) >= MIN_LABEL_BAR_WIDTH;
}
