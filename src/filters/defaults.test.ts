import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTodayForTests } from '@/lib/dates';
import {
  defaultFilter,
  isDefault,
  resolveFilter,
  sameFilter,
  type FilterOptionsForDefaults,
} from './defaults';
import { FILTER_SECTIONS, parseFilter } from './schemas';
import { queryStringArbitrary } from '@/test/test-arbitraries';
import { omitDefaults, parseSearch, stringifySearch } from './url-codec';

const TODAY = '2026-11-22'; // a Sunday

const options: FilterOptionsForDefaults = {
  brands: [
    { name: 'Sunset Soda', earliestDate: '2023-03-15T00:00:00' },
    { name: 'Fresh Bites', earliestDate: '2026-08-01' },
  ],
  accountsSources: ['UDS', 'Chain'],
  activeAccounts: ['Active', 'All'],
  scheduleStartDate: '2024-01-01',
  promo: ['All', 'Yes', 'No'],
  tags: ['All', 'Yes'],
};

beforeAll(() => setTodayForTests(TODAY));
afterAll(() => setTodayForTests(null));

describe('defaultFilter', () => {
  it('uses the first brand, its earliest date, today and the first accounts source', () => {
    expect(defaultFilter('sales', options, TODAY)).toMatchObject({
      brand: 'Sunset Soda',
      startDate: '2023-03-15',
      endDate: TODAY,
      accountsSource: 'UDS',
      cities: [],
      notVisitedIn: 0,
      name: '',
    });
  });

  it('takes another known brand when asked', () => {
    expect(defaultFilter('accounts', options, TODAY, 'Fresh Bites')).toMatchObject({
      brand: 'Fresh Bites',
      startDate: '2026-08-01',
    });
  });

  it('merchandising defaults to the first promo and the first tag', () => {
    expect(defaultFilter('merchandising', options, TODAY)).toMatchObject({
      promo: ['All'],
      tags: ['All'],
      numberOfSkus: 'm0',
    });
  });

  it('schedule defaults to the current ISO week, Monday to Sunday', () => {
    expect(defaultFilter('schedule', options, TODAY)).toMatchObject({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(defaultFilter('schedule', options, '2026-11-18')).toMatchObject({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(defaultFilter('schedule', options, TODAY)).not.toHaveProperty('brand');
  });

  it('database defaults to the first source and first activeAccounts value, without dates', () => {
    const filter = defaultFilter('database', options, TODAY);
    expect(filter).toMatchObject({ accountsSource: 'UDS', activeAccounts: 'Active' });
    expect(filter).not.toHaveProperty('startDate');
  });

  it('copes with empty options', () => {
    expect(defaultFilter('sales', { brands: [], accountsSources: [] }, TODAY)).toMatchObject({
      brand: '',
      startDate: TODAY,
      endDate: TODAY,
      accountsSource: '',
    });
  });
});

describe('resolveFilter', () => {
  const resolve = (query: string, section: (typeof FILTER_SECTIONS)[number] = 'sales') =>
    resolveFilter(section, parseFilter(section, parseSearch(query)), options, TODAY);

  it('an empty URL gives the defaults', () => {
    for (const section of FILTER_SECTIONS) {
      expect(resolveFilter(section, parseFilter(section, {}), options, TODAY)).toEqual(
        defaultFilter(section, options, TODAY),
      );
    }
  });

  it('fills missing dates from the URL brand', () => {
    expect(resolve('?brand=Fresh%20Bites')).toMatchObject({
      brand: 'Fresh Bites',
      startDate: '2026-08-01',
      endDate: TODAY,
    });
  });

  it('replaces an unknown brand with the first brand', () => {
    expect(resolve('?brand=Nope&startDate=2024-01-01')).toMatchObject({
      brand: 'Sunset Soda',
      startDate: '2024-01-01',
    });
  });

  it('clamps a start before the earliest date and an end after today', () => {
    expect(resolve('?brand=Fresh%20Bites&startDate=2020-01-01&endDate=2030-01-01')).toMatchObject({
      startDate: '2026-08-01',
      endDate: TODAY,
    });
  });

  it('a start after the end falls back to the default range', () => {
    expect(resolve('?startDate=2026-05-01&endDate=2026-04-01')).toMatchObject({
      startDate: '2023-03-15',
      endDate: TODAY,
    });
  });

  it('a future start date is dropped by the URL rule, not clamped', () => {
    expect(resolve('?startDate=2026-12-01')).toMatchObject({ startDate: '2023-03-15' });
  });

  it('an unknown accounts source or activeAccounts value falls back to the first one', () => {
    expect(resolve('?accountsSource=Other')).toMatchObject({ accountsSource: 'UDS' });
    expect(resolve('?accountsSource=Chain')).toMatchObject({ accountsSource: 'Chain' });
    expect(resolve('?activeAccounts=Gone', 'database')).toMatchObject({ activeAccounts: 'Active' });
  });

  it('the schedule keeps next week and clamps to its own limits', () => {
    expect(resolve('?startDate=2026-11-23&endDate=2026-11-29', 'schedule')).toMatchObject({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(resolve('?startDate=2023-01-02&endDate=2029-01-01', 'schedule')).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2027-11-22',
    });
  });

  it('the malformed URL of the brief resolves to the defaults', () => {
    expect(resolve('?startDate=banana&notVisitedIn=x&numberOfSkus=q5&cities=,,', 'merchandising')).toEqual(
      defaultFilter('merchandising', options, TODAY),
    );
  });

  it('is idempotent, and any query string resolves to a consistent range', () => {
    fc.assert(
      fc.property(queryStringArbitrary, fc.constantFrom(...FILTER_SECTIONS), (query, section) => {
        const resolved = resolve(query, section);
        expect(resolveFilter(section, parseFilter(section, resolved), options, TODAY)).toEqual(resolved);
        if ('startDate' in resolved) expect(resolved.startDate! <= resolved.endDate!).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('omitting defaults and resolving again restores the same filter (shared URLs)', () => {
    const defaults = defaultFilter('sales', options, TODAY);
    const filter = { ...defaults, cities: ['Irvine'], startDate: '2025-01-01' };
    const url = stringifySearch(omitDefaults(filter, defaults));
    expect(url).toBe('?cities=Irvine&startDate=2025-01-01');
    expect(resolve(url)).toEqual(filter);
  });
});

describe('isDefault / sameFilter', () => {
  const defaults = defaultFilter('sales', options, TODAY);

  it('is true for the defaults, false after a change', () => {
    expect(isDefault(defaults, defaults)).toBe(true);
    expect(isDefault({ ...defaults, cities: ['X'] }, defaults)).toBe(false);
    expect(isDefault({ ...defaults, startDate: '2024-01-01' }, defaults)).toBe(false);
  });

  it('ignores list order, duplicates and stray spaces', () => {
    expect(
      sameFilter(
        { ...defaults, cities: ['A', 'B'], name: 'x' },
        { ...defaults, cities: ['B', 'A', 'A'], name: ' x ' },
      ),
    ).toBe(true);
    expect(isDefault({ ...defaults, name: '   ' }, defaults)).toBe(true);
  });
});
