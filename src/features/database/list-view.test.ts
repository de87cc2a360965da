import { describe, expect, it } from 'vitest';
import { parseFilter } from '@/filters/schemas';
import {
  clampPage,
  databaseSearchSchema,
  listValues,
  pageCount,
  pagePatch,
  rangeText,
  readListView,
  sortPatch,
} from './list-view';

const DEFAULT_VIEW = readListView({});

describe('account preview view state', () => {
  it('defaults to page 1 by name, A-Z, and reads a shared link', () => {
    expect(DEFAULT_VIEW).toEqual({ sort: 'name', order: 'asc', page: 1 });
    const search = databaseSearchSchema.parse({ sort: 'city', order: 'desc', page: '3', cities: ['Downey'] });
    expect(readListView(search)).toEqual({ sort: 'city', order: 'desc', page: 3 });
  });

  it('falls back to the default for malformed values', () => {
    const search = databaseSearchSchema.parse({ sort: 'salary', order: 'up', page: '-2' });
    expect(readListView(search)).toEqual(DEFAULT_VIEW);
    expect(readListView(databaseSearchSchema.parse({ page: 'two' })).page).toBe(1);
  });

  it('is not filter: the filter parse drops the view keys', () => {
    expect(parseFilter('database', { sort: 'city', page: '2', cities: ['Downey'] })).not.toHaveProperty(
      'sort',
    );
    expect(parseFilter('database', { sort: 'city', page: '2', cities: ['Downey'] })).not.toHaveProperty(
      'page',
    );
  });

  it('sorts: a new column starts A-Z, the same column flips, back to page 1, defaults left out', () => {
    const onPage3 = { ...DEFAULT_VIEW, page: 3 };
    expect(sortPatch(onPage3, 'city')).toEqual({ sort: 'city', order: undefined, page: undefined });
    expect(sortPatch({ ...onPage3, sort: 'city' }, 'city')).toEqual({
      sort: 'city',
      order: 'desc',
      page: undefined,
    });
    expect(sortPatch(DEFAULT_VIEW, 'name')).toEqual({ sort: undefined, order: 'desc', page: undefined });
    expect(sortPatch({ ...DEFAULT_VIEW, order: 'desc' }, 'name')).toEqual({
      sort: undefined,
      order: undefined,
      page: undefined,
    });
    expect(sortPatch(DEFAULT_VIEW, 'active')).toEqual({});
  });

  it('pages: 100 rows a page, page 1 left out of the URL, a too-far page shows the last', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(25_001)).toBe(251);
    expect(pagePatch(1)).toEqual({ page: undefined });
    expect(pagePatch(4)).toEqual({ page: 4 });
    expect(clampPage(40, 250)).toBe(3);
    expect(clampPage(2, 250)).toBe(2);
  });

  it('sends only the non-default view values', () => {
    expect(listValues(DEFAULT_VIEW)).toEqual({});
    expect(listValues({ sort: 'zipCode', order: 'desc', page: 2 })).toEqual({
      page: '2',
      sort: 'zipCode',
      order: 'desc',
    });
  });

  it('says which rows are on screen', () => {
    expect(rangeText({ ...DEFAULT_VIEW, page: 2 }, 100, 2454)).toBe('Showing 101-200 of 2,454');
    expect(rangeText({ ...DEFAULT_VIEW, page: 25 }, 54, 2454)).toBe('Showing 2,401-2,454 of 2,454');
    expect(rangeText(DEFAULT_VIEW, 0, 0)).toBe('Showing 0 of 0');
  });
});
