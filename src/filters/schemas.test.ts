import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTodayForTests } from '@/lib/dates';
import { FILTER_SECTIONS, filterSchemas, parseFilter, sectionFields, sectionHasField } from './schemas';
import { parseSearch } from './url-codec';

beforeAll(() => setTodayForTests('2026-11-22'));
afterAll(() => setTodayForTests(null));

describe('filter schemas', () => {
  it('turns the malformed URL of the brief into defaults, without an error', () => {
    const filter = parseFilter(
      'merchandising',
      parseSearch('?startDate=banana&notVisitedIn=x&numberOfSkus=q5&cities=,,'),
    );
    expect(filter).toEqual(filterSchemas.merchandising.parse({}));
    expect(filter.startDate).toBeUndefined();
    expect(filter.notVisitedIn).toBe(0);
    expect(filter.numberOfSkus).toBe('m0');
    expect(filter.cities).toEqual([]);
  });

  it('keeps a start date only if it parses and is not in the future', () => {
    const start = (value: string) => parseFilter('sales', { startDate: value }).startDate;
    expect(start('2026-11-22')).toBe('2026-11-22');
    expect(start('2025-02-28')).toBe('2025-02-28');
    expect(start('2026-11-23')).toBeUndefined();
    expect(start('2025-02-30')).toBeUndefined();
    expect(start('2025-2-3')).toBeUndefined();
  });

  it('lets schedule start dates look up to a year ahead', () => {
    expect(parseFilter('schedule', { startDate: '2027-11-22' }).startDate).toBe('2027-11-22');
    expect(parseFilter('schedule', { startDate: '2027-11-23' }).startDate).toBeUndefined();
  });

  it('keeps an end date only if valid (range rules come later)', () => {
    expect(parseFilter('sales', { endDate: '2030-01-01' }).endDate).toBe('2030-01-01');
    expect(parseFilter('sales', { endDate: 'tomorrow' }).endDate).toBeUndefined();
  });

  it('reads notVisitedIn as a number: non-numeric 0, negative absolute', () => {
    const days = (value: unknown) => parseFilter('sales', { notVisitedIn: value }).notVisitedIn;
    expect(days('12')).toBe(12);
    expect(days('-7')).toBe(7);
    expect(days(-3)).toBe(3);
    expect(days('x')).toBe(0);
    expect(days('')).toBe(0);
    expect(days(['1'])).toBe(0);
  });

  it('accepts comparisons as m|l|e plus a whole number, canonicalised', () => {
    const skus = (value: unknown) => parseFilter('merchandising', { numberOfSkus: value }).numberOfSkus;
    expect(skus('l5')).toBe('l5');
    expect(skus('e007')).toBe('e7');
    expect(skus('m-1')).toBe('m0');
    expect(skus('x5')).toBe('m0');
    expect(skus('m1.5')).toBe('m0');
  });

  it('keeps zip codes as digit strings only', () => {
    expect(parseFilter('sales', { zipCode: '02134' }).zipCode).toBe('02134');
    expect(parseFilter('sales', { zipCode: '9021a' }).zipCode).toBe('');
    expect(parseFilter('sales', { zipCode: 90210 }).zipCode).toBe('');
  });

  it('drops empty list items and non-list values, and unknown keys', () => {
    const filter = parseFilter('sales', { cities: ['', 'Irvine'], states: 'CA', nope: 'x' });
    expect(filter.cities).toEqual(['Irvine']);
    expect(filter.states).toEqual([]);
    expect(filter).not.toHaveProperty('nope');
  });

  it('never throws, whatever the input', () => {
    for (const section of FILTER_SECTIONS) {
      for (const input of [null, undefined, 42, 'x', [], { brand: {} }, { cities: [1, 2] }]) {
        expect(() => parseFilter(section, input)).not.toThrow();
      }
    }
  });
});

describe('section shapes (SPEC.md section 3)', () => {
  const shared = [
    'startDate',
    'endDate',
    'brand',
    'name',
    'address',
    'zipCode',
    'channelTypes',
    'cities',
    'states',
    'chains',
    'representatives',
    'representativesMetric',
    'territories',
    'regions',
    'counties',
    'banners',
    'frequencies',
    'accountsSource',
    'distributors',
    'notVisitedIn',
  ];
  const sorted = (keys: string[]) => [...keys].sort();

  it('builds each section from the shared shape plus its extras', () => {
    expect(sorted(sectionFields('accounts'))).toEqual(sorted([...shared, 'statusesNames', 'noImageReasons']));
    expect(sorted(sectionFields('sales'))).toEqual(sorted([...shared, 'skuNames']));
    expect(sorted(sectionFields('merchandising'))).toEqual(
      sorted([
        ...shared,
        'numberOfSkus',
        'numberOfFacings',
        'dublicateImages',
        'primary',
        'secondary',
        'locations',
        'types',
        'tags',
        'prices',
        'promo',
        'competitors',
      ]),
    );
    expect(sorted(sectionFields('reports'))).toEqual(
      sorted([...shared, 'salesSkuNames', 'merchandisingSkuNames', 'numberOfSkus', 'numberOfFacings']),
    );
    expect(sorted(sectionFields('management'))).toEqual(
      sorted([
        ...shared,
        'inactiveReps',
        'salesSkuNames',
        'merchandisingSkuNames',
        'numberOfSkus',
        'numberOfFacings',
      ]),
    );
    expect(sorted(sectionFields('timeEfforts'))).toEqual(sorted([...shared, 'inactiveReps']));
    expect(sorted(sectionFields('database'))).toEqual(
      sorted([
        'name',
        'address',
        'channels',
        'cities',
        'states',
        'chains',
        'representatives',
        'territories',
        'accountsSource',
        'activeAccounts',
        'regions',
        'counties',
        'banners',
        'frequencies',
        'zipCode',
      ]),
    );
  });

  it('schedule is management without brand, distributors, SKU name lists and notVisitedIn', () => {
    const removed = ['brand', 'distributors', 'salesSkuNames', 'merchandisingSkuNames', 'notVisitedIn'];
    expect(sorted(sectionFields('schedule'))).toEqual(
      sorted(sectionFields('management').filter((key) => !removed.includes(key))),
    );
    expect(sectionHasField('schedule', 'brand')).toBe(false);
  });
});
