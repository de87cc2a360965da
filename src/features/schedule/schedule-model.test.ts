import { describe, expect, it } from 'vitest';
import type { RepSchedule } from '@/api/contract/schedule';
import { toggleSeries } from '@/ui/legend/toggle-series';
import {
  calendarRows,
  calendarText,
  canShift,
  dailyVisitRows,
  dayHeader,
  datesOf,
  repVisitRows,
  scheduleSummaryItems,
  scheduleTableSize,
  calendarWidth,
  selectedStatus,
  shiftWeeks,
  statusTableWidth,
  STATUS_NAMES,
  statusTabs,
} from './schedule-model';
import {
  asmPagePatch,
  asmPrefixPatch,
  asmSortPatch,
  hiddenPatch,
  listValues,
  readAsmListView,
  readScheduleView,
  SCHEDULE_RETAINED_VIEW_KEYS,
  statusPagePatch,
  statusPageValues,
  scheduleSearchSchema,
} from './view-state';

describe('week navigation', () => {
  const week = { startDate: '2026-11-23', endDate: '2026-11-29', cities: ['Downey'] };

  it('moves both dates by exactly 7 days and keeps the rest of the filter', () => {
    expect(shiftWeeks(week, 1)).toEqual({
      startDate: '2026-11-30',
      endDate: '2026-12-06',
      cities: ['Downey'],
    });
    expect(shiftWeeks(week, -1)).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      cities: ['Downey'],
    });
    expect(shiftWeeks(shiftWeeks(week, 1), -1)).toEqual(week);
  });

  it('crosses month, year and daylight-saving boundaries by calendar days', () => {
    expect(shiftWeeks({ startDate: '2026-12-28', endDate: '2027-01-03' }, 1)).toEqual({
      startDate: '2027-01-04',
      endDate: '2027-01-10',
    });
    expect(shiftWeeks({ startDate: '2026-03-02', endDate: '2026-03-08' }, 1)).toEqual({
      startDate: '2026-03-09',
      endDate: '2026-03-15',
    });
  });

  it('offers a move only while the new window stays inside the selectable dates', () => {
    const limits = { minDate: '2026-11-20', maxDate: '2027-11-23' };
    expect(canShift(week, -1, limits)).toBe(false);
    expect(canShift(week, 1, limits)).toBe(true);
    expect(canShift({ startDate: '2027-11-15', endDate: '2027-11-21' }, 1, limits)).toBe(false);
    expect(canShift({ startDate: '2027-11-08', endDate: '2027-11-14' }, 1, limits)).toBe(true);
    expect(canShift({ startDate: undefined, endDate: '2026-11-29' }, 1, limits)).toBe(false);
  });
});

describe('summary', () => {
  const full = {
    planned: 1234,
    visited: 1000,
    visitedPercentage: 81.04,
    missed: 34,
    missedPercentage: 2.76,
    unplanned: 12,
    hours: 1520.5,
    miles: 10234.4,
  };

  it('gives six cards, visited and missed with their percentage in brackets', () => {
    const items = scheduleSummaryItems(full);
    expect(items?.map((i) => i.label)).toEqual([
      'Planned Visits',
      'Accounts Visited',
      'Missed Visits',
      'Unplanned Visits',
      'Hours Worked',
      'Mileage Driven',
    ]);
    expect(items?.find((i) => i.key === 'visited')?.percentage).toBe(81.04);
    expect(items?.find((i) => i.key === 'missed')?.percentage).toBe(2.76);
    expect(items?.filter((i) => i.percentage !== undefined).map((i) => i.key)).toEqual(['visited', 'missed']);
  });

  it('is absent unless all eight values are present', () => {
    for (const key of Object.keys(full) as (keyof typeof full)[]) {
      expect(scheduleSummaryItems({ ...full, [key]: null }), key).toBeNull();
      expect(scheduleSummaryItems({ ...full, [key]: Number.NaN }), key).toBeNull();
    }
    expect(scheduleSummaryItems(undefined)).toBeNull();
    expect(scheduleSummaryItems({ ...full, visitedPercentage: 0 })).not.toBeNull();
  });
});

