import { describe, expect, it } from 'vitest';
import { matchShortcut, PERIOD_SHORTCUTS, shortcutRange, type PeriodShortcutId } from './period-shortcuts';

const EARLY = '2000-01-01';
const range = (id: PeriodShortcutId, today: string, earliest = EARLY) => {
  const { startDate, endDate } = shortcutRange(id, today, earliest);
  return [startDate, endDate];
};

describe('period shortcuts', () => {
  it('has the exact labels, in order', () => {
    expect(PERIOD_SHORTCUTS.map((s) => s.label)).toEqual([
      'Today',
      'Yesterday',
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
      'This Quarter',
      'Last Quarter',
      'This Year',
      'Last Year',
      'All Time',
    ]);
  });

  it('on a Sunday (ISO weeks start on Monday)', () => {
    const sunday = '2026-11-22';
    expect(range('today', sunday)).toEqual([sunday, sunday]);
    expect(range('yesterday', sunday)).toEqual(['2026-11-21', '2026-11-21']);
    expect(range('thisWeek', sunday)).toEqual(['2026-11-16', sunday]);
    expect(range('lastWeek', sunday)).toEqual(['2026-11-09', '2026-11-15']);
    expect(range('thisMonth', sunday)).toEqual(['2026-11-01', sunday]);
    expect(range('lastMonth', sunday)).toEqual(['2026-10-01', '2026-10-31']);
    expect(range('thisQuarter', sunday)).toEqual(['2026-10-01', sunday]);
    expect(range('lastQuarter', sunday)).toEqual(['2026-07-01', '2026-09-30']);
    expect(range('thisYear', sunday)).toEqual(['2026-01-01', sunday]);
    expect(range('lastYear', sunday)).toEqual(['2025-01-01', '2025-12-31']);
    expect(range('allTime', sunday)).toEqual([EARLY, sunday]);
  });

  it('on a Monday, This Week is just today', () => {
    expect(range('thisWeek', '2026-11-23')).toEqual(['2026-11-23', '2026-11-23']);
    expect(range('lastWeek', '2026-11-23')).toEqual(['2026-11-16', '2026-11-22']);
  });

  it('on 1 January everything "last" is in the previous year', () => {
    const newYear = '2026-01-01'; // a Thursday
    expect(range('yesterday', newYear)).toEqual(['2025-12-31', '2025-12-31']);
    expect(range('thisWeek', newYear)).toEqual(['2025-12-29', newYear]);
    expect(range('lastWeek', newYear)).toEqual(['2025-12-22', '2025-12-28']);
    expect(range('lastMonth', newYear)).toEqual(['2025-12-01', '2025-12-31']);
    expect(range('thisQuarter', newYear)).toEqual([newYear, newYear]);
    expect(range('lastQuarter', newYear)).toEqual(['2025-10-01', '2025-12-31']);
    expect(range('thisYear', newYear)).toEqual([newYear, newYear]);
    expect(range('lastYear', newYear)).toEqual(['2025-01-01', '2025-12-31']);
  });

  it('at quarter boundaries', () => {
    expect(range('thisQuarter', '2026-03-31')).toEqual(['2026-01-01', '2026-03-31']);
    expect(range('lastQuarter', '2026-03-31')).toEqual(['2025-10-01', '2025-12-31']);
    expect(range('thisQuarter', '2026-04-01')).toEqual(['2026-04-01', '2026-04-01']);
    expect(range('lastQuarter', '2026-04-01')).toEqual(['2026-01-01', '2026-03-31']);
    expect(range('lastMonth', '2026-03-31')).toEqual(['2026-02-01', '2026-02-28']);
    expect(range('lastMonth', '2024-03-15')).toEqual(['2024-02-01', '2024-02-29']);
  });

  it('clips ranges so they never start before the earliest date', () => {
    expect(shortcutRange('thisYear', '2026-11-22', '2026-08-01')).toEqual({
      startDate: '2026-08-01',
      endDate: '2026-11-22',
      available: true,
    });
    expect(shortcutRange('allTime', '2026-11-22', '2026-08-01')).toMatchObject({ startDate: '2026-08-01' });
  });

  it('marks a period wholly before the earliest date unavailable, with a non-inverted range', () => {
    expect(shortcutRange('lastYear', '2026-11-22', '2026-08-01')).toEqual({
      startDate: '2026-08-01',
      endDate: '2026-08-01',
      available: false,
    });
    expect(shortcutRange('yesterday', '2026-11-22', '2026-11-22').available).toBe(false);
    expect(shortcutRange('today', '2026-11-22', '2026-11-22').available).toBe(true);
  });

  it('matchShortcut finds the active shortcut; the first in menu order wins ties', () => {
    const today = '2026-11-22';
    expect(matchShortcut({ startDate: '2026-10-01', endDate: '2026-10-31' }, today, EARLY)).toBe('lastMonth');
    expect(matchShortcut({ startDate: EARLY, endDate: today }, today, EARLY)).toBe('allTime');
    expect(matchShortcut({ startDate: '2026-10-02', endDate: '2026-10-31' }, today, EARLY)).toBeNull();
    expect(matchShortcut({ startDate: '2026-11-23', endDate: '2026-11-23' }, '2026-11-23', EARLY)).toBe(
      'today',
    );
    // A clipped range still matches its shortcut; an unavailable one never does.
    expect(matchShortcut({ startDate: '2026-08-01', endDate: today }, today, '2026-08-01')).toBe('thisYear');
    expect(matchShortcut({ startDate: '2026-08-01', endDate: '2026-08-01' }, today, '2026-08-01')).toBeNull();
  });
});
