import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '@mocks/node';
import { AUTH_STORAGE_KEY, clearAuthToken, readAuthToken, writeAuthToken } from './auth-storage';
import { apiBaseUrl, fetchJson, setUnauthorizedHandler } from './client';
import { blobEndpoint, jsonEndpoint } from './contract/endpoint';
import { ApiError, UNEXPECTED_RESPONSE } from './errors';

const url = (path: string) => `${apiBaseUrl()}${path}`;

const probe = jsonEndpoint({
  method: 'GET',
  path: '/probe',
  summary: 'test',
  params: ['brand', 'cities'],
  response: z.object({ Value: z.number() }).transform((s) => ({ value: s.Value })),
});

const postProbe = jsonEndpoint({
  method: 'POST',
  path: '/probe',
  summary: 'test',
  params: [],
  extraParams: ['login', 'password'],
  response: z.object({ Ok: z.boolean() }).transform((s) => s.Ok),
});

afterEach(() => setUnauthorizedHandler(null));

describe('auth storage', () => {
  it('reads, writes and clears the token under a fixed key', () => {
    expect(readAuthToken()).toBeNull();
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '')).toEqual({
      token: 'abc',
      tokenType: 'Bearer',
    });
    expect(readAuthToken()).toEqual({ token: 'abc', tokenType: 'Bearer' });
    clearAuthToken();
    expect(readAuthToken()).toBeNull();
  });

  it('treats a corrupt value as signed out', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(readAuthToken()).toBeNull();
  });
});

describe('fetchJson', () => {
  it('uses an absolute demo base URL', () => {
    expect(apiBaseUrl()).toBe(`${location.origin}/api/`);
  });

  it('sends params as a query string and returns the domain value', async () => {
    let seen: URLSearchParams | null = null;
    server.use(
      http.get(url('probe'), ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json({ Value: 42 });
      }),
    );
    await expect(fetchJson(probe, { brand: 'Sunset Soda', cities: 'Irvine,Long Beach' })).resolves.toEqual({
      value: 42,
    });
    expect(seen!.get('brand')).toBe('Sunset Soda');
    expect(seen!.get('cities')).toBe('Irvine,Long Beach');
  });

  it('sends POST values as a form body, leaving empty values out', async () => {
    let form: URLSearchParams | null = null;
    server.use(
      http.post(url('probe'), async ({ request }) => {
        form = new URLSearchParams(await request.text());
        return HttpResponse.json({ Ok: true });
      }),
    );
    await expect(
      fetchJson(postProbe, {}, { values: { login: 'demo', password: 'x', empty: '' } }),
    ).resolves.toBe(true);
    expect(Object.fromEntries(form!)).toEqual({ login: 'demo', password: 'x' });
  });

  it('sends "{TokenType} {Token}" as the Authorization header', async () => {
    writeAuthToken({ token: 't0k3n', tokenType: 'Bearer' });
    let auth: string | null = null;
    server.use(
      http.get(url('probe'), ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ Value: 1 });
      }),
    );
    await fetchJson(probe);
    expect(auth).toBe('Bearer t0k3n');
  });

  it('sends no Authorization header without a token', async () => {
    let has = true;
    server.use(
      http.get(url('probe'), ({ request }) => {
        has = request.headers.has('Authorization');
        return HttpResponse.json({ Value: 1 });
      }),
    );
    await fetchJson(probe);
    expect(has).toBe(false);
  });

  it('calls the unauthorized handler on a 401 to a signed-in request', async () => {
    writeAuthToken({ token: 'old', tokenType: 'Bearer' });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    server.use(http.get(url('probe'), () => new HttpResponse('Unauthorized', { status: 401 })));
    await expect(fetchJson(probe)).rejects.toEqual(new ApiError(401, 'Unauthorized'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a 401 without a token (failed sign-in)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    server.use(
      http.post(url('probe'), () => new HttpResponse('Invalid username or password', { status: 401 })),
    );
    const error = await fetchJson(postProbe).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid username or password' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('normalises server errors: text, JSON message, empty body', async () => {
    server.use(http.get(url('probe'), () => new HttpResponse('Database is down', { status: 500 })));
    await expect(fetchJson(probe)).rejects.toMatchObject({ status: 500, message: 'Database is down' });

    server.use(
      http.get(url('probe'), () => HttpResponse.json({ Message: 'Brand not found' }, { status: 404 })),
    );
    await expect(fetchJson(probe)).rejects.toMatchObject({ status: 404, message: 'Brand not found' });

    server.use(http.get(url('probe'), () => new HttpResponse(null, { status: 503 })));
    await expect(fetchJson(probe)).rejects.toMatchObject({
      status: 503,
      message: 'Request failed with status 503',
    });
  });

  it('turns a network failure into an ApiError without a status', async () => {
    server.use(http.get(url('probe'), () => HttpResponse.error()));
    await expect(fetchJson(probe)).rejects.toMatchObject({ status: null, name: 'ApiError' });
  });

  it('rejects a payload of the wrong shape', async () => {
    server.use(http.get(url('probe'), () => HttpResponse.json({ Value: 'forty-two' })));
    await expect(fetchJson(probe)).rejects.toEqual(new ApiError(200, UNEXPECTED_RESPONSE));
    server.use(
      http.get(url('probe'), () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(fetchJson(probe)).rejects.toMatchObject({ message: UNEXPECTED_RESPONSE });
  });

  it('honours an AbortSignal', async () => {
    server.use(
      http.get(url('probe'), async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ Value: 1 });
      }),
    );
    const controller = new AbortController();
    const pending = fetchJson(probe, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('blob endpoints share the request builder', () => {
  it('a blob endpoint is a plain description', () => {
    const e = blobEndpoint({
      method: 'GET',
      path: '/x',
      summary: 's',
      params: [],
      failureSubject: 'x report',
    });
    expect(e.kind).toBe('blob');
  });
});
