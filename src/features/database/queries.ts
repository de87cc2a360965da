import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { masterList } from '@/api/contract/database';
import type { RequestParams } from '@/api/contract/request-params';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';
import { listValues, type ListView } from './list-view';

/**
 * GET /masterlist for a filter and a view (page, sort): the count and the rows of that page.
 * Keyed by the filter params it sends plus the view, so paging or sorting refetches only
 * this and the download (which reads the params only) keeps its meaning.
 */
export const masterListQuery = (params: RequestParams, view: ListView) => {
  const values = listValues(view);
  return queryOptions({
    queryKey: queryKeyFor(masterList, params, values),
    queryFn: ({ signal }) => fetchJson(masterList, pickParams(params, masterList.params), { values, signal }),
    placeholderData: keepPreviousData,
  });
};

/**
 * The Database page's one request, for the list view the URL asks for: the route's loader
 * starts it (`startSectionRequests`) and the preview panel reads it.
 */
export const databaseRequests = (view: ListView) =>
  ({
    masterList: { readBy: ['masterList'], query: (params: RequestParams) => masterListQuery(params, view) },
  }) satisfies Record<string, PanelRequest<'database'>>;
