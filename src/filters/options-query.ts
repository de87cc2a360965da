import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { accountsFilters } from '@/api/contract/accounts';
import { masterListFilters } from '@/api/contract/database';
import { effortsFilters } from '@/api/contract/efforts';
import type { DomainData, JsonEndpoint } from '@/api/contract/endpoint';
import { managementFilters } from '@/api/contract/management';
import { merchandisingFilters } from '@/api/contract/merchandising';
import { reportsFilters } from '@/api/contract/reports';
import { salesFilters } from '@/api/contract/sales';
import { scheduleFilters } from '@/api/contract/schedules';
import { FILTER_OPTIONS_ADAPTERS, type FilterOptions } from './options';
import type { FilterSection } from './schemas';

const MINUTE = 60_000;

interface OptionsSource<E extends JsonEndpoint> {
  endpoint: E;
  adapt: (data: DomainData<E>) => FilterOptions;
}

const source = <E extends JsonEndpoint>(
  endpoint: E,
  adapt: (data: DomainData<E>) => FilterOptions,
): OptionsSource<E> => ({
  endpoint,
  adapt,
});

/** Each section's /filters endpoint and its adapter into FilterOptions. */
const OPTION_SOURCES: { [S in FilterSection]: OptionsSource<JsonEndpoint> } = {
  accounts: source(accountsFilters, FILTER_OPTIONS_ADAPTERS.accounts),
  merchandising: source(merchandisingFilters, FILTER_OPTIONS_ADAPTERS.merchandising),
  sales: source(salesFilters, FILTER_OPTIONS_ADAPTERS.sales),
  reports: source(reportsFilters, FILTER_OPTIONS_ADAPTERS.reports),
  management: source(managementFilters, FILTER_OPTIONS_ADAPTERS.management),
  timeEfforts: source(effortsFilters, FILTER_OPTIONS_ADAPTERS.timeEfforts),
  schedule: source(scheduleFilters, FILTER_OPTIONS_ADAPTERS.schedule),
  database: source(masterListFilters, FILTER_OPTIONS_ADAPTERS.database),
} as { [S in FilterSection]: OptionsSource<JsonEndpoint> };

export const filterOptionsEndpoint = (section: FilterSection): JsonEndpoint =>
  OPTION_SOURCES[section].endpoint;

/**
 * The section's filter options (SPEC.md section 4, "First load"): the only request a page
 * makes before its filter is known. Options rarely change, so they stay fresh for the
 * session's working hour; route loaders can warm them with `ensureQueryData`.
 */
export const filterOptionsQuery = (section: FilterSection) =>
  queryOptions({
    queryKey: ['filter-options', section] as const,
    queryFn: async ({ signal }): Promise<FilterOptions> => {
      const { endpoint, adapt } = OPTION_SOURCES[section];
      return adapt(await fetchJson(endpoint, {}, { signal }));
    },
    staleTime: 30 * MINUTE,
    gcTime: 60 * MINUTE,
  });
