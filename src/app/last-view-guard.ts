import { redirect } from '@tanstack/react-router';
import type { SessionUser } from '@/api/contract/auth';
import { sectionForPath } from '@/auth/guards';
import { lastViewRedirect, recordLastView } from '@/filters/last-view';

interface Navigation {
  pathname: string;
  searchStr: string;
  preload: boolean;
  /** The leaf route's cause: 'enter' when the section's route is being entered. */
  cause: 'preload' | 'enter' | 'stay' | undefined;
}

/**
 * `_authenticated`, after the sign-in check: the last view of a section
 * (src/filters/last-view.ts). A section entered with no query string opens the user's last
 * filter there instead (a replace, so Back skips the bare URL); every other navigation in a
 * section records its filter. Preloads (link hover) neither restore nor record. It sits in
 * app because it joins a path's section (auth) with the stored filters (filters), two
 * layers that do not import each other.
 */
export function rememberLastView(user: SessionUser, nav: Navigation, storage: Storage = localStorage): void {
  if (nav.preload) return;
  const section = sectionForPath(nav.pathname);
  if (!section) return;
  const href = lastViewRedirect(storage, {
    login: user.login,
    section,
    pathname: nav.pathname,
    searchStr: nav.searchStr,
    entering: nav.cause === 'enter',
  });
  if (href) throw redirect({ href, replace: true });
  recordLastView(storage, user.login, section, nav.searchStr);
}
