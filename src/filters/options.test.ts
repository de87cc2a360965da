import { describe, expect, it } from 'vitest';
import { defaultFilter } from './defaults';
import { ANY_BRAND, byBrand, choicesFor, FILTER_OPTIONS_ADAPTERS } from './options';
import { PEAK, SUNSET, salesOptions, salesOptionsDomain } from '@/test/test-options';

describe('filter options adapters', () => {
  it('groups brand items (SKUs, distributors) by brand without duplicates', () => {
    expect(
      byBrand([
        { name: 'A', brand: 'X' },
        { name: 'B', brand: 'Y' },
        { name: 'A', brand: 'X' },
      ]),
    ).toEqual({ X: ['A'], Y: ['B'] });
  });

  it('sales: per-brand lists follow the brand; brand-free lists serve every brand', () => {
    expect(choicesFor(salesOptions, 'skuNames', PEAK)).toEqual(['Peak Water 1L']);
    expect(choicesFor(salesOptions, 'distributors', SUNSET)).toEqual(['Coastal Dist']);
    expect(choicesFor(salesOptions, 'cities', PEAK)).toEqual(['Irvine', 'Pasadena']);
    expect(choicesFor(salesOptions, 'frequencies', PEAK)).toEqual(['1', '2', '4']);
    expect(choicesFor(salesOptions, 'statusesNames', PEAK)).toEqual([]);
    expect(choicesFor(salesOptions, 'cities', 'Unknown brand')).toEqual([]);
  });

  it('schedule: lists are not per brand and the schedule start date is the earliest date', () => {
    const options = FILTER_OPTIONS_ADAPTERS.schedule({
      earliestDate: '2026-01-05',
      accountsSources: ['Field'],
      cities: ['Irvine'],
      states: [],
      chains: [],
      banners: [],
      channelTypes: [],
      regions: [],
      counties: [],
      territories: [],
      representatives: ['Ana'],
      representativesMetric: [],
      frequencies: [],
      inactiveReps: ['Old Rep'],
    });
    expect(options.choices.cities).toEqual({ [ANY_BRAND]: ['Irvine'] });
    expect(choicesFor(options, 'inactiveReps', undefined)).toEqual(['Old Rep']);
    expect(defaultFilter('schedule', options, '2026-11-18')).toMatchObject({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      accountsSource: 'Field',
    });
  });

  it('database: first accounts source and first activeAccounts value are the defaults', () => {
    const options = FILTER_OPTIONS_ADAPTERS.database({
      accountsSources: ['Field', 'Import'],
      activeAccounts: ['Active', 'All'],
      channels: ['Grocery'],
      cities: [],
      states: [],
      chains: [],
      banners: [],
      regions: [],
      counties: [],
      territories: [],
      representatives: [],
      frequencies: [],
    });
    expect(choicesFor(options, 'channels', undefined)).toEqual(['Grocery']);
    expect(defaultFilter('database', options)).toMatchObject({
      accountsSource: 'Field',
      activeAccounts: 'Active',
    });
  });

  it('keeps the brands in server order: the first is the default brand', () => {
    expect(salesOptions.brands.map((b) => b.name)).toEqual(salesOptionsDomain.brands.map((b) => b.name));
    expect(defaultFilter('sales', salesOptions, '2026-11-18').brand).toBe(SUNSET);
  });
});