describe('the ASM Schedule table', () => {
  it('is 1800 wide with a 180 px name column above 768 px of window, else 1500 and 160', () => {
    expect(scheduleTableSize(1440)).toEqual({ width: 1800, nameWidth: 180 });
    expect(scheduleTableSize(769)).toEqual({ width: 1800, nameWidth: 180 });
    expect(scheduleTableSize(768)).toEqual({ width: 1500, nameWidth: 160 });
    expect(scheduleTableSize(375)).toEqual({ width: 1500, nameWidth: 160 });
  });

  it('is SPEC.md’s width for a week and grows by a week’s day width for every longer window', () => {
    const wide = scheduleTableSize(1440);
    const narrow = scheduleTableSize(375);
    expect(calendarWidth(wide, 7)).toBe(1800);
    expect(calendarWidth(narrow, 7)).toBe(1500);
    expect(calendarWidth(wide, 1)).toBe(1800);
    // (1800 - 180) / 7 = 231 px a day; (1500 - 160) / 7 = 191.
    expect(calendarWidth(wide, 31)).toBe(180 + 31 * 231);
    expect(calendarWidth(wide, 365)).toBe(180 + 365 * 231);
    expect(calendarWidth(narrow, 200)).toBe(160 + 200 * 191);
  });

  it('has a column for every day of a long window, two years and more', () => {
    const days = datesOf({ startDate: '2024-11-01', endDate: '2026-12-31' });
    expect(days).toHaveLength(61 + 365 + 365);
    expect(days[0]).toBe('2024-11-01');
    expect(days.at(-1)).toBe('2026-12-31');
    expect(new Set(days).size).toBe(days.length);
  });

  it('makes a status table of a year scroll, a week fitting a laptop', () => {
    // 180 px names, 96 px days and an 80 px total.
    expect(statusTableWidth(180, 7)).toBe(180 + 7 * 96 + 80);
    expect(statusTableWidth(160, 330)).toBe(160 + 330 * 96 + 80);
  });

  it('has one column per day, headed by the English weekday and the date', () => {
    expect(datesOf({ startDate: '2026-11-23', endDate: '2026-11-29' })).toHaveLength(7);
    expect(datesOf({ startDate: '2026-11-29', endDate: '2026-11-23' })).toEqual([]);
    expect(dayHeader('2026-11-23')).toEqual({ weekday: 'Monday', date: '2026-11-23' });
    expect(dayHeader('2026-11-29')).toEqual({ weekday: 'Sunday', date: '2026-11-29' });
  });

  const visit = (name: string, status: RepSchedule['days'][number]['visits'][number]['status']) => ({
    name,
    address: `${name} St`,
    status,
    account: null,
  });
  const schedules: RepSchedule[] = [
    {
      name: 'Carlos Ruiz',
      days: [{ visitDate: '2026-11-23', visits: [visit('A', 'Visited'), visit('B', 'Missed')] }],
    },
    { name: 'alex Moreno', days: [{ visitDate: '2026-11-24', visits: [visit('C', 'Upcoming')] }] },
    { name: 'Brianna Lee', days: [{ visitDate: '2026-11-23', visits: [visit('D', 'Missed')] }] },
  ];

  it("keeps the server's order of the page's representatives", () => {
    expect(calendarRows(schedules, new Set()).map((r) => r.name)).toEqual([
      'Carlos Ruiz',
      'alex Moreno',
      'Brianna Lee',
    ]);
  });

  it('hides the visits of hidden statuses and keeps the representative row', () => {
    const rows = calendarRows(schedules, new Set(['Missed']));
    expect(rows.map((r) => r.count)).toEqual([1, 1, 0]);
    expect(rows[0]?.days.get('2026-11-23')?.map((v) => v.name)).toEqual(['A']);
    expect(rows[2]?.days.size).toBe(0);
  });

  it("exports every day of the window for the rows shown, each cell its visits' stores and statuses", () => {
    const rows = calendarRows(schedules, new Set(['Missed']));
    const text = calendarText(rows, ['2026-11-23', '2026-11-24']);
    expect(text.headers).toEqual(['ASM', '2026-11-23', '2026-11-24']);
    expect(text.rows.map((r) => r[0])).toEqual(rows.map((r) => r.name));
    expect(text.rows[0]?.[1]).toMatch(/^A \(\w+\)$/);
    expect(text.rows[2]).toEqual([rows[2]?.name, '', '']);
  });
});

