import { redirect } from '@tanstack/react-router';
import { canHoldAlertRules } from '@/api/contract/alerts';
import { can, type PermissionKey, type SectionId } from '@/api/contract/permissions';
import type { SessionUser } from '@/api/contract/auth';
import {
  NO_ACCESS_PATH,
  SECTION_PATHS,
  homePath,
  loginSearchFor,
  postLoginTarget,
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

/** A section route: only a permitted section is routable; otherwise the first permitted one. */
export function requireSection(session: Session, section: SectionId): void {
  const target = sectionRedirect(sessionPermissions(session), section);
  if (target) throw redirect({ to: target, replace: true });
}

/** A view inside a section that needs its own key: without it, the section's page. */
export function requirePermission<S extends SectionId>(
  session: Session,
  section: S,
  key: PermissionKey<S>,
): void {
  if (!can(sessionPermissions(session), section, key))
    throw redirect({ to: SECTION_PATHS[section], replace: true });
}

/** The alert rules page: for users who may hold rules (any section with summary cards). */
export function requireAlertRules(session: Session): void {
  const permissions = sessionPermissions(session);
  if (!canHoldAlertRules(permissions)) throw redirect({ to: homePath(permissions), replace: true });
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
