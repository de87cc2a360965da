import { describe, expect, it } from 'vitest';
import { expectedOver, monthOfRange, paceOf, paceStatus, statusAgainst } from './pace';

const november = (endDate: string, startDate = '2026-11-01') => ({ startDate, endDate });

describe('paceOf', () => {
  it('on day 20 of 30, expects two thirds of the target', () => {
    const pace = paceOf({ value: 3400, target: 5000, range: november('2026-11-20'), today: '2026-11-20' });
    expect(pace).toMatchObject({ elapsedDays: 20, daysInMonth: 30, share: 68, status: 'onPace' });
    expect(pace?.expected).toBeCloseTo(3333.33, 1);
    expect(pace?.pace).toBeCloseTo(102, 0);
  });

  it('counts the days up to today only, even when the period runs on', () => {
    const pace = paceOf({ value: 3400, target: 5000, range: november('2026-11-30'), today: '2026-11-20' });
    expect(pace?.elapsedDays).toBe(20);
  });

  it('at the month end expects the whole target, in short and long months alike', () => {
    const feb = paceOf({
      value: 900,
      target: 1000,
      range: { startDate: '2026-02-01', endDate: '2026-02-28' },
      today: '2026-03-05',
    });
    expect(feb).toMatchObject({
      elapsedDays: 28,
      daysInMonth: 28,
      expected: 1000,
      pace: 90,
      status: 'onPace',
    });
    const leap = paceOf({
      value: 1000,
      target: 2900,
      range: { startDate: '2028-02-01', endDate: '2028-02-10' },
      today: '2028-02-10',
    });
    expect(leap?.expected).toBe(1000);
    const dec = paceOf({
      value: 700,
      target: 1000,
      range: { startDate: '2026-12-01', endDate: '2026-12-31' },
      today: '2027-01-02',
    });
    expect(dec).toMatchObject({ elapsedDays: 31, pace: 70, status: 'farBehind' });
  });

  it('paces a period inside the month against its own days', () => {
    const week = paceOf({
      value: 700,
      target: 3000,
      range: november('2026-11-15', '2026-11-09'),
      today: '2026-11-27',
    });
    expect(week).toMatchObject({ elapsedDays: 7, expected: 700, pace: 100 });
  });

  it('marks amber under 90% and red under 75%', () => {
    expect(paceStatus(100)).toBe('onPace');
    expect(paceStatus(90)).toBe('onPace');
    expect(paceStatus(89.9)).toBe('behind');
    expect(paceStatus(75)).toBe('behind');
    expect(paceStatus(74.9)).toBe('farBehind');
  });

  it('reads a lower-is-better metric the other way round', () => {
    const base = { target: 30, range: november('2026-11-10'), today: '2026-11-10', lowerIsBetter: true };
    // 10 of 30 days: 10 allowed so far.
    expect(paceOf({ ...base, value: 5 })?.status).toBe('onPace');
    expect(paceOf({ ...base, value: 0 })?.status).toBe('onPace');
    expect(paceOf({ ...base, value: 12 })?.status).toBe('behind');
    expect(paceOf({ ...base, value: 20 })).toMatchObject({ pace: 200, status: 'farBehind' });
    expect(paceOf({ ...base, value: 5, lowerIsBetter: false })?.status).toBe('farBehind');
  });

  it('has no pace without a target or across months', () => {
    const range = november('2026-11-20');
    expect(paceOf({ value: 10, target: 0, range, today: '2026-11-20' })).toBeNull();
    expect(paceOf({ value: 10, target: Number.NaN, range, today: '2026-11-20' })).toBeNull();
    expect(
      paceOf({
        value: 10,
        target: 100,
        range: { startDate: '2026-10-25', endDate: '2026-11-05' },
        today: '2026-11-20',
      }),
    ).toBeNull();
    expect(
      paceOf({ value: 0, target: 100, range: november('2026-11-30', '2026-11-25'), today: '2026-11-20' }),
    ).toBeNull();
  });

  it('finds the month a period lies in', () => {
    expect(monthOfRange(november('2026-11-30'))).toBe('2026-11');
    expect(monthOfRange({ startDate: '2026-10-31', endDate: '2026-11-01' })).toBeNull();
  });
});

describe('expectedOver', () => {
  const targets: Record<string, number> = { '2026-10': 310, '2026-11': 300 };
  const targetOf = (month: string) => targets[month] ?? null;

  it('adds each day its own month’s share, across a month end', () => {
    // 29-31 October at 10 a day, 1-4 November at 10 a day.
    expect(
      expectedOver({ startDate: '2026-10-29', endDate: '2026-11-04' }, '2026-11-27', targetOf),
    ).toBeCloseTo(70);
    expect(
      expectedOver({ startDate: '2026-11-01', endDate: '2026-11-30' }, '2026-11-27', targetOf),
    ).toBeCloseTo(270);
  });

  it('is null when a month has no target or nothing has begun', () => {
    expect(
      expectedOver({ startDate: '2026-09-28', endDate: '2026-10-04' }, '2026-11-27', targetOf),
    ).toBeNull();
    expect(
      expectedOver({ startDate: '2026-11-28', endDate: '2026-11-30' }, '2026-11-27', targetOf),
    ).toBeNull();
  });

  it('grades a value against it, caps the other way round', () => {
    expect(statusAgainst(95, 100)).toBe('onPace');
    expect(statusAgainst(80, 100)).toBe('behind');
    expect(statusAgainst(50, 100)).toBe('farBehind');
    expect(statusAgainst(120, 100, true)).toBe('behind');
    expect(statusAgainst(0, 100, true)).toBe('onPace');
  });
});
