import { describe, expect, it } from 'vitest';
import { parseFilter } from '@/filters/schemas';
import {
  clampDailyPage,
  dailyPageCount,
  dailyPagePatch,
  dailyRangeText,
  dailySortPatch,
  dailyValues,
  effortsSearchSchema,
  readDailyView,
} from './view-state';

const DEFAULT_VIEW = readDailyView({});

describe('daily table view state', () => {
  it('defaults to page 1, latest day first, and reads a shared link', () => {
    expect(DEFAULT_VIEW).toEqual({ sort: 'date', order: 'desc', page: 1 });
    const search = effortsSearchSchema.parse({ dailySort: 'miles', dailyOrder: 'asc', dailyPage: '3' });
    expect(readDailyView(search)).toEqual({ sort: 'miles', order: 'asc', page: 3 });
  });

  it('falls back to the default for malformed values and is not filter', () => {
    const search = effortsSearchSchema.parse({ dailySort: 'salary', dailyOrder: 'up', dailyPage: '-2' });
    expect(readDailyView(search)).toEqual(DEFAULT_VIEW);
    const filter = parseFilter('timeEfforts', { dailySort: 'miles', dailyPage: '2' });
    expect(filter).not.toHaveProperty('dailySort');
    expect(filter).not.toHaveProperty('dailyPage');
  });

  it('sorts: a new column starts at its first direction, the same column flips, back to page 1', () => {
    const onPage3 = { ...DEFAULT_VIEW, page: 3 };
    expect(dailySortPatch(onPage3, 'representative', 'asc')).toEqual({
      dailySort: 'representative',
      dailyOrder: 'asc',
      dailyPage: undefined,
    });
    expect(dailySortPatch(onPage3, 'miles', 'desc')).toEqual({
      dailySort: 'miles',
      dailyOrder: undefined,
      dailyPage: undefined,
    });
    expect(dailySortPatch(DEFAULT_VIEW, 'date', 'desc')).toEqual({
      dailySort: undefined,
      dailyOrder: 'asc',
      dailyPage: undefined,
    });
    expect(dailySortPatch(DEFAULT_VIEW, 'nonsense', 'asc')).toEqual({});
  });

  it('pages by 50, page 1 out of the URL, a too-far page shows the last', () => {
    expect(dailyPageCount(0)).toBe(1);
    expect(dailyPageCount(120)).toBe(3);
    expect(dailyPagePatch(1)).toEqual({ dailyPage: undefined });
    expect(dailyPagePatch(4)).toEqual({ dailyPage: 4 });
    expect(clampDailyPage(40, 120)).toBe(3);
    expect(dailyRangeText({ ...DEFAULT_VIEW, page: 3 }, 20, 120)).toBe('Showing 101-120 of 120');
  });

  it('sends only the non-default view values', () => {
    expect(dailyValues(DEFAULT_VIEW)).toEqual({});
    expect(dailyValues({ sort: 'representative', order: 'asc', page: 2 })).toEqual({
      page: '2',
      sort: 'representative',
      order: 'asc',
    });
  });
});
