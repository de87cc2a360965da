import type { SalesFilterOptions } from '@/api/contract/sales';
import { FILTER_OPTIONS_ADAPTERS, type FilterOptions } from '@/filters/options';

/**
 * Sales filter options for tests, in the contract's domain shape, adapted like the app
 * does. Today in these tests is Wednesday 2026-11-18.
 */
export const TEST_TODAY = '2026-11-18';

export const SUNSET = 'Sunset Soda';
export const PEAK = 'Blue Peak';

const perBrand = (sunset: string[], peak: string[]) => ({ [SUNSET]: sunset, [PEAK]: peak });

export const salesOptionsDomain: SalesFilterOptions = {
  brands: [
    { name: SUNSET, earliestDate: '2024-01-15' },
    { name: PEAK, earliestDate: '2026-09-01' },
  ],
  accountsSources: ['Field', 'Import'],
  cities: perBrand(['Anaheim', 'Irvine', 'Long Beach', 'Santa Ana', 'Torrance'], ['Irvine', 'Pasadena']),
  states: perBrand(['CA'], ['CA']),
  chains: perBrand(['Albertsons', 'Ralphs', 'Vons', 'Target', 'Smart & Final'], ['Ralphs']),
  banners: perBrand(['Pavilions'], ['Food 4 Less']),
  channelTypes: perBrand(['Grocery', 'Convenience'], ['Grocery']),
  regions: perBrand(['South Bay'], ['San Gabriel Valley']),
  counties: perBrand(['Los Angeles', 'Orange'], ['Los Angeles']),
  territories: perBrand(['Area 1'], ['Area 2']),
  representatives: perBrand(['Ana Diaz', 'Ben Ong'], ['Cy Park']),
  representativesMetric: perBrand(['Ana Diaz', 'Ben Ong'], ['Cy Park']),
  distributors: [
    { name: 'Coastal Dist', brand: SUNSET },
    { name: 'Valley Dist', brand: PEAK },
  ],
  frequencies: ['1', '2', '4'],
  skus: [
    { name: 'Sunset Cola 12oz', brand: SUNSET },
    { name: 'Sunset Lime 12oz', brand: SUNSET },
    { name: 'Peak Water 1L', brand: PEAK },
  ],
};

export const salesOptions: FilterOptions = FILTER_OPTIONS_ADAPTERS.sales(salesOptionsDomain);
