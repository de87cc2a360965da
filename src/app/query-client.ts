import { QueryClient } from '@tanstack/react-query';
import { NO_PERSISTENCE, type QueryPersistence } from '@/auth/query-persistence';
import { createQueryPersistence } from './query-persistence';

const MINUTE = 60_000;

/** Benchmark-only switch (bench/run.mjs, docs/performance.md): see `benchNoCache`. */
export const BENCH_NO_CACHE_KEY = 'bench:no-cache';

/**
 * `localStorage['bench:no-cache'] === '1'` turns the query cache off (staleTime 0, gcTime 0,
 * and no persisted cache: see `createAppQueryCache`) so the benchmark can measure the
 * uncached baseline of a period flip. Demo builds only: with VITE_API_URL set the check is
 * constant-false and the bundler drops it. Read once, when the client is created (the
 * benchmark sets it before the page loads).
 */
function benchNoCache(): boolean {
  if (import.meta.env.VITE_API_URL) return false;
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(BENCH_NO_CACHE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The app's query client and its persisted copy (IndexedDB, per user; the session opens
 * and closes it). With the bench's no-cache switch there is no persisted cache either.
 */
export function createAppQueryCache(): { queryClient: QueryClient; persistence: QueryPersistence } {
  const queryClient = createQueryClient();
  const persistence = benchNoCache() ? NO_PERSISTENCE : createQueryPersistence(queryClient);
  return { queryClient, persistence };
}

/**
 * One cache for the app. Data is keyed by (endpoint, normalised filter), so returning to
 * a URL already loaded is served from here: fresh for 5 minutes, kept for 30 (docs/decisions.md).
 */
export function createQueryClient(): QueryClient {
  const noCache = benchNoCache();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: noCache ? 0 : 5 * MINUTE,
        gcTime: noCache ? 0 : 30 * MINUTE,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
