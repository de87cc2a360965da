import {
  SECTION_IDS,
  firstPermittedSection,
  hasSection,
  type Permissions,
  type SectionId,
} from '@/api/contract/permissions';

/**
 * Pure routing rules for the session (SPEC.md section 2, docs/decisions.md behaviour 4). The
 * route files turn their answers into router redirects (route-guards.ts); keeping the
 * rules here lets them be tested without a router.
 */

/** Each section's top-level route. Time & Efforts lives at /uds (SPEC.md section 2). */
export const SECTION_PATHS = {
  accounts: '/accounts',
  merchandising: '/merchandising',
  sales: '/sales',
  reports: '/reports',
  management: '/management',
  timeEfforts: '/uds',
  schedule: '/schedule',
  database: '/database',
  admin: '/admin',
} as const satisfies Record<SectionId, string>;

export type SectionPath = (typeof SECTION_PATHS)[SectionId];

/** Where a signed-in user who holds no section at all is sent (never a redirect loop). */
export const NO_ACCESS_PATH = '/no-access';
export const LOGIN_PATH = '/login';

/** A place a signed-in user can be sent to. */
export type LandingPath = SectionPath | typeof NO_ACCESS_PATH;

/** The section a path belongs to: '/sales' and '/sales/anything' are Sales. */
export function sectionForPath(pathname: string): SectionId | null {
  for (const id of SECTION_IDS) {
    const path = SECTION_PATHS[id];
    if (pathname === path || pathname.startsWith(`${path}/`)) return id;
  }
  return null;
}

/** The first permitted section's path: the landing place for unknown and forbidden paths. */
export function homePath(perms: Permissions | null | undefined): LandingPath {
  const first = firstPermittedSection(perms);
  return first ? SECTION_PATHS[first] : NO_ACCESS_PATH;
}

/** SPEC.md: the logo links to /accounts, or the first permitted section without Accounts. */
export function logoPath(perms: Permissions | null | undefined): LandingPath {
  return hasSection(perms, 'accounts') ? SECTION_PATHS.accounts : homePath(perms);
}

/** Where a signed-in user asking for `section` must go instead, or null when permitted. */
export function sectionRedirect(
  perms: Permissions | null | undefined,
  section: SectionId,
): LandingPath | null {
  return hasSection(perms, section) ? null : homePath(perms);
}

/**
 * The same-origin path, search and hash of a `redirect` value, or null when it is not a
 * plain in-app path. Guards against open redirects: '//evil.example', '/\\evil',
 * 'https://…' and 'javascript:' are all refused.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  const base = 'http://app.invalid';
  try {
    const url = new URL(redirect, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * After sign-in: back to the URL first asked for (filters included) when its section is
 * permitted, otherwise the first permitted section (docs/decisions.md behaviour 4).
 */
export function postLoginTarget(
  redirect: string | null | undefined,
  perms: Permissions | null | undefined,
): string {
  const target = safeRedirectTarget(redirect);
  if (target) {
    const section = sectionForPath(new URL(target, 'http://app.invalid').pathname);
    if (section && hasSection(perms, section)) return target;
  }
  return homePath(perms);
}

/**
 * The login page's search for a signed-out visitor of `href`: the address to come back
 * to, except where coming back means nothing (the root, the login page itself).
 */
export function loginSearchFor(href: string): { redirect?: string } {
  const target = safeRedirectTarget(href);
  if (!target || target === '/' || target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`)) return {};
  return { redirect: target };
}

/** The sections whose links the navigation shows, in navigation order. */
export function permittedSections(perms: Permissions | null | undefined): SectionId[] {
  return SECTION_IDS.filter((id) => hasSection(perms, id));
}
