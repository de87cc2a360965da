import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '@mocks/node';
import { readAuthToken, readTokenName, readTokenSections, writeAuthToken } from '@/api/auth-storage';
import { apiBaseUrl, fetchJson, setUnauthorizedHandler } from '@/api/client';
import { jsonEndpoint } from '@/api/contract/endpoint';
import { toServerPermissions } from '@/api/contract/permissions';
import { ApiError } from '@/api/errors';
import type { QueryPersistence } from './query-persistence';
import { RESTORE_WAIT_MS, authTestOutcome, autoRetryDelay, createSession } from './session';
import { testManager } from '@/test/test-users';

const url = (path: string) => `${apiBaseUrl()}${path}`;

const serverUser = {
  Login: testManager.login,
  IsAdmin: false,
  IsSuperAdmin: false,
  BrandFullName: testManager.brandFullName,
  Permissions: toServerPermissions(testManager.permissions),
};

const probe = jsonEndpoint({
  method: 'GET',
  path: '/session-probe',
  summary: 'test',
  params: [],
  response: z.object({ Ok: z.boolean() }),
});

const cachedClient = () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['sales', { brand: 'X' }], { total: 1 });
  return queryClient;
};

afterEach(() => setUnauthorizedHandler(null));

describe('start-up', () => {
  it('is signed out at once without a stored token, and checks nothing', async () => {
    const authtest = vi.fn();
    server.use(http.get(url('authtest'), authtest));
    const session = createSession({ queryClient: new QueryClient() });
    session.start();
    expect(session.getState()).toEqual({ status: 'signedOut' });
    await expect(session.ready()).resolves.toEqual({ status: 'signedOut' });
    expect(authtest).not.toHaveBeenCalled();
  });

  it('sends a stored token to /authtest and stores the user and permissions it returns', async () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    let authorization: string | null = null;
    server.use(
      http.get(url('authtest'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(serverUser);
      }),
    );
    const session = createSession({ queryClient: new QueryClient() });
    expect(session.getState().status).toBe('establishing');
    session.start();
    await expect(session.ready()).resolves.toEqual({ status: 'signedIn', user: testManager });
    expect(authorization).toBe('Bearer abc');
  });

  it('logs out when the auth test fails, without announcing a sign-out', async () => {
    writeAuthToken({ token: 'stale', tokenType: 'Bearer' });
    server.use(http.get(url('authtest'), () => new HttpResponse('Unauthorized', { status: 401 })));
    const session = createSession({ queryClient: new QueryClient() });
    const signedOut = vi.fn();
    session.onSignOut(signedOut);
    session.start();
    await expect(session.ready()).resolves.toEqual({ status: 'signedOut' });
    expect(readAuthToken()).toBeNull();
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('keeps the token and offers a retry when /authtest answers with an HTML page', async () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    let answer: () => Response = () =>
      new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } });
    server.use(http.get(url('authtest'), () => answer()));
    const session = createSession({ queryClient: new QueryClient() });
    const signedOut = vi.fn();
    session.onSignOut(signedOut);
    session.start();
    await vi.waitFor(() => expect(session.getState().status).toBe('checkFailed'));
    expect(readAuthToken()).toEqual({ token: 'abc', tokenType: 'Bearer' });
    expect(signedOut).not.toHaveBeenCalled();

    answer = () => HttpResponse.json(serverUser);
    session.retry();
    expect(session.getState().status).toBe('establishing');
    await expect(session.ready()).resolves.toEqual({ status: 'signedIn', user: testManager });
  });

  it('keeps the token when /authtest cannot be reached', async () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    server.use(http.get(url('authtest'), () => HttpResponse.error()));
    const session = createSession({ queryClient: new QueryClient() });
    session.start();
    await vi.waitFor(() => expect(session.getState().status).toBe('checkFailed'));
    expect(readAuthToken()).not.toBeNull();
    session.logout();
  });

  it('checks again by itself, waiting longer each time, until the server answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
      let answer: () => Response = () => new HttpResponse('Bad gateway', { status: 502 });
      const authtest = vi.fn(() => answer());
      server.use(http.get(url('authtest'), authtest));
      const session = createSession({ queryClient: new QueryClient() });
      const failures: { retryAt: number; at: number }[] = [];
      session.subscribe(() => {
        const state = session.getState();
        if (state.status === 'checkFailed') failures.push({ retryAt: state.retryAt, at: Date.now() });
      });
      session.start();
      await vi.waitFor(() => expect(failures).toHaveLength(1));
      expect(session.getState()).toMatchObject({ message: 'Bad gateway' });
      expect(failures[0]!.retryAt - failures[0]!.at).toBe(autoRetryDelay(0));

      await vi.advanceTimersByTimeAsync(failures[0]!.retryAt - Date.now() - 1);
      expect(authtest).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(failures).toHaveLength(2));
      expect(authtest).toHaveBeenCalledTimes(2);
      expect(failures[1]!.retryAt - failures[1]!.at).toBe(autoRetryDelay(1));

      answer = () => HttpResponse.json(serverUser);
      await vi.advanceTimersByTimeAsync(autoRetryDelay(1));
      await expect(session.ready()).resolves.toEqual({ status: 'signedIn', user: testManager });
      expect(authtest).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs out from a failed check: the token goes and no check follows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
      const authtest = vi.fn(() => new HttpResponse('Down', { status: 503 }));
      server.use(http.get(url('authtest'), authtest));
      const session = createSession({ queryClient: new QueryClient() });
      session.start();
      await vi.waitFor(() => expect(session.getState().status).toBe('checkFailed'));
      session.logout();
      await expect(session.ready()).resolves.toEqual({ status: 'signedOut' });
      expect(readAuthToken()).toBeNull();
      await vi.advanceTimersByTimeAsync(autoRetryDelay(5));
      expect(authtest).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs out when /authtest refuses the session with a 403', async () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    server.use(http.get(url('authtest'), () => new HttpResponse('Forbidden', { status: 403 })));
    const session = createSession({ queryClient: new QueryClient() });
    session.start();
    await expect(session.ready()).resolves.toEqual({ status: 'signedOut' });
    expect(readAuthToken()).toBeNull();
  });

  it('checks the token once even when started twice (StrictMode effects)', async () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    const authtest = vi.fn(() => HttpResponse.json(serverUser));
    server.use(http.get(url('authtest'), authtest));
    const session = createSession({ queryClient: new QueryClient() });
    session.start()();
    session.start();
    await session.ready();
    expect(authtest).toHaveBeenCalledTimes(1);
  });
});

