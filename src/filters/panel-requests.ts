import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { can, type PermissionKey, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { filterOptionsQuery } from './options-query';
import { parseFilter, type FilterSection } from './schemas';
import { buildSectionFilter } from './section-filter';

/**
 * A feature's `queryOptions` for some params, whatever its answer type: a section's list
 * holds queries of different answers, and TanStack's option types are invariant in them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PrefetchOptions = FetchQueryOptions<any, any, any, any>;

/**
 * One request a section's panels make for the applied filter: the endpoint's query factory
 * and who reads it. Each feature declares its list once (`<feature>Requests`, an object
 * that `satisfies Record<string, PanelRequest<section>>`); the route's
 * warm-up, the period shortcuts' hover prefetch and the panels' `enabled` all read it, so a
 * request is made exactly when a permitted panel shows its answer.
 */
export interface PanelRequest<S extends FilterSection> {
  /**
   * The permission keys of the panels that show this answer (any one is reason to fetch
   * it), or a rule over the section's permissions (and, for a page that gathers blocks of
   * several sections, such as one account's page, over all of the user's permissions).
   */
  readBy:
    | readonly PermissionKey<S>[]
    | ((allowed: (key: PermissionKey<S>) => boolean, permissions: Permissions | null | undefined) => boolean);
  query: (params: RequestParams) => PrefetchOptions;
}

/** Whether a permitted panel reads `request`'s answer (else it is never asked for). */
export function isRequested<S extends FilterSection>(
  section: S,
  request: PanelRequest<S>,
  permissions: Permissions | null | undefined,
): boolean {
  const allowed = (key: PermissionKey<S>) => can(permissions, section, key);
  return typeof request.readBy === 'function'
    ? request.readBy(allowed, permissions)
    : request.readBy.some(allowed);
}

/** Starts every permitted request for `params`; free while their answers are fresh. */
export function prefetchPanelRequests<S extends FilterSection>(
  queryClient: QueryClient,
  section: S,
  requests: Record<string, PanelRequest<S>>,
  params: RequestParams,
  permissions: Permissions | null | undefined,
): Promise<void> {
  return Promise.all(
    Object.values(requests)
      .filter((request) => isRequested(section, request, permissions))
      .map((request) => queryClient.prefetchQuery(request.query(params))),
  ).then(() => undefined);
}

/**
 * A section route's warm-up: the filter options, then, as soon as they arrive, the
 * permitted requests for the URL's filter, with the params built exactly as
 * `useSectionFilter` builds them, so the page's queries find them in flight instead of
 * starting their own after the first render.
 */
export async function prefetchSectionRoute<S extends FilterSection>(
  queryClient: QueryClient,
  section: S,
  requests: Record<string, PanelRequest<S>>,
  search: unknown,
  permissions: () => Permissions | null | undefined,
): Promise<void> {
  const options = await queryClient.ensureQueryData(filterOptionsQuery(section));
  const { params } = buildSectionFilter({
    section,
    urlFilter: parseFilter(section, search),
    options,
  });
  await prefetchPanelRequests(queryClient, section, requests, params, permissions());
}
