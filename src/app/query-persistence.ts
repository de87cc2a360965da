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

/** IndexedDB missing (some private modes, jsdom) or refused: the app runs without persistence. */
export function createQueryPersistence(queryClient: QueryClient): QueryPersistence {
  if (typeof indexedDB === 'undefined') return NO_PERSISTENCE;
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
