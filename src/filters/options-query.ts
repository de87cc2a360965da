import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import type { DomainData, JsonEndpoint } from '@/api/contract/endpoint';
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
): OptionsSource<JsonEndpoint> => ({ endpoint, adapt }) as unknown as OptionsSource<JsonEndpoint>;

/**
 * Each section's /filters endpoint and its adapter into FilterOptions. The contract
 * modules (every endpoint's zod schemas of a section) are imported on demand: a page
 * downloads its own section's contract only, and the one it already loads for its
 * panels costs no request.
 */
const OPTION_SOURCES: { [S in FilterSection]: () => Promise<OptionsSource<JsonEndpoint>> } = {
  accounts: () =>
    import('@/api/contract/accounts').then((m) =>
      source(m.accountsFilters, FILTER_OPTIONS_ADAPTERS.accounts),
    ),
  merchandising: () =>
    import('@/api/contract/merchandising').then((m) =>
      source(m.merchandisingFilters, FILTER_OPTIONS_ADAPTERS.merchandising),
    ),
  sales: () =>
    import('@/api/contract/sales').then((m) => source(m.salesFilters, FILTER_OPTIONS_ADAPTERS.sales)),
  reports: () =>
    import('@/api/contract/reports').then((m) => source(m.reportsFilters, FILTER_OPTIONS_ADAPTERS.reports)),
  management: () =>
    import('@/api/contract/management').then((m) =>
      source(m.managementFilters, FILTER_OPTIONS_ADAPTERS.management),
    ),
  timeEfforts: () =>
    import('@/api/contract/time-efforts').then((m) =>
      source(m.effortsFilters, FILTER_OPTIONS_ADAPTERS.timeEfforts),
    ),
  schedule: () =>
    import('@/api/contract/schedule').then((m) =>
      source(m.scheduleFilters, FILTER_OPTIONS_ADAPTERS.schedule),
    ),
  database: () =>
    import('@/api/contract/database').then((m) =>
      source(m.masterListFilters, FILTER_OPTIONS_ADAPTERS.database),
    ),
};

/**
 * The prefix of every section's options key: an admin change to brands (archive, delete)
 * or to scorecard files invalidates them all at once.
 */
export const ALL_FILTER_OPTIONS_KEY = ['filter-options'] as const;

/**
 * The section's filter options (SPEC.md section 4, "First load"): the only request a page
 * makes before its filter is known. Options rarely change, so they stay fresh for the
 * session's working hour; route loaders can warm them with `ensureQueryData`.
 */
export const filterOptionsQuery = (section: FilterSection) =>
  queryOptions({
    queryKey: [...ALL_FILTER_OPTIONS_KEY, section] as const,
    queryFn: async ({ signal }): Promise<FilterOptions> => {
      const { endpoint, adapt } = await OPTION_SOURCES[section]();
      return adapt(await fetchJson(endpoint, {}, { signal }));
    },
    staleTime: 30 * MINUTE,
    gcTime: 60 * MINUTE,
  });

/**
 * A route loader's warm-up of the section's options, awaited by the route: cached options
 * (restored from the last visit, or past their staleTime) answer at once and are asked
 * again in the background, so a returning user's page never waits for that request; without
 * them, the request. Never rejects: a failure shows in the page's own query (the board's
 * Retry).
 */
export const warmFilterOptions = (queryClient: QueryClient, section: FilterSection): Promise<void> =>
  queryClient.ensureQueryData({ ...filterOptionsQuery(section), revalidateIfStale: true }).then(
    () => undefined,
    () => undefined,
  );
