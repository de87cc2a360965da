import type { QueryClient } from '@tanstack/react-query';
import { NO_PERSISTENCE, type QueryPersistence } from './query-persistence';
import {
  clearAuthToken,
  readAuthToken,
  writeAuthToken,
  writeTokenName,
  writeTokenSections,
} from '@/api/auth-storage';
import { fetchJson, setUnauthorizedHandler } from '@/api/client';
import { authTest, authenticate, type SessionUser } from '@/api/contract/auth';
import { SECTION_IDS, hasSection, type Permissions } from '@/api/contract/permissions';
import { isApiError } from '@/api/errors';

/**
 * The session (SPEC.md section 4): establishing (a stored token is being checked), then
 * signed in or signed out. A tiny external store read through useSyncExternalStore: it is
 * client state with a lifecycle of its own (token, logout side effects), not a cache
 * entry, so it lives outside TanStack Query and survives `queryClient.clear()`.
 */
export type SessionState =
  | { status: 'establishing' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser }
  /**
   * The auth test could not tell (no answer, or not the contract's): the token is kept and
   * the check runs again by itself at `retryAt` (epoch ms), or at once on `retry()`.
   */
  | { status: 'checkFailed'; message: string; retryAt: number };

/**
 * What a failed auth test means. The server refusing the token (401) or the session (403)
 * ends it; anything else (network failure, an HTML page or an unparsable body where JSON
 * was expected, a 5xx) says nothing about the token, so the user keeps it and the check is
 * tried again (a demo-API race once answered /authtest with index.html and signed people out).
 */
export const authTestOutcome = (error: unknown): 'signOut' | 'retry' =>
  isApiError(error) && (error.status === 401 || error.status === 403) ? 'signOut' : 'retry';

/**
 * How long to wait before the n-th automatic check (n from 0) after the auth test could
 * not tell: 2 s, doubling, at most a minute, so a server that is back is found soon and
 * one that stays down is not hammered.
 */
export const RETRY_FIRST_MS = 2000;
export const RETRY_MAX_MS = 60_000;
export const autoRetryDelay = (attempt: number): number =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempt), RETRY_MAX_MS);

/** The hints stored with the token (auth-storage.ts, TOKEN_SECTIONS_KEY and TOKEN_NAME_KEY). */
const rememberHints = (user: SessionUser): void => {
  writeTokenSections(SECTION_IDS.filter((id) => hasSection(user.permissions, id)));
  writeTokenName(user.brandFullName);
};

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'The session could not be checked';

/** 'logout': the user chose Log Out. 'expired': a 401 or a failed auth test. */
export type SignOutReason = 'logout' | 'expired';

export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Resolves once the start-up check is over (at once when there was nothing to check). */
  ready(): Promise<SessionState>;
  /**
   * Checks the stored token (first call only) and routes every 401 to `logout('expired')`.
   * Returns the function that unhooks the 401 handler again.
   */
  start(): () => void;
  /** After `checkFailed`: checks the stored token again now (it also does by itself). */
  retry(): void;
  /** Signs in; rejects with the ApiError of a failed call and leaves the session signed out. */
  login(login: string, password: string): Promise<SessionUser>;
  /** Clears the session, the stored token (so the auth header) and every cached query. */
  logout(reason?: SignOutReason): void;
  /** Called after a signed-in session ends, so the app can go to the login page. */
  onSignOut(listener: (reason: SignOutReason) => void): () => void;
}

export interface SessionOptions {
  queryClient: QueryClient;
  /** Start signed in as this user (component tests and stories); no token is checked. */
  user?: SessionUser;
  /**
   * The persisted query cache: opened for each confirmed user before their pages render,
   * closed (deleted) when the session ends. None by default (tests, bench:no-cache).
   */
  persistence?: QueryPersistence;
}

/** The signed-in user's permissions, null in any other state (guards and route loaders). */
export const sessionPermissions = (session: Pick<Session, 'getState'>): Permissions | null => {
  const state = session.getState();
  return state.status === 'signedIn' ? state.user.permissions : null;
};

/**
 * How long a confirmed sign-in waits for the persisted cache before the pages render
 * without it (IndexedDB answers in milliseconds; a stuck one must not hold the app).
 */
export const RESTORE_WAIT_MS = 1000;

const restoreFor = (persistence: QueryPersistence, login: string): Promise<void> =>
  Promise.race([
    persistence.open(login),
    new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
  ]);

export function createSession({ queryClient, user, persistence = NO_PERSISTENCE }: SessionOptions): Session {
  let state: SessionState = user
    ? { status: 'signedIn', user }
    : readAuthToken()
      ? { status: 'establishing' }
      : { status: 'signedOut' };
  let started = false;
  let failedChecks = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<(reason: SignOutReason) => void>();

  let resolveReady: (s: SessionState) => void = () => {};
  const readyPromise = new Promise<SessionState>((resolve) => {
    resolveReady = resolve;
  });

  const setState = (next: SessionState): void => {
    state = next;
    // Guards wait for a known answer; after checkFailed the app waits for a retry.
    if (next.status === 'signedIn' || next.status === 'signedOut') resolveReady(next);
    for (const listener of listeners) listener();
  };
  if (state.status !== 'establishing') resolveReady(state);

  const logout = (reason: SignOutReason = 'logout'): void => {
    clearTimeout(retryTimer);
    clearAuthToken();
    if (state.status === 'signedOut') return;
    const wasSignedIn = state.status === 'signedIn';
    // Before the cache is emptied, so the clearing is not saved; deletes the stores on disk.
    void persistence.close();
    // Signed-out first, so the shell unmounts its panels in the same render pass and no
    // observer re-creates a query from the emptied cache.
    setState({ status: 'signedOut' });
    void queryClient.cancelQueries();
    queryClient.clear();
    if (wasSignedIn) for (const listener of signOutListeners) listener(reason);
  };

  const establish = async (): Promise<void> => {
    // The stores are read while the token is checked; only the confirmed user's is used.
    persistence.prepare();
    try {
      const checked = await fetchJson(authTest);
      if (state.status !== 'establishing') return;
      rememberHints(checked);
      await restoreFor(persistence, checked.login);
      failedChecks = 0;
      if (state.status === 'establishing') setState({ status: 'signedIn', user: checked });
    } catch (error) {
      if (state.status !== 'establishing') return;
      // SPEC.md section 8 ("failed auth test: logout") read as the server refusing the
      // token; see authTestOutcome.
      if (authTestOutcome(error) === 'signOut') logout('expired');
      else checkFailed(messageOf(error));
    }
  };

  const checkFailed = (message: string): void => {
    const delay = autoRetryDelay(failedChecks);
    failedChecks += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(check, delay);
    setState({ status: 'checkFailed', message, retryAt: Date.now() + delay });
  };

  const check = (): void => {
    clearTimeout(retryTimer);
    if (state.status !== 'checkFailed') return;
    setState({ status: 'establishing' });
    void establish();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => readyPromise,
    start() {
      setUnauthorizedHandler(() => logout('expired'));
      if (!started) {
        started = true;
        if (state.status === 'establishing') void establish();
      }
      return () => setUnauthorizedHandler(null);
    },
    retry: check,
    async login(login, password) {
      const result = await fetchJson(authenticate, {}, { values: { login, password } });
      writeAuthToken({ token: result.token, tokenType: result.tokenType });
      rememberHints(result.user);
      // Drops the previous user's store before anything of this user's is shown.
      await restoreFor(persistence, result.user.login);
      setState({ status: 'signedIn', user: result.user });
      return result.user;
    },
    logout,
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
  };
}
