import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { accountMerchandising, accountProfile, accountSales, accountVisits } from '@/api/contract/account';
import type { JsonEndpoint } from '@/api/contract/endpoint';
import { can } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';
import { ACCOUNT_BLOCK_PERMISSIONS } from '@/api/contract/account';

/**
 * One queryOptions factory per endpoint of the account page, keyed by (endpoint, brand and
 * period, the account). The old answer stays, dimmed, while another period of the same
 * account loads; another account never shows this one's figures.
 */
const accountQuery =
  <E extends JsonEndpoint>(endpoint: E) =>
  (id: string) =>
  (params: RequestParams) =>
    queryOptions({
      queryKey: queryKeyFor(endpoint, params, { id }),
      queryFn: ({ signal }) =>
        fetchJson(endpoint, pickParams(params, endpoint.params), { signal, values: { id } }),
      // Another period of this account keeps its answer on screen, dimmed; another account's never shows.
      placeholderData: (previous, previousQuery) =>
        (previousQuery?.queryKey[2] as { id?: string } | undefined)?.id === id ? previous : undefined,
    });

/** GET /accounts/account: the header, the visits figure and the status history. */
export const accountProfileQuery = accountQuery(accountProfile);
/** GET /sales/account: the sales figures and charts. */
export const accountSalesQuery = accountQuery(accountSales);
/** GET /merchandising/account: the merchandising figures, history and photos. */
export const accountMerchandisingQuery = accountQuery(accountMerchandising);
/** GET /schedules/account: the visit timeline. */
export const accountVisitsQuery = accountQuery(accountVisits);

/** Whether the user holds any of the blocks' permissions that read an answer. */
const readByBlocks =
  (...blocks: (keyof typeof ACCOUNT_BLOCK_PERMISSIONS)[]): PanelRequest<'accounts'>['readBy'] =>
  (_allowed, permissions) =>
    blocks.some((block) => {
      const { section, key } = ACCOUNT_BLOCK_PERMISSIONS[block];
      return can(permissions, section, key as never);
    });

/**
 * What the account page's permitted blocks read, for one account. The page is under
 * Accounts (its filter is the Accounts filter's brand and period) but gathers blocks of
 * four sections: each request is made only when a block of its section is permitted.
 */
export const accountPageRequests = (id: string) =>
  ({
    profile: { readBy: () => true, query: accountProfileQuery(id) },
    sales: {
      readBy: readByBlocks('salesFigures', 'salesOverTime', 'salesBySku'),
      query: accountSalesQuery(id),
    },
    merchandising: {
      readBy: readByBlocks('merchandisingFigures', 'merchandisingHistory', 'photos'),
      query: accountMerchandisingQuery(id),
    },
    visits: { readBy: readByBlocks('visits'), query: accountVisitsQuery(id) },
  }) satisfies Record<string, PanelRequest<'accounts'>>;
