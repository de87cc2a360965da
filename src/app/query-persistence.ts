import type { QueryClient } from '@tanstack/react-query';
import { NO_PERSISTENCE, type QueryPersistence } from '@/auth/query-persistence';

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
