import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { readTokenSections } from '@/api/auth-storage';
import { sectionForPath } from '@/auth/guards';
import type { SectionId } from '@/api/contract/permissions';
import type { Session } from '@/auth/session';
import { filterOptionsQuery } from '@/filters/options-query';
import { FILTER_SECTIONS, type FilterSection } from '@/filters/schemas';

/**
 * The page's section when the stored token's user held it at the last check: what a page
 * load may prepare while the token is being checked (its shell, code and options). A hint,
 * never a permission: every gate reads the permissions the check returns.
 */
export function hintedSection(pathname: string, tokenSections: readonly string[]): SectionId | null {
  const section = sectionForPath(pathname);
  return section && tokenSections.includes(section) ? section : null;
}

/**
 * The section whose filter options a page load may ask for while the stored token is
 * still being checked: the hinted section, when it has filters. The options need nothing
 * from /authtest's answer (the token is sent either way); the panels' requests do (which
 * panels are permitted), so they wait for it.
 */
export function earlyOptionsSection(
  pathname: string,
  tokenSections: readonly string[],
): FilterSection | null {
  const section = hintedSection(pathname, tokenSections);
  if (!section) return null;
  return (FILTER_SECTIONS as readonly string[]).includes(section) ? (section as FilterSection) : null;
}

/**
 * Starts the page's filter options next to the session check instead of after it
 * (authtest, options and data were three requests in series). The route loader finds
 * the request in flight. A refusal ends quietly: a 401 signs out as the check would, any
 * other failure is the query's error, shown by the page's board if the page is shown.
 */
export function requestOptionsWhileChecking(
  queryClient: QueryClient,
  session: Pick<Session, 'getState'>,
  pathname: string,
): void {
  if (session.getState().status !== 'establishing') return;
  const section = earlyOptionsSection(pathname, readTokenSections());
  if (section) void queryClient.prefetchQuery(filterOptionsQuery(section));
}

/** Whether this load fetches the page's code while the token is checked (the same hint as the options). */
export const fetchesPageCode = (session: Pick<Session, 'getState'>, pathname: string): boolean =>
  session.getState().status === 'establishing' && hintedSection(pathname, readTokenSections()) !== null;

/**
 * Fetches the code of the page being opened (its route's lazy chunks and its layout's)
 * while the stored token is being checked, when the token's user held the page's section at
 * the last check (the same hint as the options). The router mounts only once the session is
 * known, so it would ask for these files after /authtest answers: a second wait in series.
 * Nothing renders from them before the router would: the router finds the modules loaded.
 * A failed download is left to the router, which asks for the route's code again when it
 * loads the route and shows its error if that fails too.
 * Returns when every file has arrived or failed (null when nothing is fetched): the waiting
 * shell stays until then (App), since the router draws nothing while a route's code loads.
 */
export function loadPageCodeWhileChecking(
  router: Pick<AnyRouter, 'getMatchedRoutes' | 'loadRouteChunk'>,
  session: Pick<Session, 'getState'>,
  pathname: string,
): Promise<void> | null {
  if (!fetchesPageCode(session, pathname)) return null;
  const [branch] = router.getMatchedRoutes(pathname);
  // loadRouteChunk returns nothing for a route without lazy code (the root): not a promise.
  return Promise.allSettled(
    branch.map((route) => Promise.resolve().then(() => router.loadRouteChunk(route))),
  ).then(() => undefined);
}
