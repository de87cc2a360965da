import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { writeAuthToken, writeTokenSections } from '@/api/auth-storage';
import { createSession } from '@/auth/session';
import { testManager } from '@/test/test-users';
import { filterOptionsQuery } from '@/filters/options-query';
import {
  earlyOptionsSection,
  hintedSection,
  fetchesPageCode,
  loadPageCodeWhileChecking,
  requestOptionsWhileChecking,
} from './early-requests';

describe('hintedSection', () => {
  it("is the page's section when the token's user held it at the last check, filters or not", () => {
    expect(hintedSection('/admin', ['admin'])).toBe('admin');
    expect(hintedSection('/uds', ['timeEfforts'])).toBe('timeEfforts');
    expect(hintedSection('/schedule', ['accounts'])).toBeNull();
    expect(hintedSection('/login', ['accounts'])).toBeNull();
    expect(hintedSection('/', ['accounts'])).toBeNull();
  });
});

describe('earlyOptionsSection', () => {
  it("is the page's section when the token's user held it at the last check", () => {
    expect(earlyOptionsSection('/accounts', ['accounts', 'sales'])).toBe('accounts');
    expect(earlyOptionsSection('/uds', ['timeEfforts'])).toBe('timeEfforts');
    expect(earlyOptionsSection('/sales/anything', ['sales'])).toBe('sales');
  });

  it('is none for a section the user did not hold, a section without filters, or no section', () => {
    expect(earlyOptionsSection('/schedule', ['accounts', 'sales'])).toBeNull();
    expect(earlyOptionsSection('/admin', ['admin'])).toBeNull();
    expect(earlyOptionsSection('/', ['accounts'])).toBeNull();
    expect(earlyOptionsSection('/login', ['accounts'])).toBeNull();
    expect(earlyOptionsSection('/accounts', [])).toBeNull();
  });
});

describe('requestOptionsWhileChecking', () => {
  const optionsState = (client: QueryClient) => client.getQueryState(filterOptionsQuery('sales').queryKey);

  it('asks for the options while a stored token is being checked', () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    writeTokenSections(['sales']);
    const queryClient = new QueryClient();
    const session = createSession({ queryClient });
    expect(session.getState().status).toBe('establishing');
    requestOptionsWhileChecking(queryClient, session, '/sales');
    expect(optionsState(queryClient)?.fetchStatus).toBe('fetching');
  });

  it('asks nothing once the session is known (the route loader does)', () => {
    writeTokenSections(['sales']);
    const queryClient = new QueryClient();
    requestOptionsWhileChecking(queryClient, createSession({ queryClient, user: testManager }), '/sales');
    requestOptionsWhileChecking(queryClient, createSession({ queryClient }), '/sales');
    expect(optionsState(queryClient)).toBeUndefined();
  });
});

describe('loadPageCodeWhileChecking', () => {
  const fakeRouter = () => {
    const loaded: string[] = [];
    return {
      loaded,
      getMatchedRoutes: (pathname: string) => [
        [{ id: '__root__' }, { id: '/_authenticated' }, { id: `/_authenticated${pathname}` }],
      ],
      // As the router's: nothing (not a promise) for a route without lazy code.
      loadRouteChunk: (route: { id: string }) => {
        loaded.push(route.id);
        return route.id === '__root__' ? undefined : Promise.resolve();
      },
    } as unknown as Parameters<typeof loadPageCodeWhileChecking>[0] & { loaded: string[] };
  };
  const checking = () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    return createSession({ queryClient: new QueryClient() });
  };

  it("loads the page's route and layout code while the token is checked, for a section the user held", async () => {
    writeTokenSections(['sales']);
    const router = fakeRouter();
    const session = checking();
    expect(fetchesPageCode(session, '/sales')).toBe(true);
    await loadPageCodeWhileChecking(router, session, '/sales');
    expect(router.loaded).toEqual(['__root__', '/_authenticated', '/_authenticated/sales']);
  });

  it('settles once every file has arrived or failed, so the waiting shell cannot stay up for good', async () => {
    writeTokenSections(['sales']);
    let arrive = () => {};
    const router = {
      getMatchedRoutes: () => [[{ id: '/_authenticated' }, { id: '/_authenticated/sales' }]],
      loadRouteChunk: (route: { id: string }) =>
        route.id === '/_authenticated'
          ? Promise.reject(new Error('offline'))
          : new Promise<void>((resolve) => (arrive = resolve)),
    } as unknown as Parameters<typeof loadPageCodeWhileChecking>[0];
    let settled = false;
    void loadPageCodeWhileChecking(router, checking(), '/sales')?.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });

  it('loads nothing for a section the user did not hold, a path of no section, or a known session', async () => {
    writeTokenSections(['sales']);
    const router = fakeRouter();
    expect(loadPageCodeWhileChecking(router, checking(), '/accounts')).toBeNull();
    expect(loadPageCodeWhileChecking(router, checking(), '/login')).toBeNull();
    const known = createSession({ queryClient: new QueryClient(), user: testManager });
    expect(fetchesPageCode(known, '/sales')).toBe(false);
    expect(loadPageCodeWhileChecking(router, known, '/sales')).toBeNull();
    await Promise.resolve();
    expect(router.loaded).toEqual([]);
  });
});
