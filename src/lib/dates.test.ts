import { afterEach, describe, expect, it } from 'vitest';
import { format, isValid, parse } from 'date-fns';
import {
  addDaysIso,
  addYearsIso,
  clampIso,
  endOfIsoWeekIso,
  isIsoDate,
  parseIsoDate,
  setTodayForTests,
  startOfIsoWeekIso,
  today,
  toIsoDate,
  toIsoDateOnly,
} from './dates';

afterEach(() => setTodayForTests(null));

describe('dates', () => {
  it('today() is injectable and local', () => {
    setTodayForTests('2026-01-01');
    expect(today()).toBe('2026-01-01');
    setTodayForTests(new Date(2026, 5, 30, 23, 59));
    expect(today()).toBe('2026-06-30');
    setTodayForTests(null);
    expect(today()).toBe(toIsoDate(new Date()));
  });

  it('parses strictly', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate(' 2025-01-01')).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
    expect(parseIsoDate('2025-03-09')?.getDate()).toBe(9);
  });

  it('parses as date-fns parse does (local midnight), for every day of 2019-2031 and invalid ones', () => {
    const reference = (value: string) => {
      const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
      return isValid(date) && format(date, 'yyyy-MM-dd') === value ? date.getTime() : null;
    };
    const values: string[] = [
      '2025-02-29',
      '2024-02-30',
      '2025-04-31',
      '2025-00-10',
      '2025-12-00',
      '0099-01-01',
    ];
    for (let d = new Date(2019, 0, 1); d.getFullYear() < 2032; d.setDate(d.getDate() + 1)) {
      values.push(format(d, 'yyyy-MM-dd'));
    }
    const misses = values.filter((v) => (parseIsoDate(v)?.getTime() ?? null) !== reference(v));
    expect(misses).toEqual([]);
  });

  it('does calendar arithmetic in ISO weeks', () => {
    expect(startOfIsoWeekIso('2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week starting Monday 16th
    expect(endOfIsoWeekIso('2026-11-22')).toBe('2026-11-22');
    expect(startOfIsoWeekIso('2026-11-23')).toBe('2026-11-23');
    expect(addDaysIso('2026-03-28', 2)).toBe('2026-03-30'); // across a DST change
    expect(addYearsIso('2024-02-29', 1)).toBe('2025-02-28');
    expect(clampIso('2020-01-01', '2021-01-01', '2022-01-01')).toBe('2021-01-01');
    expect(toIsoDateOnly('2023-05-01T00:00:00')).toBe('2023-05-01');
    expect(toIsoDateOnly('nope')).toBeNull();
  });
});
