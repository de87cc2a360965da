import { describe, expect, it } from 'vitest';
import {
  barLabelsMayFit,
  dateAxisTicks,
  paddedAxis,
  niceStep,
  paddedDomain,
  shouldShowBarLabel,
  thinTicks,
  tickLimitForWidth,
} from './axis';
import { FALLBACK_CHART_COLOR, LEGEND_PALETTE, readableTextColor, seriesColor } from './palette';

/** Consecutive 'YYYY-MM-DD' days from `start` (local calendar). */
const days = (start: string, count: number): string[] => {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(y, m - 1, d + i);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  });
};
const weekday = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getDay();
};

describe('tickLimitForWidth', () => {
  it.each([
    [1440, 30],
    [769, 30],
    [768, 20],
    [641, 20],
    [640, 12],
    [481, 12],
    [480, 5],
    [375, 5],
  ])('at %i px allows %i ticks', (width, limit) => {
    expect(tickLimitForWidth(width)).toBe(limit);
  });
});

describe('dateAxisTicks', () => {
  it('puts ticks on Sundays only', () => {
    // 2026-03-01 is a Sunday.
    const values = days('2026-02-25', 60);
    const ticks = dateAxisTicks(values, 30);
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((t) => weekday(t) === 0)).toBe(true);
    expect(ticks[0]).toBe('2026-03-01');
  });

  it('respects the tick limit', () => {
    const values = days('2024-01-01', 730);
    for (const limit of [30, 20, 12, 5]) {
      const ticks = dateAxisTicks(values, limit);
      expect(ticks.length).toBeLessThanOrEqual(limit);
      expect(ticks.length).toBeGreaterThan(limit / 2);
      expect(ticks.every((t) => weekday(t) === 0)).toBe(true);
    }
  });

  it('accepts date-times', () => {
    expect(dateAxisTicks(['2026-03-01T00:00:00', '2026-03-02T00:00:00'], 5)).toEqual(['2026-03-01T00:00:00']);
  });

  it('falls back to thinned values when no point is a Sunday (monthly data)', () => {
    const months = Array.from(
      { length: 24 },
      (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-02`,
    );
    const ticks = dateAxisTicks(
      months.filter((m) => weekday(m) !== 0),
      5,
    );
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(ticks.length).toBeGreaterThan(0);
  });
});

describe('thinTicks', () => {
  it('keeps every n-th value from the first', () => {
    expect(thinTicks([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
    expect(thinTicks([1, 2], 5)).toEqual([1, 2]);
    expect(thinTicks([1, 2], 0)).toEqual([]);
  });
});

describe('paddedDomain', () => {
  it('pads by at least 10% of the range on both sides', () => {
    const [lo, hi] = paddedDomain([20, 120])!;
    expect(lo).toBeLessThanOrEqual(10);
    expect(hi).toBeGreaterThanOrEqual(130);
    // ...but not wildly more.
    expect(hi).toBeLessThanOrEqual(150);
  });

  it('does not go below zero for non-negative data', () => {
    expect(paddedDomain([0, 100])).toEqual([0, 125]);
    expect(paddedDomain([3, 100])![0]).toBe(0);
  });

  it('pads negative data downwards', () => {
    const [lo, hi] = paddedDomain([-50, 50])!;
    expect(lo).toBeLessThanOrEqual(-60);
    expect(hi).toBeGreaterThanOrEqual(60);
  });

  it('pads a flat series around its value', () => {
    const [lo, hi] = paddedDomain([40, 40, 40])!;
    expect(lo).toBeLessThan(40);
    expect(hi).toBeGreaterThan(40);
    expect(paddedDomain([0, 0])).toEqual([0, 1]);
  });

  it('returns null without finite values', () => {
    expect(paddedDomain([])).toBeNull();
    expect(paddedDomain([Number.NaN])).toBeNull();
  });

  it('rounds to readable steps', () => {
    expect(niceStep(0.13)).toBe(0.2);
    expect(niceStep(23)).toBe(25);
    expect(niceStep(700)).toBe(1000);
    expect(paddedDomain([0.1, 0.9])).toEqual([0, 1]);
  });

  it('gives round ticks from bound to bound', () => {
    expect(paddedAxis([0, 100])!.ticks).toEqual([0, 25, 50, 75, 100, 125]);
    expect(paddedAxis([0.1, 0.9])!.ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    const { domain, ticks } = paddedAxis([-50, 50])!;
    expect(ticks[0]).toBe(domain[0]);
    expect(ticks.at(-1)).toBe(domain[1]);
    expect(ticks).toContain(0);
  });
});

describe('bar labels', () => {
  it('hides labels on bars narrower than 45 px or shorter than 12 px', () => {
    expect(shouldShowBarLabel(45, 12)).toBe(true);
    expect(shouldShowBarLabel(44.9, 100)).toBe(false);
    expect(shouldShowBarLabel(100, 11.9)).toBe(false);
    // Negative bars have negative heights in SVG.
    expect(shouldShowBarLabel(60, -20)).toBe(true);
  });
});

describe('palette', () => {
  it('has 13 colours and cycles them by index', () => {
    expect(LEGEND_PALETTE).toHaveLength(13);
    expect(new Set(LEGEND_PALETTE).size).toBe(13);
    expect(seriesColor(0)).toBe(LEGEND_PALETTE[0]);
    expect(seriesColor(13)).toBe(LEGEND_PALETTE[0]);
    expect(seriesColor(27)).toBe(LEGEND_PALETTE[1]);
  });

  it('prefers an own colour and falls back to #1E2B38', () => {
    expect(seriesColor(3, '#ffe58f')).toBe('#ffe58f');
    expect(seriesColor(3, '  ')).toBe(LEGEND_PALETTE[3]);
    expect(seriesColor(undefined)).toBe(FALLBACK_CHART_COLOR);
    expect(seriesColor(-1, null)).toBe(FALLBACK_CHART_COLOR);
    expect(FALLBACK_CHART_COLOR).toBe('#1E2B38');
  });

  it('picks readable label text', () => {
    expect(readableTextColor('#1E3A5F')).toBe('#FFFFFF');
    expect(readableTextColor('#ffe58f')).toBe(FALLBACK_CHART_COLOR);
    expect(readableTextColor('#fff')).toBe(FALLBACK_CHART_COLOR);
    expect(readableTextColor('not a colour')).toBe(FALLBACK_CHART_COLOR);
  });
});

describe('barLabelsMayFit', () => {
  it('is true while a bar can reach the label width, counting the category gaps and side-by-side bars', () => {
    // 2 bands of 300 px: bars capped at 72 px.
    expect(barLabelsMayFit(600, 2, 1)).toBe(true);
    // 27 bands of 48.6 px (the Sales totals at 1440 px): 31 px bars.
    expect(barLabelsMayFit(1313, 27, 1)).toBe(false);
    // 10 bands of 70 px: 44.8 px rounds to 45, enough.
    expect(barLabelsMayFit(700, 10, 1)).toBe(true);
    expect(barLabelsMayFit(690, 10, 1)).toBe(false);
    // The same bands split between two grouped series.
    expect(barLabelsMayFit(1400, 10, 2)).toBe(true);
    expect(barLabelsMayFit(1400, 10, 3)).toBe(false);
    expect(barLabelsMayFit(600, 0, 1)).toBe(false);
  });
});
