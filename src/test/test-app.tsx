import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { getDb } from '@mocks/db/get-db';
import { issueToken } from '@mocks/demo-state';
import type { SessionUser } from '@/api/contract/auth';
import { writeAuthToken } from '@/api/auth-storage';
import { theme } from '@/app/theme';
import { createAppRouter } from '@/router';
import { FilterNoticesProvider } from '@/ui/notify/filter-notices';
import { createSession } from '@/auth/session';
import { SessionProvider } from '@/auth/session-context';
import { navigateToLoginOnSignOut } from '@/auth/sign-out-navigation';

// The router restores scroll positions; jsdom has no scrolling and says so on every navigation.
window.scrollTo = () => {};

interface TestAppOptions {
  /** Start signed in as this user; signed out when absent. */
  user?: SessionUser;
}

/**
 * The whole app (routes, guards, shell) at `path` in memory history, for routing and
 * shell tests. Returns the router (to read `router.state.location`), the session and the
 * query client next to testing-library's result.
 */
export function renderApp(path: string, { user }: TestAppOptions = {}) {
  // Pages fetch from the demo API as soon as they render: give the user a token (only a
  // demo login is accepted; an unknown one gets 401s, which sign the session out).
  // Build the demo data set up front (memoised): generated inside the first request it
  // would outlast testing-library's default 1 s waits.
  getDb();
  if (user) writeAuthToken({ token: issueToken(user.login), tokenType: 'Bearer' });
  // The app's own cache rules (fresh for 5 minutes): a page reads what its route's loader
  // started, as in the browser.
  const queryClient = createQueryClient();
  const session = createSession({ queryClient, user });
  const router = createAppRouter(queryClient, session, createMemoryHistory({ initialEntries: [path] }));
  navigateToLoginOnSignOut(session, router);
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session} fallback={<p>Loading session</p>}>
          <FilterNoticesProvider>
            <RouterProvider router={router} />
          </FilterNoticesProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, session, queryClient };
}

/** The current location as one string: pathname plus search. */
export const currentHref = (router: ReturnType<typeof createAppRouter>): string => router.state.location.href;
