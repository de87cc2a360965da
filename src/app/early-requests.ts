import type { QueryClient } from '@tanstack/react-query';
import { readTokenSections } from '@/api/auth-storage';
import { sectionForPath } from '@/auth/guards';
import type { Session } from '@/auth/session';
import { filterOptionsQuery } from '@/filters/options-query';
import { FILTER_SECTIONS, type FilterSection } from '@/filters/schemas';

/**
 * The section whose filter options a page load may ask for while the stored token is
 * still being checked: the page's section, when the token's user held it at the last
 * check. The options need nothing from /authtest's answer (the token is sent either way);
 * the panels' requests do (which panels are permitted), so they wait for it.
 */
export function earlyOptionsSection(
  pathname: string,
  tokenSections: readonly string[],
): FilterSection | null {
  const section = sectionForPath(pathname);
  if (!section || !tokenSections.includes(section)) return null;
  return (FILTER_SECTIONS as readonly string[]).includes(section) ? (section as FilterSection) : null;
}

/**
 * Starts the page's filter options next to the session check instead of after it (issue
 * 26: authtest, options and data were three requests in series). The route loader finds
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