describe("the calendar's page, order and name filter", () => {
  it('read from the URL with defaults: page 1, A-Z, every name', () => {
    expect(readAsmListView({})).toEqual({ page: 1, order: 'asc', prefix: '' });
    expect(readAsmListView({ asmPage: 3, asmSort: 'desc', asmPrefix: 'Al' })).toEqual({
      page: 3,
      order: 'desc',
      prefix: 'Al',
    });
    const parse = (search: Record<string, unknown>) => readAsmListView(scheduleSearchSchema.parse(search));
    expect(parse({ asmPage: '2' }).page).toBe(2);
    expect(parse({ asmPage: '0' }).page).toBe(1);
    expect(parse({ asmPage: 'two' }).page).toBe(1);
  });

  it('send only what differs from the default, the prefix trimmed', () => {
    expect(listValues({ page: 1, order: 'asc', prefix: '' })).toEqual({});
    expect(listValues({ page: 2, order: 'desc', prefix: ' al ' })).toEqual({
      page: '2',
      order: 'desc',
      asmPrefix: 'al',
    });
  });

  it('start over at page 1 when the order or the name filter changes', () => {
    const list = { page: 3, order: 'asc', prefix: '' } as const;
    expect(asmSortPatch(list)).toEqual({ asmSort: 'desc', asmPage: undefined });
    expect(asmSortPatch({ ...list, order: 'desc' })).toEqual({ asmSort: undefined, asmPage: undefined });
    expect(asmPrefixPatch('Al')).toEqual({ asmPrefix: 'Al', asmPage: undefined });
    expect(asmPrefixPatch('')).toEqual({ asmPrefix: undefined, asmPage: undefined });
    expect(asmPagePatch(1)).toEqual({ asmPage: undefined });
    expect(asmPagePatch(2)).toEqual({ asmPage: 2 });
  });

  it('page the status tables by their own URL key and request value', () => {
    const parse = (search: Record<string, unknown>) => readScheduleView(scheduleSearchSchema.parse(search));
    expect(parse({}).statusPage).toBe(1);
    expect(parse({ statusPage: '3' }).statusPage).toBe(3);
    expect(parse({ statusPage: '0' }).statusPage).toBe(1);
    expect(statusPagePatch(1)).toEqual({ statusPage: undefined });
    expect(statusPagePatch(4)).toEqual({ statusPage: 4 });
    expect(statusPageValues(1)).toEqual({});
    expect(statusPageValues(2)).toEqual({ page: '2' });
  });

  it('keep the order and the name filter across Apply, not the page', () => {
    expect(SCHEDULE_RETAINED_VIEW_KEYS).toContain('asmSort');
    expect(SCHEDULE_RETAINED_VIEW_KEYS).toContain('asmPrefix');
    expect(SCHEDULE_RETAINED_VIEW_KEYS).not.toContain('asmPage');
    expect(SCHEDULE_RETAINED_VIEW_KEYS).not.toContain('statusPage');
  });
});

