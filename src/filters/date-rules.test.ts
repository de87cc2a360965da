import { describe, expect, it } from 'vitest';
import {
  dateLimits,
  INVALID_RANGE_DESCRIPTION,
  INVALID_RANGE_TITLE,
  isDateSelectable,
  maxDateFor,
  onBrandChange,
  validateRangeOnApply,
} from './date-rules';

const TODAY = '2026-11-22';
const EARLIEST = '2025-06-01';

describe('date limits', () => {
  it('stops at today, or one year ahead on the schedule', () => {
    expect(maxDateFor('sales', TODAY)).toBe(TODAY);
    expect(maxDateFor('schedule', TODAY)).toBe('2027-11-22');
    const limits = dateLimits('sales', EARLIEST, TODAY);
    expect(isDateSelectable('2025-06-01', limits)).toBe(true);
    expect(isDateSelectable('2025-05-31', limits)).toBe(false);
    expect(isDateSelectable('2026-11-23', limits)).toBe(false);
    expect(isDateSelectable('2027-01-01', dateLimits('schedule', undefined, TODAY))).toBe(true);
  });
});

describe('validateRangeOnApply', () => {
  it('passes a valid range', () => {
    expect(validateRangeOnApply({ startDate: '2025-07-01', endDate: TODAY }, EARLIEST, TODAY)).toEqual({
      status: 'ok',
      range: { startDate: '2025-07-01', endDate: TODAY },
    });
    expect(validateRangeOnApply({ startDate: TODAY, endDate: TODAY }, EARLIEST, TODAY).status).toBe('ok');
  });

  it.each([
    [{ endDate: TODAY }],
    [{ startDate: '', endDate: TODAY }],
    [{ startDate: '2025-07-01', endDate: null }],
    [{ startDate: '2025-05-31', endDate: TODAY }],
    [{ startDate: 'garbage', endDate: TODAY }],
  ])('resets a missing, empty or too-early date to earliest..today with a warning (%o)', (range) => {
    expect(validateRangeOnApply(range, EARLIEST, TODAY)).toEqual({
      status: 'reset',
      range: { startDate: EARLIEST, endDate: TODAY },
      warning: true,
    });
  });

  it.each([
    [{ startDate: '2026-02-01', endDate: '2026-01-01' }],
    [{ startDate: '2026-02-01', endDate: '2026-11-23' }],
  ])('rejects an invalid interval with the exact texts (%o)', (range) => {
    expect(validateRangeOnApply(range, EARLIEST, TODAY)).toEqual({
      status: 'invalid',
      title: 'The start or end date is incorrect!',
      description:
        'Selected date period is invalid for current brand. Please, check the date interval or select another brand.',
    });
    expect(INVALID_RANGE_TITLE).toBe('The start or end date is incorrect!');
    expect(INVALID_RANGE_DESCRIPTION).toMatch(/^Selected date period is invalid/);
  });

  it('lets the schedule apply future dates up to its limit', () => {
    expect(
      validateRangeOnApply(
        { startDate: '2026-11-30', endDate: '2026-12-06' },
        EARLIEST,
        TODAY,
        maxDateFor('schedule', TODAY),
      ).status,
    ).toBe('ok');
  });
});

describe('onBrandChange', () => {
  const filter = {
    brand: 'New',
    startDate: '2025-01-01',
    endDate: '2026-10-01',
    skuNames: ['Cola'],
    salesSkuNames: ['A'],
    merchandisingSkuNames: ['B'],
    distributors: ['D'],
    cities: ['Irvine'],
  };

  it('clears SKU and distributor selections, keeps other lists', () => {
    const next = onBrandChange('sales', filter, EARLIEST, TODAY);
    expect(next).toMatchObject({
      skuNames: [],
      salesSkuNames: [],
      merchandisingSkuNames: [],
      distributors: [],
      cities: ['Irvine'],
    });
    expect(onBrandChange('sales', { brand: 'X', cities: ['A'] }, EARLIEST, TODAY)).toEqual({
      brand: 'X',
      cities: ['A'],
    });
  });

  it('management and time & efforts reset the start to the new earliest date', () => {
    for (const section of ['management', 'timeEfforts'] as const) {
      const next = onBrandChange(section, { ...filter, startDate: '2026-01-01' }, EARLIEST, TODAY);
      expect(next.startDate).toBe(EARLIEST);
      expect(next.endDate).toBe('2026-10-01');
    }
  });

  it('merchandising keeps the end date and clamps the start up to the earliest date', () => {
    const next = onBrandChange('merchandising', filter, EARLIEST, TODAY);
    expect(next.startDate).toBe(EARLIEST);
    expect(next.endDate).toBe('2026-10-01');
    expect(
      onBrandChange('merchandising', { ...filter, startDate: '2026-01-01' }, EARLIEST, TODAY).startDate,
    ).toBe('2026-01-01');
  });

  it('moves an end date that would fall before the start to today', () => {
    const next = onBrandChange('sales', { ...filter, endDate: '2025-03-01' }, EARLIEST, TODAY);
    expect(next).toMatchObject({ startDate: EARLIEST, endDate: TODAY });
  });

  it('leaves an absent start absent (it already means the earliest date)', () => {
    expect(onBrandChange('accounts', { brand: 'X' }, EARLIEST, TODAY)).toEqual({ brand: 'X' });
  });
});
