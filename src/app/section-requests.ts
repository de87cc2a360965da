import { sessionPermissions } from '@/auth/session';
import { prefetchSectionRoute, type PanelRequest } from '@/filters/panel-requests';
import { parseFilter, type FilterSection } from '@/filters/schemas';
import type { RouterContext } from './router-context';

/**
 * A section route's loader starts its permitted panels' requests for the URL's filter, not
 * awaited: the page renders at once and its panels find the requests in flight. The route
 * re-runs it when the URL's filter changes (`sectionLoaderDeps`), so Apply, Back and a
 * pasted link take the same path, and a view change (a toggle, a tab) starts nothing.
 * Failures surface in the panels' own queries.
 */
export function startSectionRequests<S extends FilterSection>(
  { queryClient, session }: RouterContext,
  section: S,
  requests: Record<string, PanelRequest<S>>,
  search: unknown,
): void {
  void prefetchSectionRoute(queryClient, section, requests, search, () => sessionPermissions(session)).catch(
    () => undefined,
  );
}

/** A section route's loader deps: the URL's filter alone, without the page's view keys. */
export const sectionLoaderDeps = <S extends FilterSection>(section: S, search: unknown) => ({
  filter: parseFilter(section, search),
});
