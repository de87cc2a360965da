import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { clear, createStore, del, delMany, entries, set, type UseStore } from 'idb-keyval';
import {
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_DB,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_STORE,
  otherUsersStores,
  persistKeyFor,
  revalidateOnRestore,
  shouldPersistQuery,
} from './query-persistence-rules';
import type { QueryPersistence } from '@/auth/query-persistence';

/** How long the last changes wait before they are written (TanStack's default is 1 s). */
const SAVE_THROTTLE_MS = 1000;

/**
 * A save writes the whole cache (IndexedDB clones it on the main thread): done when the
 * page is idle, so it never lands inside a period flip or a chart's drawing.
 */
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 0);
  });

/** The IndexedDB implementation, loaded by `createQueryPersistence` (query-persistence.ts). */
export function createStoredQueryPersistence(queryClient: QueryClient): QueryPersistence {
  const store: UseStore = createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE);
  let stored: Promise<Map<IDBValidKey, unknown>> | null = null;
  let stopSaving: (() => void) | null = null;
  /** Bumped by every open and close: an open overtaken by a sign-out never starts saving. */
  let generation = 0;

  const read = (): Promise<Map<IDBValidKey, unknown>> => {
    stored ??= entries(store).then(
      (list) => new Map(list),
      () => new Map(),
    );
    return stored;
  };

  const stop = (): number => {
    stopSaving?.();
    stopSaving = null;
    return ++generation;
  };

  return {
    prepare: () => void read(),
    async open(login) {
      const mine = stop();
      const key = persistKeyFor(login);
      const saved = await read();
      stored = null;
      if (mine !== generation) return;
      let saving = true;
      const persister = createAsyncStoragePersister({
        key,
        throttleTime: SAVE_THROTTLE_MS,
        storage: {
          getItem: (k) => (saved.get(k) as string | undefined) ?? null,
          setItem: async (k, value) => {
            await whenIdle();
            // A save throttled before the session ended must not write the cache back.
            if (saving) await set(k, value, store);
          },
          removeItem: (k) => del(k, store),
        },
        // IndexedDB stores the object itself (structured clone keeps dates and maps): no
        // JSON round trip. The persister's string type is only its localStorage default.
        serialize: (client) => client as unknown as string,
        deserialize: (value) => revalidateOnRestore(value as unknown as PersistedClient),
      });
      const options = { queryClient, persister, buster: QUERY_CACHE_BUSTER };
      try {
        await delMany(otherUsersStores([...saved.keys()], login), store);
        // Signed out meanwhile: nothing may reach the (cleared) query client. The restore
        // below reads from memory, so it hydrates within this turn.
        if (mine !== generation) return;
        await persistQueryClientRestore({ ...options, maxAge: QUERY_CACHE_MAX_AGE_MS });
      } catch {
        // Unreadable or unwritable: start from the server; the next save replaces it.
      }
      if (mine !== generation) return;
      const unsubscribe = persistQueryClientSubscribe({
        ...options,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      });
      stopSaving = () => {
        saving = false;
        unsubscribe();
      };
    },
    async close() {
      stop();
      stored = null;
      await clear(store).catch(() => undefined);
    },
  };
}
