import type { Page } from '@playwright/test';
import { QUERY_CACHE_DB, QUERY_CACHE_STORE } from '../../src/app/query-persistence-rules';

/** The keys of the persisted query cache (one store per user: 'user:<login>'), read in the page. */
export function persistedStores(page: Page): Promise<string[]> {
  return page.evaluate(
    ([db, store]) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const keys = open.result.transaction(store).objectStore(store).getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String).sort());
            open.result.close();
          };
        };
      }),
    [QUERY_CACHE_DB, QUERY_CACHE_STORE] as const,
  );
}

/**
 * Deletes the persisted query cache once the page lets go of it: call right before a reload
 * or navigation that must load like a first visit (the delete waits for the page's open
 * connection to close, and the next page's open waits for the delete).
 */
export async function dropPersistedCacheOnNextLoad(page: Page): Promise<void> {
  await page.evaluate((db) => {
    indexedDB.deleteDatabase(db);
  }, QUERY_CACHE_DB);
}

/** The endpoints (first key parts) of the queries saved in a user's store; [] before the first save. */
export function persistedRoots(page: Page, login: string): Promise<string[]> {
  return page.evaluate(
    ([db, store, key]) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const read = open.result.transaction(store).objectStore(store).get(key);
          read.onsuccess = () => {
            const value = read.result as
              { clientState?: { queries?: { queryKey: unknown[] }[] } } | undefined;
            const roots = (value?.clientState?.queries ?? []).map((q) => String(q.queryKey[0]));
            resolve([...new Set(roots)].sort());
            open.result.close();
          };
        };
      }),
    [QUERY_CACHE_DB, QUERY_CACHE_STORE, `user:${login}`] as const,
  );
}
