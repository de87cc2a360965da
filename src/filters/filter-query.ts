import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import type { JsonEndpoint } from '@/api/contract/endpoint';
import type { RequestParams } from '@/api/contract/request-params';
import { pickParams, queryKeyFor } from './normalise';

/**
 * The queryOptions factory of a JSON endpoint a panel reads for the applied filter: keyed
 * by (endpoint, the params that endpoint sends), so a filter change refetches only the
 * panels whose params changed (docs/filters.md, "Caching contract for panels"), and the
 * old answer stays on screen, dimmed, while the new one loads.
 */
export const filterQuery =
  <E extends JsonEndpoint>(endpoint: E) =>
  (params: RequestParams) =>
    queryOptions({
      queryKey: queryKeyFor(endpoint, params),
      queryFn: ({ signal }) => fetchJson(endpoint, pickParams(params, endpoint.params), { signal }),
      placeholderData: keepPreviousData,
    });

/**
 * The same for a panel that sends its own view with the filter (a page, a sort, a chosen
 * row group): the view's request values are part of the key, so paging refetches only
 * that panel, and its previous page stays on screen, dimmed, while the next one loads.
 */
export const filterViewQuery = <E extends JsonEndpoint>(
  endpoint: E,
  params: RequestParams,
  values: Record<string, string>,
) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, params, values),
    queryFn: ({ signal }) => fetchJson(endpoint, pickParams(params, endpoint.params), { values, signal }),
    placeholderData: keepPreviousData,
  });
