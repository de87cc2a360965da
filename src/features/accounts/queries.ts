import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { accountsData, accountsMap, accountsMapAccount } from '@/api/contract/accounts';
import type { PermissionKey } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';

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

/** What the page's permitted panels read; the others are never requested. */
export const accountsRequests = {
  map: { readBy: ['map'], query: accountsMapQuery },
  data: { readBy: DATA_PANEL_KEYS, query: accountsDataQuery },
} satisfies Record<string, PanelRequest<'accounts'>>;