describe('legend toggles', () => {
  it('hide a status, show it again, and never hide the last shown one', () => {
    let hidden: ReadonlySet<string> = new Set();
    hidden = toggleSeries(hidden, 'Missed', STATUS_NAMES);
    expect([...hidden]).toEqual(['Missed']);
    hidden = toggleSeries(hidden, 'Missed', STATUS_NAMES);
    expect(hidden.size).toBe(0);
    for (const s of ['Upcoming', 'Visited', 'Missed']) hidden = toggleSeries(hidden, s, STATUS_NAMES);
    expect(toggleSeries(hidden, 'Unplanned', STATUS_NAMES)).toBe(hidden);
  });

  it('keep hidden statuses in the URL as one sorted string; a link hiding all hides none', () => {
    expect(hiddenPatch(new Set(['Visited', 'Missed']))).toEqual({ hideStatuses: 'Missed~Visited' });
    expect(hiddenPatch(new Set())).toEqual({ hideStatuses: undefined });
    const parse = (value: unknown) => scheduleSearchSchema.parse({ hideStatuses: value }).hideStatuses;
    expect(parse('Visited,Missed')).toBe('Missed~Visited');
    expect(parse('Missed~Bogus')).toBe('Missed');
    expect(parse('Upcoming~Visited~Missed~Unplanned')).toBeUndefined();
    expect([...readScheduleView({ hideStatuses: 'Missed~Visited' }).hidden]).toEqual(['Missed', 'Visited']);
  });

  it('view keys are not filter: a bad value falls back to the default', () => {
    const search = scheduleSearchSchema.parse({ statusTab: 'Nope', asmSort: 'up', asmPrefix: '' });
    expect(search.statusTab).toBeUndefined();
    expect(search.asmSort).toBeUndefined();
    expect(search.asmPrefix).toBeUndefined();
  });
});

describe('chart rows and status tables', () => {
  const days = [
    {
      date: '2026-11-23',
      visitsData: [
        { visitName: 'Visited', value: 5, percentage: 50 },
        { visitName: 'Missed', value: 5, percentage: 50 },
      ],
    },
  ];

  it('makes one chart row per date, one value per status', () => {
    expect(dailyVisitRows(days)).toEqual([{ date: '2026-11-23', Visited: 5, Missed: 5 }]);
  });

  it('selects the first status with data unless the URL names one that has data', () => {
    // A status the window has, with none of this page's representatives (an empty list), keeps its tab.
    const tabs = statusTabs({ Missed: days, Visited: days, Upcoming: [] });
    expect(tabs).toEqual(['Upcoming', 'Visited', 'Missed']);
    expect(statusTabs({ Missed: days })).toEqual(['Missed']);
    expect(selectedStatus(tabs, undefined)).toBe('Upcoming');
    expect(selectedStatus(tabs, 'Missed')).toBe('Missed');
    expect(selectedStatus(tabs, 'Unplanned')).toBe('Upcoming');
    expect(selectedStatus([], undefined)).toBeNull();
  });

  it('totals each representative across the days', () => {
    const perRep = [
      { date: '2026-11-23', visitsData: [{ visitName: 'Zoe', value: 2, percentage: 100 }] },
      {
        date: '2026-11-24',
        visitsData: [
          { visitName: 'Zoe', value: 3, percentage: 75 },
          { visitName: 'Al', value: 1, percentage: 25 },
        ],
      },
    ];
    const rows = repVisitRows(perRep);
    expect(rows.map((r) => [r.name, r.total])).toEqual([
      ['Al', 1],
      ['Zoe', 5],
    ]);
    expect(rows[1]?.byDate.get('2026-11-24')).toBe(3);
    // The page's representatives each get a row; one without this status' visits reads 0.
    expect(repVisitRows(perRep, ['Al', 'Bea', 'Zoe']).map((r) => [r.name, r.total])).toEqual([
      ['Al', 1],
      ['Bea', 0],
      ['Zoe', 5],
    ]);
  });
});

describe('report downloads', () => {
  it('fail with the exact texts of SPEC.md section 8', async () => {
    const { SCHEDULE_REPORT_BLOCKS } = await import('./schedule-downloads');
    const { downloadFailureMessage } = await import('@/api/download');
    expect(
      SCHEDULE_REPORT_BLOCKS.map((block) => [
        block.title,
        block.buttons.map((b) => `${b.label}: ${downloadFailureMessage(b.endpoint)}`),
      ]),
    ).toEqual([
      [
        'Schedule Reports',
        [
          'Daily: Failed to download schedule daily report',
          'Weekly: Failed to download schedule weekly report',
          'Monthly: Failed to download schedule monthly report',
        ],
      ],
      [
        'Schedule Metric Reports',
        [
          'Daily: Failed to download schedule daily report',
          'Weekly: Failed to download schedule weekly report',
          'Monthly: Failed to download schedule monthly report',
        ],
      ],
    ]);
  });
});
