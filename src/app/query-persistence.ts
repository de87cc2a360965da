import type { QueryClient } from '@tanstack/react-query';

/**
 * The persisted query cache (docs/architecture.md, "Persisted query cache"): the session
 * opens it for the confirmed user and closes it when the session ends.
 */
export interface QueryPersistence {
  /**
   * Starts reading the stores (before the session check answers), so `open` does not
   * wait for IndexedDB after it. Nothing read is used before `open` names the user.
   */
  prepare(): void;
  /**
   * Drops every other user's store, restores `login`'s (discarded when older than the
   * max age or of another buster) and saves the cache there from now on.
   */
  open(login: string): Promise<void>;
  /** Stops saving and deletes every store (Log Out, a 401). */
  close(): Promise<void>;
}

export const NO_PERSISTENCE: QueryPersistence = {
  prepare: () => undefined,
  open: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/**
 * IndexedDB missing (some private modes, jsdom) or refused: the app runs without
 * persistence. The implementation (the persister, idb-keyval) is a chunk of its own, loaded
 * while /authtest is asked, so the entry every page downloads stays as small as it was.
 */
export function createQueryPersistence(queryClient: QueryClient): QueryPersistence {
  if (typeof indexedDB === 'undefined') return NO_PERSISTENCE;
  let loaded: QueryPersistence | null = null;
  let loading: Promise<QueryPersistence> | null = null;
  const load = (): Promise<QueryPersistence> => {
    loading ??= import('./query-persistence-store').then(
      (m) => (loaded = m.createStoredQueryPersistence(queryClient)),
      () => (loaded = NO_PERSISTENCE),
    );
    return loading;
  };
  return {
    prepare: () => void load().then((p) => p.prepare()),
    open: (login) => load().then((p) => p.open(login)),
    // Synchronous once loaded (it always is after an open): saving stops before the
    // session empties the cache.
    close: () => (loaded ? loaded.close() : load().then((p) => p.close())),
  };
}
