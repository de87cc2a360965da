import { describe, expect, it } from 'vitest';
import { parseFilter } from '@/filters/schemas';
import {
  clampDailyPage,
  dailyPageCount,
  dailyRangeText,
  dailySortPatch,
  dailyValues,
  EFFORTS_RETAINED_VIEW_KEYS,
  effortsSearchSchema,
  firstPages,
  pagePatch,
  readDailyView,
  readEffortsView,
  repPageCount,
  repPageValues,
  udsAsmPatch,
  udsValues,
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
    expect(pagePatch('dailyPage', 1)).toEqual({ dailyPage: undefined });
    expect(pagePatch('dailyPage', 4)).toEqual({ dailyPage: 4 });
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

describe('representative tables view state', () => {
  it("reads each table's page and the ASM from a shared link, malformed values as the default", () => {
    const search = effortsSearchSchema.parse({
      weekPage: '2',
      monthPage: '3',
      udsAsm: 'Dana Reyes',
      udsPage: '4',
    });
    expect(readEffortsView(search)).toEqual({
      daily: DEFAULT_VIEW,
      weekPage: 2,
      monthPage: 3,
      uds: { asm: 'Dana Reyes', page: 4 },
    });
    const bad = effortsSearchSchema.parse({ weekPage: '0', monthPage: 'x', udsAsm: '', udsPage: '-1' });
    expect(readEffortsView(bad)).toEqual({
      daily: DEFAULT_VIEW,
      weekPage: 1,
      monthPage: 1,
      uds: { asm: undefined, page: 1 },
    });
    const filter = parseFilter('timeEfforts', { weekPage: '2', udsAsm: 'Dana Reyes', udsPage: '2' });
    expect(filter).not.toHaveProperty('weekPage');
    expect(filter).not.toHaveProperty('udsAsm');
  });

  it('starts every table over at page 1 and the first ASM when a filter is applied', () => {
    expect(EFFORTS_RETAINED_VIEW_KEYS).toEqual(['dailySort', 'dailyOrder']);
    expect(firstPages('miles', 'asc')).toEqual({
      daily: { sort: 'miles', order: 'asc', page: 1 },
      weekPage: 1,
      monthPage: 1,
      uds: { asm: undefined, page: 1 },
    });
  });

  it('pages by 10 representatives, page 1 and the first ASM out of the URL and the request', () => {
    expect([repPageCount(0), repPageCount(10), repPageCount(11), repPageCount(240)]).toEqual([1, 1, 2, 24]);
    expect(pagePatch('weekPage', 1)).toEqual({ weekPage: undefined });
    expect(pagePatch('udsPage', 3)).toEqual({ udsPage: 3 });
    expect(repPageValues(1)).toEqual({});
    expect(repPageValues(2)).toEqual({ page: '2' });
    expect(udsValues({ asm: undefined, page: 1 })).toEqual({});
    expect(udsValues({ asm: 'Sam Cole', page: 2 })).toEqual({ page: '2', asm: 'Sam Cole' });
    // Another ASM starts at its first page; the first ASM is the default.
    const asms = ['Dana Reyes', 'Sam Cole'];
    expect(udsAsmPatch('Sam Cole', asms)).toEqual({ udsAsm: 'Sam Cole', udsPage: undefined });
    expect(udsAsmPatch('Dana Reyes', asms)).toEqual({ udsAsm: undefined, udsPage: undefined });
    expect(udsAsmPatch(undefined, [])).toEqual({ udsAsm: undefined, udsPage: undefined });
  });
});
