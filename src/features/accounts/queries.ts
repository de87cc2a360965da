import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { accountsData, accountsMap, accountsMapAccount } from '@/api/contract/accounts';
import { can, type PermissionKey, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { sessionPermissions, type Session } from '@/auth/session';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import { filterOptionsQuery } from '@/filters/options-query';
import { parseFilter } from '@/filters/schemas';
import { buildSectionFilter } from '@/filters/section-filter';

/**
 * One queryOptions factory per Accounts endpoint, keyed by the params that endpoint sends
 * (docs/filters.md, "Caching contract for panels"). The panels, the period-shortcut
 * prefetch and the tests all call these.
 */

/** GET /accounts: summary cards, status points, channel and distributor sums. */
export const accountsDataQuery = (params: RequestParams) =>
  queryOptions({
    queryKey: queryKeyFor(accountsData, params),
    queryFn: ({ signal }) => fetchJson(accountsData, pickParams(params, accountsData.params), { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /accounts/map: the Account Status Map pins. */
export const accountsMapQuery = (params: RequestParams) =>
  queryOptions({
    queryKey: queryKeyFor(accountsMap, params),
    queryFn: ({ signal }) => fetchJson(accountsMap, pickParams(params, accountsMap.params), { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * GET /accounts/map/account: one pin's popup details, under the map's filter (the visits
 * and dates are the period's). Fetched when the popup opens; cached per account and filter.
 */
export const accountDetailsQuery = (params: RequestParams, id: number) =>
  queryOptions({
    queryKey: queryKeyFor(accountsMapAccount, params, { id: String(id) }),
    queryFn: ({ signal }) =>
      fetchJson(accountsMapAccount, pickParams(params, accountsMapAccount.params), {
        signal,
        values: { id },
      }),
  });

/** The blocks that read GET /accounts: any one of them is reason to fetch it. */
export const DATA_PANEL_KEYS = [
  'summary',
  'accountStatus',
  'noInterest',
  'channels',
  'authorisedChannels',
  'distributors',
] as const satisfies readonly PermissionKey<'accounts'>[];

export const needsAccountsMap = (permissions: Permissions | null | undefined): boolean =>
  can(permissions, 'accounts', 'map');

export const needsAccountsData = (permissions: Permissions | null | undefined): boolean =>
  DATA_PANEL_KEYS.some((key) => can(permissions, 'accounts', key));

/**
 * Prefetches what the user's permitted panels read under `params` (a hovered period
 * shortcut), so the click is served from the cache. Free while the data is fresh.
 */
export function prefetchAccountsPanels(
  queryClient: QueryClient,
  params: RequestParams,
  permissions: Permissions | null | undefined,
): Promise<void>[] {
  const pending: Promise<void>[] = [];
  if (needsAccountsMap(permissions)) pending.push(queryClient.prefetchQuery(accountsMapQuery(params)));
  if (needsAccountsData(permissions)) pending.push(queryClient.prefetchQuery(accountsDataQuery(params)));
  return pending;
}

/**
 * The route loader's warm-up: the filter options, then, as soon as they arrive, the
 * permitted panels' data for the URL's filter. The params are built exactly as
 * `useSectionFilter` builds them, so the page's queries find these requests in flight
 * instead of starting their own after the first render.
 */
export async function prefetchAccountsRoute(
  queryClient: QueryClient,
  session: Pick<Session, 'getState'>,
  search: unknown,
): Promise<void> {
  const options = await queryClient.ensureQueryData(filterOptionsQuery('accounts'));
  const permissions = sessionPermissions(session);
  const { params } = buildSectionFilter({
    section: 'accounts',
    urlFilter: parseFilter('accounts', search),
    options,
    navigate: () => undefined,
  });
  await Promise.all(prefetchAccountsPanels(queryClient, params, permissions));
}
