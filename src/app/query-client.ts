import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/**
 * One cache for the app. Data is keyed by (endpoint, normalised filter), so returning to
 * a URL already loaded is served from here: fresh for 5 minutes, kept for 30 (DECISIONS.md).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 30 * MINUTE,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