describe('authTestOutcome', () => {
  it('signs out on 401 and 403 only', () => {
    expect(authTestOutcome(new ApiError(401, 'Unauthorized'))).toBe('signOut');
    expect(authTestOutcome(new ApiError(403, 'Forbidden'))).toBe('signOut');
    expect(authTestOutcome(new ApiError(404, 'Not found'))).toBe('retry');
    expect(authTestOutcome(new ApiError(500, 'Server error'))).toBe('retry');
    expect(authTestOutcome(new ApiError(200, 'Unexpected response from the server'))).toBe('retry');
    expect(authTestOutcome(new ApiError(null, 'The server could not be reached'))).toBe('retry');
    expect(authTestOutcome(new TypeError('Failed to fetch'))).toBe('retry');
  });
});

describe('autoRetryDelay', () => {
  it('starts at 2 s, doubles and stops growing at a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(autoRetryDelay)).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('login', () => {
  it('posts the form, stores the token and signs in', async () => {
    const seen = { body: new URLSearchParams() };
    server.use(
      http.post(url('authenticate'), async ({ request }) => {
        seen.body = new URLSearchParams(await request.text());
        return HttpResponse.json({ Token: 't1', TokenType: 'Bearer', ...serverUser });
      }),
    );
    const session = createSession({ queryClient: new QueryClient() });
    await expect(session.login('manager', 'demo')).resolves.toEqual(testManager);
    expect(seen.body.get('login')).toBe('manager');
    expect(seen.body.get('password')).toBe('demo');
    expect(readAuthToken()).toEqual({ token: 't1', tokenType: 'Bearer' });
    expect(session.getState()).toEqual({ status: 'signedIn', user: testManager });
    // The hints for the next visit's early requests and waiting shell, gone with the token.
    expect(readTokenSections()).toEqual(['accounts', 'sales', 'reports']);
    expect(readTokenName()).toBe(testManager.brandFullName);
    session.logout();
    expect(readTokenSections()).toEqual([]);
    expect(readTokenName()).toBeNull();
  });

  it('rejects on wrong credentials and stays signed out', async () => {
    server.use(
      http.post(url('authenticate'), () => new HttpResponse('Invalid credentials', { status: 401 })),
    );
    const session = createSession({ queryClient: new QueryClient() });
    session.start();
    const failure = session.login('manager', 'wrong');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(session.getState()).toEqual({ status: 'signedOut' });
    expect(readAuthToken()).toBeNull();
  });
});

describe('logout', () => {
  it('clears the user, the token and every cached query, then announces it', () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    const queryClient = cachedClient();
    const session = createSession({ queryClient, user: testManager });
    const signedOut = vi.fn();
    session.onSignOut(signedOut);
    session.logout();
    expect(session.getState()).toEqual({ status: 'signedOut' });
    expect(readAuthToken()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(signedOut).toHaveBeenCalledWith('logout');
  });

  it('is idempotent: a second logout announces nothing', () => {
    const session = createSession({ queryClient: new QueryClient(), user: testManager });
    const signedOut = vi.fn();
    session.onSignOut(signedOut);
    session.logout();
    session.logout('expired');
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers', () => {
    const session = createSession({ queryClient: new QueryClient(), user: testManager });
    const listener = vi.fn();
    session.subscribe(listener);
    session.logout();
    expect(listener).toHaveBeenCalled();
  });
});

describe('any 401', () => {
  it('logs out a signed-in session as expired and empties the cache', async () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    server.use(http.get(url('session-probe'), () => new HttpResponse('Token expired', { status: 401 })));
    const queryClient = cachedClient();
    const session = createSession({ queryClient, user: testManager });
    const signedOut = vi.fn();
    session.onSignOut(signedOut);
    session.start();
    await expect(fetchJson(probe)).rejects.toMatchObject({ status: 401 });
    expect(session.getState()).toEqual({ status: 'signedOut' });
    expect(signedOut).toHaveBeenCalledWith('expired');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(readAuthToken()).toBeNull();
  });

  it('is no longer handled once the session is stopped', async () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    server.use(http.get(url('session-probe'), () => new HttpResponse('Token expired', { status: 401 })));
    const session = createSession({ queryClient: new QueryClient(), user: testManager });
    const stop = session.start();
    stop();
    await expect(fetchJson(probe)).rejects.toMatchObject({ status: 401 });
    expect(session.getState().status).toBe('signedIn');
  });
});

