import { describe, expect, it } from 'vitest';
import {
  baselineFor,
  baselineLabel,
  baselineRange,
  isMonthToDate,
  parseCompare,
  wholeMonths,
} from './comparison';

const r = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('baselineRange: previous period', () => {
  it('takes the same number of days just before the range', () => {
    expect(baselineRange(r('2026-03-10', '2026-04-08'), 'prev')).toEqual(r('2026-02-08', '2026-03-09'));
  });

  it('compares a one-day range with the day before, across a month end', () => {
    expect(baselineRange(r('2026-03-01', '2026-03-01'), 'prev')).toEqual(r('2026-02-28', '2026-02-28'));
    expect(baselineLabel(r('2026-03-01', '2026-03-01'), 'prev')).toBe('previous day');
  });

  it('compares whole months with as many whole months before', () => {
    expect(baselineRange(r('2026-03-01', '2026-03-31'), 'prev')).toEqual(r('2026-02-01', '2026-02-28'));
    expect(baselineRange(r('2024-03-01', '2024-03-31'), 'prev')).toEqual(r('2024-02-01', '2024-02-29'));
    expect(baselineRange(r('2026-01-01', '2026-03-31'), 'prev')).toEqual(r('2025-10-01', '2025-12-31'));
    expect(baselineLabel(r('2026-03-01', '2026-03-31'), 'prev')).toBe('previous month');
    expect(baselineLabel(r('2026-01-01', '2026-03-31'), 'prev')).toBe('previous 3 months');
  });

  it('treats a range not starting on the 1st as days', () => {
    expect(wholeMonths(r('2026-03-01', '2026-03-30'))).toBe(0);
    expect(wholeMonths(r('2026-03-02', '2026-03-31'))).toBe(0);
    expect(baselineRange(r('2026-03-02', '2026-03-31'), 'prev')).toEqual(r('2026-01-31', '2026-03-01'));
    expect(baselineLabel(r('2026-03-02', '2026-03-31'), 'prev')).toBe('previous 30 days');
  });
});

describe('baselineRange: a month to date, like for like', () => {
  it('compares with the same days of the previous month, not the days just before', () => {
    expect(isMonthToDate(r('2026-11-01', '2026-11-20'))).toBe(true);
    expect(baselineRange(r('2026-11-01', '2026-11-20'), 'prev')).toEqual(r('2026-10-01', '2026-10-20'));
    expect(baselineLabel(r('2026-11-01', '2026-11-20'), 'prev')).toBe('same days last month');
    expect(baselineRange(r('2026-01-01', '2026-01-15'), 'prev')).toEqual(r('2025-12-01', '2025-12-15'));
  });

  it("clips to the previous month's end when it is shorter", () => {
    expect(baselineRange(r('2026-03-01', '2026-03-30'), 'prev')).toEqual(r('2026-02-01', '2026-02-28'));
    expect(baselineRange(r('2024-03-01', '2024-03-30'), 'prev')).toEqual(r('2024-02-01', '2024-02-29'));
    expect(baselineRange(r('2026-05-01', '2026-05-30'), 'prev')).toEqual(r('2026-04-01', '2026-04-30'));
  });

  it('compares with the same days of last year', () => {
    expect(baselineRange(r('2026-11-01', '2026-11-20'), 'year')).toEqual(r('2025-11-01', '2025-11-20'));
    expect(baselineLabel(r('2026-11-01', '2026-11-20'), 'year')).toBe('same days last year');
    expect(baselineRange(r('2028-02-01', '2028-02-28'), 'year')).toEqual(r('2027-02-01', '2027-02-28'));
  });

  it('leaves whole months, other ranges and a Monday-to-Sunday week alone', () => {
    expect(isMonthToDate(r('2026-11-01', '2026-11-30'))).toBe(false);
    expect(isMonthToDate(r('2026-11-02', '2026-11-20'))).toBe(false);
    expect(isMonthToDate(r('2026-10-01', '2026-11-20'))).toBe(false);
    // 1 June 2026 is a Monday: Last Week, not a month to date.
    expect(isMonthToDate(r('2026-06-01', '2026-06-07'))).toBe(false);
    expect(baselineLabel(r('2026-06-01', '2026-06-07'), 'prev')).toBe('previous 7 days');
    expect(isMonthToDate(r('2026-06-01', '2026-06-01'))).toBe(false);
    expect(isMonthToDate(r('2026-06-01', '2026-06-02'))).toBe(true);
  });
});

describe('baselineRange: a year earlier', () => {
  it('moves both dates back a year', () => {
    expect(baselineRange(r('2026-03-10', '2026-04-08'), 'year')).toEqual(r('2025-03-10', '2025-04-08'));
    expect(baselineLabel(r('2026-03-10', '2026-04-08'), 'year')).toBe('same period last year');
  });

  it('maps 29 February to 28 February and keeps month ends on month ends', () => {
    expect(baselineRange(r('2024-02-29', '2024-02-29'), 'year')).toEqual(r('2023-02-28', '2023-02-28'));
    expect(baselineRange(r('2025-02-01', '2025-02-28'), 'year')).toEqual(r('2024-02-01', '2024-02-29'));
    expect(baselineRange(r('2024-02-10', '2024-02-28'), 'year')).toEqual(r('2023-02-10', '2023-02-28'));
  });
});

describe('baselineFor', () => {
  const params = { brand: 'Sunset Soda', dateStart: '2026-03-10', dateEnd: '2026-03-16', skuNames: 'Cola' };

  it('keeps every other param, so the key is the one the page uses for that period', () => {
    expect(baselineFor(params, 'prev', '2025-01-01')).toEqual({
      status: 'ready',
      params: { ...params, dateStart: '2026-03-03', dateEnd: '2026-03-09' },
      range: r('2026-03-03', '2026-03-09'),
      label: 'previous 7 days',
    });
  });

  it('clips a baseline that starts before the earliest date and drops one wholly before it', () => {
    expect(baselineFor(params, 'prev', '2026-03-05')).toMatchObject({
      status: 'ready',
      range: r('2026-03-05', '2026-03-09'),
    });
    expect(baselineFor(params, 'prev', '2026-03-10')).toEqual({
      status: 'unavailable',
      label: 'previous 7 days',
    });
  });

  it("gives every section's cards the same like-for-like month to date", () => {
    const mtd = { brand: 'Sunset Soda', dateStart: '2026-11-01', dateEnd: '2026-11-20' };
    expect(baselineFor(mtd, 'prev', '2020-01-01')).toEqual({
      status: 'ready',
      params: { ...mtd, dateStart: '2026-10-01', dateEnd: '2026-10-20' },
      range: r('2026-10-01', '2026-10-20'),
      label: 'same days last month',
    });
    expect(baselineFor(mtd, 'year', '2020-01-01')).toMatchObject({
      params: { dateStart: '2025-11-01', dateEnd: '2025-11-20' },
      label: 'same days last year',
    });
  });

  it('needs dates', () => {
    expect(baselineFor({ brand: 'B' }, 'prev', undefined)).toBeNull();
  });
});

describe('parseCompare', () => {
  it('accepts the two modes; anything else is off', () => {
    expect(parseCompare('prev')).toBe('prev');
    expect(parseCompare('year')).toBe('year');
    expect(parseCompare('yes')).toBeUndefined();
    expect(parseCompare(undefined)).toBeUndefined();
  });
});
