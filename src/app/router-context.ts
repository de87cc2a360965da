import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@/auth/session';

/**
 * What every route's loader and guard receives. Its own module: the root route names it
 * and router.tsx imports the route tree, so a type in router.tsx would close a cycle.
 */
export interface RouterContext {
  queryClient: QueryClient;
  /** Guards (src/auth/route-guards.ts) read the session from here. */
  session: Session;
}
