import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@/auth/session';
import { parseSearch, stringifySearch } from '@/filters/url-codec';
import { routeTree } from './routeTree.gen';

/** `history` is for tests (memory history); the app uses the browser's. */
export function createAppRouter(queryClient: QueryClient, session: Session, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session },
    defaultPreload: 'intent',
    // Loaders only warm the query cache; TanStack Query decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // One human-readable codec for every section (the default is JSON in the URL).
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
