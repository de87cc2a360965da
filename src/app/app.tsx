import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './dark-mode.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createSession } from '@/auth/session';
import { SessionProvider } from '@/auth/session-context';
import { navigateToLoginOnSignOut } from '@/auth/sign-out-navigation';
import { createAppRouter } from '@/router';
import { loadPageCodeWhileChecking, requestOptionsWhileChecking } from './early-requests';
import { useFirstPageShown, watchFirstPage, whenPaintedAndIdle } from './first-page';
import { FullPageLoader } from './layout/full-page-loader';
import { SessionCheckFailed } from './layout/session-check-failed';
import { createAppQueryCache } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * The notices' container (transitions, a portal, drag to dismiss: ~16 KB gzip) is a chunk of
 * its own, asked for once the first page is shown, has painted and the browser is idle. The
 * first paint does not need it; in the entry chunk it delayed the session check (the entry
 * downloads first). A notice shown before it mounts waits in Mantine's store.
 */
const NoticesHost = lazy(() => import('./notices-host').then((module) => ({ default: module.NoticesHost })));

function LateNotices() {
  const shown = useFirstPageShown();
  const [idle, setIdle] = useState(false);
  // After the first page has painted and the browser is idle: a request that finishes before
  // a paint counts in that paint's time (Lighthouse's simulation charges it, and on a slow
  // network it shares the bandwidth with what the paint waits for).
  useEffect(() => (shown ? whenPaintedAndIdle(() => setIdle(true)) : undefined), [shown]);
  return idle ? (
    <Suspense fallback={null}>
      <NoticesHost />
    </Suspense>
  ) : null;
}

export function App() {
  const [{ queryClient, persistence }] = useState(createAppQueryCache);
  const [session] = useState(() => createSession({ queryClient, persistence }));
  const [router] = useState(() => createAppRouter(queryClient, session));
  useEffect(() => navigateToLoginOnSignOut(session, router), [session, router]);
  useEffect(() => watchFirstPage(router), [router]);
  // After SessionProvider's effect (children first): /authtest is asked, its 401 handled.
  // The page's options and code load next to it.
  useEffect(() => {
    requestOptionsWhileChecking(queryClient, session, window.location.pathname);
    loadPageCodeWhileChecking(router, session, window.location.pathname);
  }, [queryClient, session, router]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <LateNotices />
      <QueryClientProvider client={queryClient}>
        <SessionProvider
          session={session}
          fallback={<FullPageLoader />}
          checkFailed={(message, retry) => <SessionCheckFailed message={message} onRetry={retry} />}
        >
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
