import { describe, expect, it } from 'vitest';
import type { Brand } from '../entities';
import { metricTables, reportPeriods, scopeFilters } from './scheduled-report';
import { scorecardQuery } from './reports';
import { testDb } from './test-db';

// TEST_TODAY, 2026-11-22, is a Sunday: the current ISO week runs 11-16 to 11-22.
const db = testDb();
const brand = db.brands[0] as Brand;
const span = (periods: ReturnType<typeof reportPeriods>) =>
  periods.map((p) => [db.iso(p.start), db.iso(p.end)]);

describe('scheduled report periods', () => {
  it('weekly: the last complete ISO week before the send day and NumberOfPeriods earlier ones', () => {
    const periods = reportPeriods(db, { repeatPeriod: 'week', amountOfDays: 7, numberOfPeriods: 2 }, brand);
    expect(span(periods)).toEqual([
      ['2026-10-26', '2026-11-01'],
      ['2026-11-02', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
    ]);
  });

  it('monthly: calendar months; daily: AmountOfDays days ending the day before', () => {
    const months = reportPeriods(db, { repeatPeriod: 'month', amountOfDays: 1, numberOfPeriods: 1 }, brand);
    expect(span(months)).toEqual([
      ['2026-09-01', '2026-09-30'],
      ['2026-10-01', '2026-10-31'],
    ]);
    const days = reportPeriods(db, { repeatPeriod: 'day', amountOfDays: 3, numberOfPeriods: 1 }, brand);
    expect(span(days)).toEqual([
      ['2026-11-16', '2026-11-18'],
      ['2026-11-19', '2026-11-21'],
    ]);
  });

  it('leaves out periods before the brand started', () => {
    const young = db.brands.reduce((a, b) => (b.earliestDay > a.earliestDay ? b : a));
    const periods = reportPeriods(db, { repeatPeriod: 'month', amountOfDays: 1, numberOfPeriods: 6 }, young);
    expect(periods.length).toBeLessThanOrEqual(7);
    expect(periods.every((p) => p.start >= young.earliestDay)).toBe(true);
  });
});

describe('scheduled report metrics', () => {
  it('agree with the Weekly Summary for the same weeks, and chain plus UDS make the total', () => {
    const periods = reportPeriods(db, { repeatPeriod: 'week', amountOfDays: 7, numberOfPeriods: 1 }, brand);
    const filters = scopeFilters(db, brand, periods, null);
    const tables = metricTables(db, filters, periods, [
      'accounts.visits',
      'merchandising.newFacingsChain',
      'merchandising.newFacingsUds',
      'merchandising.newFacingsTotal',
    ]);
    expect(tables.map((t) => t.title)).toEqual(['Accounts', 'Merchandising']);
    const weekly = scorecardQuery(db, filters, 'week');
    expect(tables[0]?.rows[0]?.values).toEqual(weekly.map((w) => w.Visits.toLocaleString('en-US')));
    const [chain, uds, total] =
      tables[1]?.rows.map((r) => r.values.map((v) => Number(v.replace(/,/g, '')))) ?? [];
    expect(chain?.map((c, i) => c + (uds?.[i] ?? 0))).toEqual(total);
    expect(total).toEqual(weekly.map((w) => w.FacingsAddedTotal));
  });
});
