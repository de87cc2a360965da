import { describe, expect, it } from 'vitest';
import {
  NO_VALUE,
  formatClockTime,
  formatCompact,
  formatCompactMoney,
  formatDateLabel,
  formatInteger,
  formatMinutes,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPercentInBrackets,
} from './format';

describe('formatNumber', () => {
  it('groups thousands and keeps up to two decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(2.345678)).toBe('2.35');
    expect(formatNumber(2.345678, 0)).toBe('2');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('shows a dash for missing values', () => {
    expect(formatNumber(null)).toBe(NO_VALUE);
    expect(formatNumber(undefined)).toBe(NO_VALUE);
    expect(formatNumber(Number.NaN)).toBe(NO_VALUE);
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(NO_VALUE);
  });
});

describe('formatInteger', () => {
  it('rounds and groups', () => {
    expect(formatInteger(1234.5)).toBe('1,235');
    expect(formatInteger(-1234.4)).toBe('-1,234');
    expect(formatInteger(-0.4)).toBe('0');
  });
});

describe('formatMoney', () => {
  it('prefixes a dollar sign and rounds to whole dollars', () => {
    expect(formatMoney(1234567.89)).toBe('$1,234,568');
    expect(formatMoney(0.4)).toBe('$0');
    expect(formatMoney(-5.2)).toBe('-$5');
    expect(formatMoney(-0.2)).toBe('$0');
  });

  it('keeps cents on request', () => {
    expect(formatMoney(1234.5, { cents: true })).toBe('$1,234.50');
  });

  it('shows a dash for missing values', () => {
    expect(formatMoney(null)).toBe(NO_VALUE);
  });
});

describe('percentages', () => {
  it('formats a percentage value with at most one decimal', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(33.3333)).toBe('33.3%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(1234.5)).toBe('1,234.5%');
  });

  it('puts it in brackets for summaries', () => {
    expect(formatPercentInBrackets(12.5)).toBe('(12.5%)');
    expect(formatPercentInBrackets(0)).toBe('(0%)');
    expect(formatPercentInBrackets(null)).toBe('');
  });
});

describe('compact axis labels', () => {
  it('abbreviates thousands and millions', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(3_400_000)).toBe('3.4M');
    expect(formatCompactMoney(1234)).toBe('$1.2K');
    expect(formatCompactMoney(-1234)).toBe('-$1.2K');
  });

  it('writes compact numbers exactly as Intl en-US compact notation does', () => {
    const intl = new Intl.NumberFormat('en-US', {
      notation: 'compact',
      maximumFractionDigits: 1,
      signDisplay: 'negative',
    });
    const values = [0, -0, 0.04, -0.04, 0.05, 0.15, 1.15, 12.25, 999.94, 999.95, 999.96, 1000, 1050, 1150];
    for (let exp = 0; exp < 15; exp++) {
      const unit = 10 ** exp;
      for (const m of [1, 1.05, 1.15, 1.25, 9.995, 9.9949, 9.9951, 99.95, 999.5, 999.949, 999.95, 999.96]) {
        values.push(m * unit, Math.round(m * unit), Math.round(m * unit) - 1, Math.round(m * unit) + 1);
      }
    }
    // A fixed pseudo-random spread of magnitudes, whole and fractional.
    let seed = 26;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 48271) % 2147483647;
      const magnitude = 10 ** ((seed % 1500) / 100);
      values.push(magnitude, Math.round(magnitude), Math.round(magnitude * 100) / 100);
    }
    const misses = values.flatMap((v) =>
      [v, -v]
        .filter((x) => formatCompact(x) !== intl.format(x))
        .map((x) => `${x}: ${formatCompact(x)} vs ${intl.format(x)}`),
    );
    expect(misses).toEqual([]);
  });
});

describe('formatMinutes', () => {
  it('renders HH:MM', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(5)).toBe('00:05');
    expect(formatMinutes(125)).toBe('02:05');
    expect(formatMinutes(1500)).toBe('25:00');
    expect(formatMinutes(59.6)).toBe('01:00');
    expect(formatMinutes(-65)).toBe('-01:05');
    expect(formatMinutes(null)).toBe(NO_VALUE);
  });
});

describe('formatClockTime', () => {
  it('renders hh:mm AM/PM from times, date-times and dates', () => {
    expect(formatClockTime('08:05')).toBe('08:05 AM');
    expect(formatClockTime('00:00:00')).toBe('12:00 AM');
    expect(formatClockTime('12:30')).toBe('12:30 PM');
    expect(formatClockTime('17:45:10')).toBe('05:45 PM');
    expect(formatClockTime('2026-03-01T23:59:00')).toBe('11:59 PM');
    expect(formatClockTime('2026-03-01 07:00:00')).toBe('07:00 AM');
    expect(formatClockTime(new Date(2026, 2, 1, 13, 7))).toBe('01:07 PM');
  });

  it('shows a dash for missing or malformed values', () => {
    expect(formatClockTime(null)).toBe(NO_VALUE);
    expect(formatClockTime('')).toBe(NO_VALUE);
    expect(formatClockTime('25:00')).toBe(NO_VALUE);
    expect(formatClockTime('soon')).toBe(NO_VALUE);
    expect(formatClockTime(new Date('nope'))).toBe(NO_VALUE);
  });
});

describe('formatDateLabel', () => {
  it('labels dates by interval', () => {
    expect(formatDateLabel('2026-03-01', 'day')).toBe('Mar 1, 2026');
    expect(formatDateLabel('2026-03-01', 'day', true)).toBe('Mar 1');
    expect(formatDateLabel('2026-03-02', 'week')).toBe('Mar 2, 2026');
    expect(formatDateLabel('2026-03-01T00:00:00', 'month')).toBe('Mar 2026');
    expect(formatDateLabel('2026-03-01', 'year')).toBe('2026');
  });

  it('passes non-dates through', () => {
    expect(formatDateLabel('Irvine')).toBe('Irvine');
    expect(formatDateLabel('2026-13-01')).toBe('2026-13-01');
  });
});
