import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken } from '@mocks/demo-state';
import { clearScenarios, malformed, serverError, setScenarios, unauthorized } from '@mocks/scenarios';
import { writeAuthToken } from './auth-storage';
import { fetchBlobResponse, fetchJson, setUnauthorizedHandler } from './client';
import { ALL_ENDPOINTS } from './contract/all-endpoints';
import { ApiError, UNEXPECTED_RESPONSE } from './errors';

/**
 * Faults for every endpoint of the contract (not only those a page calls on
 * load, which e2e/faults.spec.ts covers in the browser): through the app's one client, a
 * 401 on a call that carried a token signs out (the session's handler is called), a 500
 * comes back with the server's text, and a JSON answer of the wrong shape is an error,
 * never data. The demo API's fault scenarios answer before any data is computed, so this
 * covers ~100 endpoints x 3 faults in well under a second of network time.
 */
const call = (endpoint: (typeof ALL_ENDPOINTS)[number]) =>
  endpoint.kind === 'json' ? fetchJson(endpoint) : fetchBlobResponse(endpoint);

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const acceptsAnyAnswer = (endpoint: Extract<(typeof ALL_ENDPOINTS)[number], { kind: 'json' }>) =>
  [42, 'text', { Unexpected: true }, null].every((body) => endpoint.response.safeParse(body).success);

beforeAll(() => {
  expect(ALL_ENDPOINTS.length).toBeGreaterThan(50);
});

afterEach(() => {
  clearScenarios();
  setUnauthorizedHandler(null);
});

describe.each(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, endpoint) => {
  it('a 401 signs the session out, a 500 shows the server text, a malformed answer is an error', async () => {
    writeAuthToken({ token: issueToken('superadmin'), tokenType: 'Bearer' });
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);

    setScenarios(unauthorized(endpoint.path));
    expect((await failure(call(endpoint))).status).toBe(401);
    expect(signOut).toHaveBeenCalledTimes(1);

    setScenarios(serverError(endpoint.path, `Injected failure of ${endpoint.path}`));
    const server = await failure(call(endpoint));
    expect([server.status, server.message]).toEqual([500, `Injected failure of ${endpoint.path}`]);

    // An answer the app reads as a plain acknowledgement (any body) cannot be malformed.
    if (endpoint.kind === 'json' && !acceptsAnyAnswer(endpoint)) {
      setScenarios(malformed(endpoint.path));
      expect((await failure(call(endpoint))).message).toBe(UNEXPECTED_RESPONSE);
    }
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
