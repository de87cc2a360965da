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
  /** `values`: the endpoint's own request values (`extraParams`: a table's page), in the key too. */
  (params: RequestParams, values?: Record<string, string>) =>
    queryOptions({
      queryKey: queryKeyFor(endpoint, params, values),
      queryFn: ({ signal }) => fetchJson(endpoint, pickParams(params, endpoint.params), { values, signal }),
      placeholderData: keepPreviousData,
    });
