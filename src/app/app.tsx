import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './dark-mode.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createSession } from '@/auth/session';
import { SessionProvider } from '@/auth/session-context';
import { navigateToLoginOnSignOut } from '@/auth/sign-out-navigation';
import { createAppRouter } from '@/router';
import { FilterNoticesProvider } from '@/ui/notify/filter-notices';
import { afterFirstPaint } from './after-first-paint';
import { fetchesPageCode, loadPageCodeWhileChecking, requestOptionsWhileChecking } from './early-requests';
import { SessionPendingView } from './layout/pending-shell';
import { SessionCheckFailed } from './layout/session-check-failed';
import { createAppQueryCache } from './query-client';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [{ queryClient, persistence }] = useState(createAppQueryCache);
  const [session] = useState(() => createSession({ queryClient, persistence }));
  const [router] = useState(() => createAppRouter(queryClient, session));
  // The waiting shell stays until the page's code is in: the router draws nothing while a
  // route's code loads, which left a slow phone with a blank screen for 1.8 s after the check.
  const [pageCodeIn, setPageCodeIn] = useState(() => !fetchesPageCode(session, window.location.pathname));
  useEffect(() => navigateToLoginOnSignOut(session, router), [session, router]);
  // After SessionProvider's effect (children first): /authtest is asked, its 401 handled.
  // The page's options load next to it, its code once the waiting shell has painted
  // (after-first-paint.ts says why).
  useEffect(() => {
    const pathname = window.location.pathname;
    requestOptionsWhileChecking(queryClient, session, pathname);
    return afterFirstPaint(() => {
      const loading = loadPageCodeWhileChecking(router, session, pathname);
      if (loading) void loading.then(() => setPageCodeIn(true));
      else setPageCodeIn(true);
    });
  }, [queryClient, session, router]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider
          session={session}
          fallback={<SessionPendingView />}
          ready={pageCodeIn}
          checkFailed={(failure, actions) => <SessionCheckFailed failure={failure} {...actions} />}
        >
          <FilterNoticesProvider>
            <RouterProvider router={router} />
          </FilterNoticesProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
