// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ServerAutoReport } from '@/api/contract/users';
import { dueOccurrences, runFor, sendTime } from './schedule-runs';
import { parseIsoDay } from '../db/dates';

const DAY = '2026-03-10';
const daily = (metrics: string[]): ServerAutoReport => ({
  EmailsTo: ['ann@example.com'],
  EmailsCc: [],
  RepeatPeriod: 'day',
  RepeatDays: 1,
  Weekday: [],
  MonthRepeatMode: 'day',
  MonthDays: [],
  MonthWeekdayName: 'Monday',
  MonthWeekdayNumber: 1,
  AmountOfDays: 7,
  NumberOfPeriods: 1,
  StartsOnDate: '2026-03-01',
  EndMode: 'never',
  EndsOnDate: null,
  EndsAfterNumber: 1,
  Chains: [],
  Banners: [],
  Channels: [],
  Regions: [],
  Counties: [],
  Areas: [],
  AccountReps: [],
  EntireMarketplace: true,
  MarketMetrics: metrics,
  FilteredMetrics: [],
  MarketplaceBeforePhoto: false,
  MarketplaceAfterPhoto: false,
  MarketplaceSecondaryPhoto: false,
  MarketplaceSecondaryPhotoTypes: [],
  FilteredBeforePhoto: false,
  FilteredAfterPhoto: false,
  FilteredSecondaryPhoto: false,
  FilteredSecondaryPhotoTypes: [],
});

describe('a saved schedule edited later', () => {
  const afterSend = sendTime(parseIsoDay(DAY) ?? 0) + 60 * 60 * 1000;

  it("does not send a day's report again when it was already handled that day", () => {
    const first = runFor(daily(['accounts.visits']), undefined, afterSend);
    const due = dueOccurrences(daily(['accounts.visits']), first, afterSend);
    expect(due.map((o) => o.date)).toEqual([DAY]);
    const sent = { ...first, lastOccurrence: DAY, lastNumber: 1 };

    const edited = daily(['accounts.visits', 'sales.totalDollars']);
    const next = runFor(edited, sent, afterSend);
    expect(next.schedule).toBe(JSON.stringify(edited));
    expect(dueOccurrences(edited, next, afterSend)).toEqual([]);
    // The next day goes out under the edited schedule.
    expect(dueOccurrences(edited, next, afterSend + 24 * 60 * 60 * 1000).map((o) => o.date)).toEqual([
      '2026-03-11',
    ]);
  });

  it('starts from the save day when nothing was handled that day', () => {
    const stale = { ...runFor(daily([]), undefined, afterSend), lastOccurrence: '2026-03-08' };
    const next = runFor(daily(['accounts.visits']), stale, afterSend);
    expect([next.firstDay, next.lastOccurrence]).toEqual([DAY, null]);
    expect(dueOccurrences(daily(['accounts.visits']), next, afterSend).map((o) => o.date)).toEqual([DAY]);
  });
});
