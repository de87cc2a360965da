import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { attentionList, attentionMap } from '@/api/contract/attention';
import type { RequestParams } from '@/api/contract/request-params';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';
import { listValues, ruleValues, type AttentionRulesView, type AttentionView } from './view-state';

/**
 * GET /accounts/attention for a filter, the rules and a page: the counts per reason and one
 * page of accounts. Keyed by the filter params it sends plus those values, so a page or a
 * reason is one small request and the old page stays, dimmed, meanwhile.
 */
export const attentionListQuery = (params: RequestParams, view: AttentionView) => {
  const values = listValues(view);
  return queryOptions({
    queryKey: queryKeyFor(attentionList, params, values),
    queryFn: ({ signal }) =>
      fetchJson(attentionList, pickParams(params, attentionList.params), { values, signal }),
    placeholderData: keepPreviousData,
  });
};

/** GET /accounts/attention/map: the layer's pins (every account of the list, unpaged). */
export const attentionPinsQuery = (params: RequestParams, rules: AttentionRulesView) => {
  const values = ruleValues(rules);
  return queryOptions({
    queryKey: queryKeyFor(attentionMap, params, values),
    queryFn: ({ signal }) =>
      fetchJson(attentionMap, pickParams(params, attentionMap.params), { values, signal }),
    placeholderData: keepPreviousData,
  });
};

/**
 * The view's requests for the URL's view: the list always (with the permission), the map's
 * pins only while the layer is on.
 */
export const attentionRequests = (view: AttentionView) =>
  ({
    list: { readBy: ['attention'], query: (params: RequestParams) => attentionListQuery(params, view) },
    map: {
      readBy: (allowed) => view.map && allowed('attention'),
      query: (params: RequestParams) => attentionPinsQuery(params, view),
    },
  }) satisfies Record<string, PanelRequest<'accounts'>>;
