import { describe, expect, it } from 'vitest';
import { parseIsoDay } from '../db/dates';
import {
  nextOccurrenceAfter,
  nthWeekdayOfMonth,
  occurrences,
  occurrencesThrough,
  type OccurrenceRule,
} from './occurrences';

const rule = (over: Partial<OccurrenceRule>): OccurrenceRule => ({
  repeatPeriod: 'day',
  repeatDays: 1,
  weekday: [],
  monthRepeatMode: 'day',
  monthDays: [],
  monthWeekdayName: 'Monday',
  monthWeekdayNumber: 1,
  startsOnDate: '2027-01-01',
  endMode: 'never',
  endsOnDate: null,
  endsAfterNumber: null,
  ...over,
});

const day = (iso: string) => parseIsoDay(iso) as number;

/** The first `n` dates of a rule. */
const first = (r: OccurrenceRule, n: number): string[] => {
  const dates: string[] = [];
  for (const o of occurrences(r)) {
    if (dates.length === n) break;
    dates.push(o.date);
  }
  return dates;
};

describe('daily schedules', () => {
  it('sends every N days from the start date', () => {
    expect(first(rule({ repeatDays: 3, startsOnDate: '2027-01-30' }), 4)).toEqual([
      '2027-01-30',
      '2027-02-02',
      '2027-02-05',
      '2027-02-08',
    ]);
  });

  it('treats every 0 days as every day', () => {
    expect(first(rule({ repeatDays: 0 }), 3)).toEqual(['2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('passes through 29 February in a leap year and skips it in others', () => {
    expect(first(rule({ startsOnDate: '2028-02-28' }), 3)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(first(rule({ startsOnDate: '2027-02-28' }), 2)).toEqual(['2027-02-28', '2027-03-01']);
  });
});

describe('weekly schedules', () => {
  it('sends on the chosen weekdays, from the start date on', () => {
    // 2027-01-06 is a Wednesday: that week's Monday is before the start and is skipped.
    expect(
      first(rule({ repeatPeriod: 'week', weekday: ['Friday', 'Monday'], startsOnDate: '2027-01-06' }), 4),
    ).toEqual(['2027-01-08', '2027-01-11', '2027-01-15', '2027-01-18']);
  });

  it('counts every N weeks from the start date’s ISO week', () => {
    expect(
      first(
        rule({ repeatPeriod: 'week', repeatDays: 2, weekday: ['Sunday'], startsOnDate: '2027-01-04' }),
        3,
      ),
    ).toEqual(['2027-01-10', '2027-01-24', '2027-02-07']);
  });

  it('uses the start date’s weekday when none is chosen', () => {
    expect(first(rule({ repeatPeriod: 'week', startsOnDate: '2027-01-07' }), 2)).toEqual([
      '2027-01-07',
      '2027-01-14',
    ]);
  });
});

describe('monthly schedules', () => {
  it('sends on the chosen days of the month', () => {
    expect(first(rule({ repeatPeriod: 'month', monthDays: [15, 1], startsOnDate: '2027-01-10' }), 4)).toEqual(
      ['2027-01-15', '2027-02-01', '2027-02-15', '2027-03-01'],
    );
  });

  it('sends on the last day of a month that lacks the chosen day, once', () => {
    expect(
      first(rule({ repeatPeriod: 'month', monthDays: [30, 31], startsOnDate: '2027-01-31' }), 5),
    ).toEqual(['2027-01-31', '2027-02-28', '2027-03-30', '2027-03-31', '2027-04-30']);
  });

  it('sends on 29 February in a leap year and on the 28th otherwise', () => {
    const r = (start: string) =>
      rule({ repeatPeriod: 'month', repeatDays: 12, monthDays: [29], startsOnDate: start });
    expect(first(r('2027-02-01'), 3)).toEqual(['2027-02-28', '2028-02-29', '2029-02-28']);
  });

  it('counts every N months from the start month', () => {
    expect(
      first(rule({ repeatPeriod: 'month', repeatDays: 5, monthDays: [10], startsOnDate: '2027-10-01' }), 3),
    ).toEqual(['2027-10-10', '2028-03-10', '2028-08-10']);
  });

  it('sends on the Nth or the last weekday of the month', () => {
    const weekday = (name: string, n: number) =>
      rule({
        repeatPeriod: 'month',
        monthRepeatMode: 'weekday',
        monthWeekdayName: name,
        monthWeekdayNumber: n,
        startsOnDate: '2027-01-01',
      });
    expect(first(weekday('Monday', 2), 3)).toEqual(['2027-01-11', '2027-02-08', '2027-03-08']);
    expect(first(weekday('Friday', -1), 3)).toEqual(['2027-01-29', '2027-02-26', '2027-03-26']);
    // A fifth Sunday only in the months that have one.
    expect(first(weekday('Sunday', 5), 3)).toEqual(['2027-01-31', '2027-05-30', '2027-08-29']);
  });

  it('finds the Nth weekday of a month at the month ends', () => {
    // February 2028 (leap): starts on a Tuesday, ends on Tuesday the 29th.
    expect(nthWeekdayOfMonth(day('2028-02-01'), 1, -1)).toBe(day('2028-02-29'));
    expect(nthWeekdayOfMonth(day('2028-02-01'), 1, 5)).toBe(day('2028-02-29'));
    expect(nthWeekdayOfMonth(day('2027-02-01'), 0, 5)).toBeNull();
    expect(nthWeekdayOfMonth(day('2027-02-01'), 0, 0)).toBeNull();
  });
});

describe('the end of a schedule', () => {
  it('ends after N occurrences', () => {
    const r = rule({ endMode: 'after', endsAfterNumber: 3 });
    expect([...occurrences(r)].map((o) => [o.date, o.number])).toEqual([
      ['2027-01-01', 1],
      ['2027-01-02', 2],
      ['2027-01-03', 3],
    ]);
    expect([...occurrences(rule({ endMode: 'after', endsAfterNumber: 0 }))]).toEqual([]);
  });

  it('counts after N from the start, weekdays included', () => {
    const r = rule({
      repeatPeriod: 'week',
      weekday: ['Tuesday', 'Thursday'],
      startsOnDate: '2027-01-05',
      endMode: 'after',
      endsAfterNumber: 3,
    });
    expect([...occurrences(r)].map((o) => o.date)).toEqual(['2027-01-05', '2027-01-07', '2027-01-12']);
  });

  it('ends on a date, that date included', () => {
    const r = rule({ repeatDays: 2, endMode: 'on', endsOnDate: '2027-01-05' });
    expect([...occurrences(r)].map((o) => o.date)).toEqual(['2027-01-01', '2027-01-03', '2027-01-05']);
  });

  it('never ends: the next run is always found', () => {
    const r = rule({ repeatPeriod: 'month', monthDays: [1] });
    expect(nextOccurrenceAfter(r, day('2090-06-15'))?.date).toBe('2090-07-01');
  });
});

describe('the scheduler’s questions', () => {
  it('lists what was due by a day, and what comes next', () => {
    const r = rule({ startsOnDate: '2027-01-01', endMode: 'after', endsAfterNumber: 3 });
    expect(occurrencesThrough(r, day('2027-01-02')).map((o) => o.date)).toEqual(['2027-01-01', '2027-01-02']);
    expect(nextOccurrenceAfter(r, day('2027-01-02'))).toEqual({
      day: day('2027-01-03'),
      date: '2027-01-03',
      number: 3,
    });
    expect(nextOccurrenceAfter(r, day('2027-01-03'))).toBeNull();
  });

  it('has no occurrence without a valid start date', () => {
    expect([...occurrences(rule({ startsOnDate: '2027-02-30' }))]).toEqual([]);
  });
});
