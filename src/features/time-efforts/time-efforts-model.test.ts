import { describe, expect, it } from 'vitest';
import { AsmUdsData, TimeEffortRow } from '@/api/contract/time-efforts';
import { formatClockTime, formatMinutes } from '@/lib/format';
import {
  dailyRowView,
  formatUdsCell,
  hoursTable,
  hoursTableText,
  totalFirst,
  udsCountPace,
  udsTables,
  udsTableText,
} from './time-efforts-model';

const row = (over: Partial<Record<string, unknown>> = {}) =>
  TimeEffortRow.parse({
    Date: '2026-11-20',
    Representative: 'Ann Lee',
    MinutesWorked: 485,
    Miles: 42.46,
    WorkdayStart: '00:05',
    WorkdayEnd: '12:00',
    FirstVisit: '09:07',
    LastVisit: null,
    MinutesTravel: 1505,
    MinutesAtPlace: 5,
    MinutesAtPause: 0,
    Visits: 4,
    ...over,
  });

describe('time formats', () => {
  it('show minutes as zero-padded HH:MM, also over 24 hours', () => {
    const view = dailyRowView(row());
    expect(view.worked).toBe('08:05');
    expect(view.atPlace).toBe('00:05');
    expect(view.pause).toBe('00:00');
    expect(view.travel).toBe('25:05');
    expect(formatMinutes(24 * 60)).toBe('24:00');
  });

  it('show times as zero-padded hh:mm AM/PM, midnight 12 AM and noon 12 PM', () => {
    const view = dailyRowView(row());
    expect(view.workdayStart).toBe('12:05 AM');
    expect(view.workdayEnd).toBe('12:00 PM');
    expect(view.firstVisit).toBe('09:07 AM');
    expect(view.lastVisit).toBe('—');
    expect(formatClockTime('23:59')).toBe('11:59 PM');
    expect(view.miles).toBe('42.5');
  });
});

describe('hours and mileage', () => {
  it('puts representatives in rows and periods in columns, the latest first, a missing period empty', () => {
    const table = hoursTable({
      Zoe: {
        hours: [{ dateStart: '2026-11-16', value: 30 }],
        miles: [{ dateStart: '2026-11-16', value: 120 }],
      },
      Abe: {
        hours: [
          { dateStart: '2026-11-09', value: 10 },
          { dateStart: '2026-11-16', value: 20 },
        ],
        miles: [],
      },
    });
    expect(table.periods).toEqual(['2026-11-16', '2026-11-09']);
    expect(table.rows.map((r) => r.name)).toEqual(['Abe', 'Zoe']);
    expect(table.rows[1]).toEqual({ name: 'Zoe', hours: [30, null], miles: [120, null] });
    expect(table.rows[0]).toEqual({ name: 'Abe', hours: [20, 10], miles: [null, null] });
    // Its CSV: every period, hours and miles in a column each.
    const text = hoursTableText(table, 'week', 'Hours and mileage per week');
    expect(text.headers).toEqual([
      'Representative',
      'Week of Nov 16 hours',
      'Week of Nov 16 miles',
      'Week of Nov 9 hours',
      'Week of Nov 9 miles',
    ]);
    expect(text.rows[1]?.slice(0, 3)).toEqual(['Zoe', '30', '120']);
  });

  it('keeps every period of a long range: two years of weeks, newest first', () => {
    const mondays = Array.from({ length: 110 }, (_, i) =>
      new Date(Date.UTC(2024, 10, 25) + i * 7 * 86_400_000).toISOString().slice(0, 10),
    );
    const points = mondays.map((dateStart, i) => ({ dateStart, value: i }));
    const table = hoursTable({ Abe: { hours: points, miles: points } });
    expect(table.periods).toHaveLength(110);
    expect(table.periods[0]).toBe(mondays.at(-1));
    expect(table.periods.at(-1)).toBe('2024-11-25');
    expect(table.rows[0]?.hours[0]).toBe(109);
    expect(table.rows[0]?.miles.at(-1)).toBe(0);
  });
});

describe('UDS tables', () => {
  const point = (DateStart: string, Value: number, Valid = true, IsSummary = false) => ({
    DateStart,
    Value,
    Valid,
    IsSummary,
  });
  const metrics = (target: number, count: number, valid = true) => ({
    Target: [
      point('2026-11-09', target),
      point('2026-11-16', target, valid),
      point('2026-11-09', target * 2, valid, true),
    ],
    Count: [
      point('2026-11-09', count),
      point('2026-11-16', count, valid),
      point('2026-11-09', count * 2, valid, true),
    ],
    Net: [
      point('2026-11-09', count - target),
      point('2026-11-16', count - target, valid),
      point('2026-11-09', (count - target) * 2, valid, true),
    ],
  });

  it('put TOTAL first even when the payload lists it last', () => {
    expect(totalFirst(['Zoe', 'TOTAL', 'Abe'])).toEqual(['TOTAL', 'Abe', 'Zoe']);
    const data = AsmUdsData.parse({
      'Maria Lopez': { Zoe: metrics(3, 1, false), Abe: metrics(2, 4), TOTAL: metrics(5, 5, false) },
    });
    const [table] = udsTables(data);
    expect(table?.title).toBe('Maria Lopez');
    expect(table?.rows.map((r) => r.name)).toEqual(['TOTAL', 'Abe', 'Zoe']);
    expect(table?.rows[0]?.isTotal).toBe(true);
    // Every week of the range, the latest first.
    expect(table?.weeks).toEqual(['2026-11-16', '2026-11-09']);
    expect(table?.rows[1]?.summary.Count).toEqual({ value: 8, valid: true });
    expect(table?.rows[2]?.weeks[0]?.Target).toEqual({ value: 3, valid: false });
    expect(table?.rows[2]?.weeks[1]?.Target).toEqual({ value: 3, valid: true });
    // Its CSV: the period's metrics, then each week's, as the cells show them.
    const text = udsTableText(table!, 'ASM');
    expect(text.caption).toBe('ASM: Maria Lopez');
    expect(text.headers.slice(0, 5)).toEqual([
      'ASM',
      'Period Target',
      'Period Count',
      'Period Net',
      'Week of Nov 16 Target',
    ]);
    expect(text.rows[0]?.[0]).toBe('TOTAL');
    expect(text.rows[2]?.slice(4, 7)).toEqual(['3*', '1*', '-2*']);
  });

  it('mark invalid values and sign a positive Net', () => {
    expect(formatUdsCell('Net', { value: 2, valid: true })).toBe('+2');
    expect(formatUdsCell('Net', { value: -2, valid: true })).toBe('-2');
    expect(formatUdsCell('Count', { value: 3, valid: false })).toBe('3*');
    expect(formatUdsCell('Target', { value: null, valid: true })).toBe('—');
  });
});

describe('udsCountPace', () => {
  const cells = (count: number | null, target: number | null, valid = true) => ({
    Target: { value: target, valid },
    Count: { value: count, valid },
    Net: { value: count !== null && target !== null ? count - target : null, valid },
  });

  it('grades a finished period: amber under 90%, red under 75%', () => {
    expect(udsCountPace(cells(5, 5))).toBe('onPace');
    expect(udsCountPace(cells(4, 5))).toBe('behind');
    expect(udsCountPace(cells(3, 5))).toBe('farBehind');
  });

  it('leaves weeks not over, zero targets and missing values alone', () => {
    expect(udsCountPace(cells(1, 5, false))).toBeNull();
    expect(udsCountPace(cells(1, 0))).toBeNull();
    expect(udsCountPace(cells(null, 5))).toBeNull();
    expect(udsCountPace(undefined)).toBeNull();
  });
});
