import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { can, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { salesData, salesTopAccounts, salesTotals } from '@/api/contract/sales';
import { pickParams, queryKeyFor } from '@/filters/normalise';

/**
 * One queryOptions factory per Sales endpoint, keyed by the params that endpoint sends
 * (docs/filters.md, "Caching contract for panels"). The route-independent page, the
 * period-shortcut prefetch and the tests all call these, so they share cache entries.
 */

/** GET /sales: the Sales Map pins and the Summary they add up to. */
export const salesDataQuery = (params: RequestParams) =>
  queryOptions({
    queryKey: queryKeyFor(salesData, params),
    queryFn: ({ signal }) => fetchJson(salesData, pickParams(params, salesData.params), { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /sales/totals: per-interval totals, by SKU and by distributor (every chart). */
export const salesTotalsQuery = (params: RequestParams) =>
  queryOptions({
    queryKey: queryKeyFor(salesTotals, params),
    queryFn: ({ signal }) => fetchJson(salesTotals, pickParams(params, salesTotals.params), { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /sales/top-accounts: the Top 10 Accounts table. */
export const salesTopAccountsQuery = (params: RequestParams) =>
  queryOptions({
    queryKey: queryKeyFor(salesTopAccounts, params),
    queryFn: ({ signal }) =>
      fetchJson(salesTopAccounts, pickParams(params, salesTopAccounts.params), { signal }),
    placeholderData: keepPreviousData,
  });

/** Which Sales endpoints the user's permitted panels read. */
export interface SalesNeeds {
  /** /sales: the map or the summary. */
  data: boolean;
  /** /sales/totals: any of the three chart panels. */
  totals: boolean;
  /** /sales/top-accounts. */
  topAccounts: boolean;
}

export const salesNeeds = (permissions: Permissions | null | undefined): SalesNeeds => ({
  data: can(permissions, 'sales', 'map') || can(permissions, 'sales', 'summary'),
  totals:
    can(permissions, 'sales', 'total') ||
    can(permissions, 'sales', 'totalBySku') ||
    can(permissions, 'sales', 'totalByDistributor'),
  topAccounts: can(permissions, 'sales', 'topAccounts'),
});

/**
 * Warms the cache for what the page would show under `params` (a hovered period
 * shortcut): only the endpoints of permitted panels, free while the data is fresh.
 */
export function prefetchSalesPanels(
  queryClient: QueryClient,
  params: RequestParams,
  permissions: Permissions | null | undefined,
): void {
  const needs = salesNeeds(permissions);
  if (needs.data) void queryClient.prefetchQuery(salesDataQuery(params));
  if (needs.totals) void queryClient.prefetchQuery(salesTotalsQuery(params));
  if (needs.topAccounts) void queryClient.prefetchQuery(salesTopAccountsQuery(params));
}
