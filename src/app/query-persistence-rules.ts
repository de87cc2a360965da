import type { DehydratedState, Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { longestListAt } from '@/lib/longest-list';

/**
 * The rules of the persisted query cache (docs/architecture.md, "The query cache and its persistence"),
 * pure so they are unit-tested; `query-persistence.ts` wires them to IndexedDB.
 */

/** The IndexedDB database and object store holding one persisted cache per user. */
export const QUERY_CACHE_DB = 'fsd-query-cache';
export const QUERY_CACHE_STORE = 'clients';

/** A persisted cache older than this is discarded on restore (and never shown). */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The buster: a hash of the sources that shape cached values (the contract, the filter
 * options adapters, the query factories), computed by vite.config.ts at build time. Any
 * change to them gives a new buster, and a cache saved under another one is discarded, so
 * a returning user never gets a value of an old shape. Nothing to bump by hand.
 */
export const QUERY_CACHE_BUSTER: string =
  // The e2e helpers import this module outside Vite, where the constant is not defined.
  typeof __QUERY_CACHE_VERSION__ === 'string' ? __QUERY_CACHE_VERSION__ : '';

/** The store key of a user's cache: one store per user, named by the login. */
export const persistKeyFor = (login: string): string => `user:${login}`;

/** Every store but `login`'s: dropped when `login` signs in (one user's cache on disk at a time). */
export const otherUsersStores = (keys: readonly IDBValidKey[], login: string): IDBValidKey[] =>
  keys.filter((key) => key !== persistKeyFor(login));

/**
 * Admin areas: other users' logins, e-mails, permission grants and report schedules, brand
 * and file management. Their keys are not filter keys anyway; listed so that stays true.
 */
const NEVER_PERSISTED_PATHS = ['/users', '/brands', '/chain-scorecard'];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An answer listing more entries than this is the data set itself (every account of a
 * national brand: 13,000-22,000 at demo scale 10, 1,300-2,200 at scale 1). Saving the cache
 * clones every persisted value on the page's thread, so such an answer would make each save
 * a long task (measured at scale 10: 224-309 ms per save); it is asked again on a reload.
 */
export const MAX_PERSISTED_LIST = 5000;

/**
 * What a page needs for its first paint, and nothing else:
 * - a section's filter options (`['filter-options', section]`);
 * - a panel's answer for a filter (`[endpoint path, params]`, src/filters/normalise.ts).
 * Never: failed or pending queries, downloads (`meta.download`), per-item lookups asked
 * on a click (a pin's popup, an account's photos: keys with a third part), the admin
 * areas, answers listing more than `MAX_PERSISTED_LIST` entries, or anything else keyed
 * otherwise. The session check is not a query at all.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state' | 'meta'>): boolean {
  if (query.state.status !== 'success' || query.meta?.download) return false;
  const key = query.queryKey;
  if (key.length !== 2) return false;
  const [root, part] = key;
  const keptKey =
    root === 'filter-options'
      ? typeof part === 'string'
      : typeof root === 'string' &&
        root.startsWith('/') &&
        isPlainObject(part) &&
        !NEVER_PERSISTED_PATHS.some((path) => root === path || root.startsWith(`${path}/`));
  // Last: the only rule that reads the answer itself.
  return keptKey && longestListAt(query.state.data).length <= MAX_PERSISTED_LIST;
}

/**
 * A restored cache is the last visit's answers: shown at once, but every query is marked
 * invalidated so whoever reads it (a panel, a route loader) asks the server again in the
 * background, whatever its age. A reload is a new visit: it must not keep a failing or
 * changed server hidden behind five minutes of staleTime.
 */
export const revalidateOnRestore = (client: PersistedClient): PersistedClient => ({
  ...client,
  clientState: {
    ...client.clientState,
    queries: client.clientState.queries.map((query) => ({
      ...query,
      state: { ...query.state, isInvalidated: true },
    })),
  } satisfies DehydratedState,
});
