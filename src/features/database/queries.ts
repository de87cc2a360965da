import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { masterList } from '@/api/contract/database';
import { can } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import type { Session } from '@/auth/session';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import { filterOptionsQuery } from '@/filters/options-query';
import { parseFilter } from '@/filters/schemas';
import { buildSectionFilter } from '@/filters/section-filter';
import { listValues, readListView, type DatabaseViewSearch, type ListView } from './list-view';

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
 * The route loader's warm-up: the filter options, then the preview page the URL asks for
 * (params built exactly as `useSectionFilter` builds them), so the list request starts the
 * moment the options arrive instead of after the page's first render.
 */
export async function prefetchDatabaseRoute(
  queryClient: QueryClient,
  session: Pick<Session, 'getState'>,
  search: DatabaseViewSearch,
): Promise<void> {
  const options = await queryClient.ensureQueryData(filterOptionsQuery('database'));
  const state = session.getState();
  if (state.status !== 'signedIn' || !can(state.user.permissions, 'database', 'masterList')) return;
  const { params } = buildSectionFilter({
    section: 'database',
    urlFilter: parseFilter('database', search),
    options,
    navigate: () => undefined,
  });
  await queryClient.prefetchQuery(masterListQuery(params, readListView(search)));
}
