import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionUser } from '@/api/contract/auth';
import {
  can,
  canFilter,
  canSeeAdminFilterRow,
  hasSection,
  type FilterKey,
  type PermissionKey,
  type Permissions,
  type SectionId,
} from '@/api/contract/permissions';
import type { Session, SessionState } from './session';

const SessionContext = createContext<Session | null>(null);

interface SessionProviderProps {
  session: Session;
  /** Shown instead of the app while a stored token is being checked (the only full-page loader). */
  fallback: ReactNode;
  /**
   * Shown when the token check got no usable answer (the token is kept and checked again by
   * itself); `retry` checks at once, `signOut` drops the token and goes to the login page.
   * Without it, `fallback` stays up (component tests that never check a token).
   */
  checkFailed?: (
    failure: Extract<SessionState, { status: 'checkFailed' }>,
    actions: { retry: () => void; signOut: () => void },
  ) => ReactNode;
  /**
   * Whether the app behind it can draw a signed-in page yet; until then `fallback` stays up
   * after the check too (the app's code for the page still on its way). Defaults to true.
   */
  ready?: boolean;
  children: ReactNode;
}

/** Provides the session, starts its token check and shows `fallback` until it is over. */
export function SessionProvider({
  session,
  fallback,
  checkFailed,
  ready = true,
  children,
}: SessionProviderProps) {
  useEffect(() => session.start(), [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const content =
    state.status === 'establishing' || (state.status === 'signedIn' && !ready)
      ? fallback
      : state.status === 'checkFailed'
        ? (checkFailed?.(state, { retry: session.retry, signOut: () => session.logout('logout') }) ??
          fallback)
        : children;
  return <SessionContext value={session}>{content}</SessionContext>;
}

function useSessionInstance(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession* hooks need a <SessionProvider>');
  return session;
}

/** Sign in and sign out. */
export function useSessionActions(): Pick<Session, 'login' | 'logout'> {
  return useSessionInstance();
}

export function useSessionState(): SessionState {
  const session = useSessionInstance();
  return useSyncExternalStore(session.subscribe, session.getState);
}

/** The signed-in user, or null (signed out, or signing out while the shell unmounts). */
export function useSessionUser(): SessionUser | null {
  const state = useSessionState();
  return state.status === 'signedIn' ? state.user : null;
}

/** The session's permissions; null when signed out. Gates read them with the catalogue helpers. */
export function usePermissions(): Permissions | null {
  return useSessionUser()?.permissions ?? null;
}

export function useHasSection(section: SectionId): boolean {
  return hasSection(usePermissions(), section);
}

export function useCan<S extends SectionId>(section: S, key: PermissionKey<S>): boolean {
  return can(usePermissions(), section, key);
}

export function useCanFilter<S extends SectionId>(section: S, key: FilterKey<S>): boolean {
  return canFilter(usePermissions(), section, key);
}

export function useCanSeeAdminFilterRow(section: SectionId): boolean {
  return canSeeAdminFilterRow(usePermissions(), section);
}
