import { describe, expect, it } from 'vitest';
import { SCORECARD_BLOCKS, ScorecardPeriod } from '@/api/contract/reports';
import {
  accountImagesWeeks,
  chosenScorecard,
  isValidAccountImagesWeek,
  summaryTable,
  summaryTableText,
} from './reports-model';
import { REPORT_BLOCKS } from './report-blocks';

const TODAY = '2026-11-26'; // a Thursday; its ISO week starts Monday 2026-11-23

describe('Account Images week picker', () => {
  it('offers every ISO week from the week of the brand’s earliest date to the current one, newest first', () => {
    const weeks = accountImagesWeeks('2026-11-04', TODAY);
    expect(weeks.map((w) => w.value)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09', '2026-11-02']);
    expect(weeks[0]).toEqual({ value: '2026-11-23', label: '2026-11-23 to 2026-11-29 (this week)' });
    expect(weeks[3]).toEqual({ value: '2026-11-02', label: '2026-11-02 to 2026-11-08' });
  });

  it('reaches back years for an old brand: one Monday per week, no gap, none after this week', () => {
    const weeks = accountImagesWeeks('2023-06-15', TODAY);
    // Monday 2023-06-12 to Monday 2026-11-23: 180 weeks apart.
    expect(weeks).toHaveLength(181);
    expect(weeks.at(-1)?.value).toBe('2023-06-12');
    expect(weeks.every((w) => new Date(`${w.value}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const days = weeks.map((w) => Date.parse(`${w.value}T00:00:00Z`) / 86_400_000);
    expect(days.slice(1).every((d, i) => days[i]! - d === 7)).toBe(true);
    expect(weeks.filter((w) => w.value > '2026-11-23')).toEqual([]);
  });

  it('offers the current week only without an earliest date, or with one after today', () => {
    expect(accountImagesWeeks(null, TODAY).map((w) => w.value)).toEqual(['2026-11-23']);
    expect(accountImagesWeeks('2027-02-01', TODAY).map((w) => w.value)).toEqual(['2026-11-23']);
    expect(accountImagesWeeks('2026-11-26', TODAY).map((w) => w.value)).toEqual(['2026-11-23']);
  });

  it('accepts a Monday up to the current week only', () => {
    expect(isValidAccountImagesWeek('2026-11-23', TODAY)).toBe(true);
    expect(isValidAccountImagesWeek('2026-01-05', TODAY)).toBe(true);
    expect(isValidAccountImagesWeek('2026-11-30', TODAY)).toBe(false);
    expect(isValidAccountImagesWeek('2026-11-24', TODAY)).toBe(false);
    expect(isValidAccountImagesWeek('2026-02-30', TODAY)).toBe(false);
    expect(isValidAccountImagesWeek('', TODAY)).toBe(false);
    expect(isValidAccountImagesWeek(null, TODAY)).toBe(false);
  });
});

describe('scorecard select', () => {
  const files = [
    { id: 4, fileName: 'A.xlsx' },
    { id: 9, fileName: 'B.xlsx' },
  ];
  it('defaults to the brand’s first file and keeps a chosen one', () => {
    expect(chosenScorecard(files, undefined)).toEqual(files[0]);
    expect(chosenScorecard(files, '9')).toEqual(files[1]);
  });
  it('falls back to the first file when the chosen one belongs to another brand', () => {
    expect(chosenScorecard(files, '2')).toEqual(files[0]);
    expect(chosenScorecard([], '2')).toBeNull();
  });
});

const period = (label: 'Week' | 'Month', start: string, visits: number) =>
  ScorecardPeriod.parse({
    Label: label,
    Start: start,
    End: start,
    ...Object.fromEntries(
      SCORECARD_BLOCKS.flatMap((b) => b.rows).map((r) => [r.key.charAt(0).toUpperCase() + r.key.slice(1), 0]),
    ),
    Visits: visits,
    AccountsVisited: 0,
    HoursWorked: 12.5,
    MileageDriven: 0,
    NewAccountsUds: 0,
    NewAccountsUdsNew: 0,
    Sales: 12345.6,
  });

describe('summary tables', () => {
  it('have one column per week (label and date) and the four blocks of rows', () => {
    const table = summaryTable([period('Week', '2026-11-02', 1200), period('Week', '2026-11-09', 3)]);
    expect(table.columns).toEqual([
      { key: '2026-11-02', label: 'Week', date: '2026-11-02' },
      { key: '2026-11-09', label: 'Week', date: '2026-11-09' },
    ]);
    expect(table.blocks.map((b) => b.title)).toEqual([
      'Time and Efforts',
      'Account Status',
      'Merchandising',
      'Sales',
    ]);
    const visits = table.blocks[0]?.rows[0];
    expect(visits).toMatchObject({ label: 'Visits', cells: ['1,200', '3'] });
    expect(table.blocks[0]?.rows.find((r) => r.key === 'hoursWorked')?.cells[0]).toBe('12.5');
    expect(table.blocks[3]?.rows.find((r) => r.key === 'sales')?.cells[0]).toBe('$12,346');
  });

  it('export as CSV text: block, metric, one column per period', () => {
    const text = summaryTableText(summaryTable([period('Week', '2026-11-02', 1200)]), 'Weekly Summary');
    expect(text.headers).toEqual(['Block', 'Metric', 'Week 2026-11-02']);
    expect(text.rows[0]).toEqual(['Time and Efforts', 'Visits', '1,200']);
    expect(text.rows.at(-1)?.[0]).toBe('Sales');
  });

  it('label a month column by its month', () => {
    expect(summaryTable([period('Month', '2026-10-01', 1)]).columns[0]).toEqual({
      key: '2026-10-01',
      label: 'Month',
      date: '2026-10',
    });
  });

  it('cover every field of the scorecard period row exactly once', () => {
    const keys = SCORECARD_BLOCKS.flatMap((b) => b.rows.map((r) => r.key)).sort();
    const fields = Object.keys(period('Week', '2026-11-02', 1))
      .filter((k) => !['label', 'start', 'end'].includes(k))
      .sort();
    expect(keys).toEqual(fields);
  });
});

describe('report blocks', () => {
  it('group the downloads as SPEC.md lists them, each with its own failure text', () => {
    expect(REPORT_BLOCKS.map((b) => [b.title, b.buttons.map((x) => x.label)])).toEqual([
      ['Account Reports', ['Account List', 'Account Status Report']],
      ['Merchandising Reports', ['Merchandising Report', 'Voids Report']],
      [
        'Sales Reports',
        [
          'Sales Report',
          'Brand Sales by Distributor',
          'SKU Sales by Distributor',
          'Brand Sales by Account',
          'SKU Sales by Account',
        ],
      ],
      ['Chain Reports', ['Scorecard', 'Promos']],
      ['Summary Reports', ['Weekly Summary Report', 'Monthly Summary Report']],
    ]);
    const failures = Object.fromEntries(
      REPORT_BLOCKS.flatMap((b) => b.buttons).map((x) => [x.label, x.endpoint.failureSubject]),
    );
    expect(failures).toMatchObject({
      'Account List': 'accounts list',
      'Account Status Report': 'account status report',
      'Merchandising Report': 'merchandising report',
      'Voids Report': 'void report',
      'Sales Report': 'sales report',
      Scorecard: 'scorecards',
      'Weekly Summary Report': 'scorecards week report',
      'Monthly Summary Report': 'scorecards month report',
    });
  });
});