describe('persisted query cache', () => {
  /** Records what the session asks of the persisted cache, and what the query cache held then. */
  function recordingPersistence(queryClient: QueryClient, { restore = Promise.resolve() } = {}) {
    const calls: string[] = [];
    const persistence: QueryPersistence = {
      prepare: () => void calls.push('prepare'),
      open: (login) => {
        calls.push(`open ${login}`);
        return restore;
      },
      close: () => {
        calls.push(`close (${queryClient.getQueryCache().getAll().length} cached)`);
        return Promise.resolve();
      },
    };
    return { calls, persistence };
  }

  it("reads the stores while the token is checked and opens the confirmed user's before signing in", async () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    server.use(http.get(url('authtest'), () => HttpResponse.json(serverUser)));
    const queryClient = new QueryClient();
    let restored!: () => void;
    const { calls, persistence } = recordingPersistence(queryClient, {
      restore: new Promise<void>((resolve) => (restored = resolve)),
    });
    const session = createSession({ queryClient, persistence });
    session.start();
    expect(calls).toEqual(['prepare']);
    await vi.waitFor(() => expect(calls).toEqual(['prepare', `open ${testManager.login}`]));
    expect(session.getState().status).toBe('establishing');
    restored();
    await expect(session.ready()).resolves.toEqual({ status: 'signedIn', user: testManager });
  });

  it('signs in without the restore when IndexedDB does not answer in time', async () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    server.use(http.get(url('authtest'), () => HttpResponse.json(serverUser)));
    const queryClient = new QueryClient();
    const { persistence } = recordingPersistence(queryClient, { restore: new Promise<void>(() => {}) });
    const session = createSession({ queryClient, persistence });
    session.start();
    const started = Date.now();
    await expect(session.ready()).resolves.toMatchObject({ status: 'signedIn' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(RESTORE_WAIT_MS - 50);
  });

  it('deletes the stores when the token is refused, and opens none', async () => {
    writeAuthToken({ token: 'stale', tokenType: 'Bearer' });
    server.use(http.get(url('authtest'), () => new HttpResponse('Unauthorized', { status: 401 })));
    const queryClient = new QueryClient();
    const { calls, persistence } = recordingPersistence(queryClient);
    const session = createSession({ queryClient, persistence });
    session.start();
    await session.ready();
    expect(calls).toEqual(['prepare', 'close (0 cached)']);
  });

  it("opens the signing-in user's store (dropping any other user's) before their pages render", async () => {
    server.use(
      http.post(url('authenticate'), () =>
        HttpResponse.json({ Token: 't1', TokenType: 'Bearer', ...serverUser }),
      ),
    );
    const queryClient = new QueryClient();
    const { calls, persistence } = recordingPersistence(queryClient);
    const session = createSession({ queryClient, persistence });
    const states: string[] = [];
    session.subscribe(() => states.push(`${session.getState().status} after ${calls.join(', ')}`));
    await session.login('manager', 'demo');
    expect(states).toEqual([`signedIn after open ${testManager.login}`]);
  });

  it('deletes the stores on Log Out and on a 401, before the cache is emptied (so no save follows)', async () => {
    const queryClient = cachedClient();
    const { calls, persistence } = recordingPersistence(queryClient);
    createSession({ queryClient, persistence, user: testManager }).logout();
    expect(calls).toEqual(['close (1 cached)']);

    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    server.use(http.get(url('session-probe'), () => new HttpResponse('Token expired', { status: 401 })));
    const expired = recordingPersistence(cachedClient());
    createSession({
      queryClient: cachedClient(),
      persistence: expired.persistence,
      user: testManager,
    }).start();
    await expect(fetchJson(probe)).rejects.toBeInstanceOf(ApiError);
    expect(expired.calls).toEqual(['close (1 cached)']);
  });
});
