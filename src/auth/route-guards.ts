import { redirect } from '@tanstack/react-router';
import type { SectionId } from '@/api/contract/permissions';
import type { SessionUser } from '@/api/contract/auth';
import { lastViewRedirect, recordLastView } from '@/filters/last-view';
import {
  NO_ACCESS_PATH,
  homePath,
  loginSearchFor,
  postLoginTarget,
  sectionForPath,
  sectionRedirect,
} from './guards';
import { sessionPermissions, type Session } from './session';

/**
 * The guards of guards.ts as `beforeLoad` steps: each waits for the start-up session
 * check, then either returns or throws a router redirect. Route files call these and
 * stay thin.
 */

/** `_authenticated`: a signed-out visitor goes to login, remembering where they were headed. */
export async function requireSignedIn(session: Session, href: string): Promise<{ user: SessionUser }> {
  await session.ready();
  const state = session.getState();
  if (state.status !== 'signedIn')
    throw redirect({ to: '/login', search: loginSearchFor(href), replace: true });
  return { user: state.user };
}

interface Navigation {
  pathname: string;
  searchStr: string;
  preload: boolean;
  /** The leaf route's cause: 'enter' when the section's route is being entered. */
  cause: 'preload' | 'enter' | 'stay' | undefined;
}

/**
 * `_authenticated`, after the sign-in check: the last view of a section (issue 24,
 * src/filters/last-view.ts). A section entered with no query string opens the user's last
 * filter there instead (a replace, so Back skips the bare URL); every other navigation
 * in a section records its filter. Preloads (link hover) neither restore nor record.
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

/** A section route: only a permitted section is routable; otherwise the first permitted one. */
export function requireSection(session: Session, section: SectionId): void {
  const target = sectionRedirect(sessionPermissions(session), section);
  if (target) throw redirect({ to: target, replace: true });
}

/** The no-access page is only for users who really hold no section. */
export function requireNoSection(session: Session): void {
  const home = homePath(sessionPermissions(session));
  if (home !== NO_ACCESS_PATH) throw redirect({ to: home, replace: true });
}

/** /login when already signed in: on to the remembered URL or the first permitted section. */
export async function redirectIfSignedIn(session: Session, redirectTo: string | undefined): Promise<void> {
  await session.ready();
  const state = session.getState();
  if (state.status === 'signedIn') {
    throw redirect({ href: postLoginTarget(redirectTo, state.user.permissions), replace: true });
  }
}

/** '/', unknown paths: signed in, the first permitted section; signed out, login. */
export async function redirectToLanding(session: Session, href: string): Promise<never> {
  await session.ready();
  const state = session.getState();
  if (state.status === 'signedIn') throw redirect({ to: homePath(state.user.permissions), replace: true });
  throw redirect({ to: '/login', search: loginSearchFor(href), replace: true });
}
