// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS } from '@/api/contract/all-endpoints';
import { renderOpenApi } from '@/api/contract/openapi';
import { server as msw } from '@mocks/node';
import { startDemoApiServer, type DemoApiServer } from './demo-api-server';
import { createTrafficValidator, type Exchange, type TrafficValidator } from './traffic-validator';

/**
 * The demo API's answers checked against docs/openapi.json by openapi-backend: the demo
 * API's own traffic has no violation, and each kind of bad request or answer is caught
 * (so the real-API e2e run, which fails on any violation, can fail).
 */

beforeAll(() => msw.close());

const encode = (text: string) => new TextEncoder().encode(text);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let validator: TrafficValidator;
let api: DemoApiServer;
const seen: string[] = [];
let checked = 0;

beforeAll(async () => {
  validator = await createTrafficValidator(renderOpenApi(ENDPOINT_GROUPS));
  api = await startDemoApiServer({
    port: 0,
    trafficValidator: {
      check: async (exchange) => {
        checked += 1;
        return validator.check(exchange);
      },
    },
    onViolation: (violations) => seen.push(...violations),
  });
});

afterAll(() => api?.close());

const exchange = (over: Partial<Exchange>): Exchange => ({
  method: 'GET',
  url: '/api/authtest',
  requestHeaders: { authorization: 'Bearer t' },
  requestBody: undefined,
  status: 200,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: encode('{}'),
  ...over,
});

describe('traffic validation against openapi.json', () => {
  it('finds no violation in the demo API’s own answers, errors included', async () => {
    const call = (path: string, init?: RequestInit) => fetch(`${api.apiUrl}${path}`, init);
    // The sign-in below is checked too: one more call than `answers`.
    const auth = await call('authenticate', {
      method: 'POST',
      body: new URLSearchParams({ login: 'superadmin', password: 'demo' }),
    });
    const { Token, TokenType } = (await auth.json()) as { Token: string; TokenType: string };
    const headers = { Authorization: `${TokenType} ${Token}` };
    const answers = await Promise.all([
      call('authtest', { headers }),
      call('accounts/filters', { headers }),
      call('accounts?dateStart=2025-01-01&cities=Irvine,Austin&notVisitedIn=5', { headers }),
      call('accounts/xlsx', { headers }),
      call('users/list', { headers }),
      call('accounts?dateStart=2025-02-30', { headers }),
      call('authtest'),
      call('authenticate', { method: 'POST', body: new URLSearchParams({ login: 'x', password: 'y' }) }),
    ]);
    await Promise.all(answers.map((a) => a.arrayBuffer()));
    // Validation runs after the answer is sent: wait until every call was checked.
    await expect.poll(() => checked, { timeout: 5000 }).toBe(answers.length + 1);
    expect(seen).toEqual([]);
  });

  it('catches a JSON answer that breaks the schema', async () => {
    const violations = await validator.check(exchange({ responseBody: encode('{"Login": 5}') }));
    expect(violations.join('\n')).toMatch(
      /GET \/api\/authtest answer 200.*must have required property|must be string/,
    );
  });

  it('catches a file without Content-Disposition and a wrong media type', async () => {
    const file = exchange({ url: '/api/accounts/xlsx', responseHeaders: { 'content-type': XLSX } });
    expect((await validator.check({ ...file, responseBody: encode('PK') })).join('\n')).toMatch(
      /content-disposition/i,
    );
    const html = {
      ...file,
      responseHeaders: {
        'content-type': 'text/html',
        'content-disposition': 'attachment; filename="a.xlsx"',
      },
    };
    expect((await validator.check({ ...html, responseBody: encode('<html>') })).join('\n')).toMatch(
      /answered text\/html/,
    );
  });

  it('catches a request with a malformed parameter, a missing field, an unknown path', async () => {
    expect(
      (
        await validator.check(exchange({ url: '/api/accounts?numberOfSkus=x5', responseBody: encode('{}') }))
      ).join('\n'),
    ).toMatch(/request/);
    const signIn = exchange({
      method: 'POST',
      url: '/api/authenticate',
      requestHeaders: { 'content-type': 'application/x-www-form-urlencoded' },
      requestBody: encode('login=a'),
      status: 401,
      responseHeaders: { 'content-type': 'text/plain; charset=utf-8' },
      responseBody: encode('Invalid'),
    });
    expect((await validator.check(signIn)).join('\n')).toMatch(/password/);
    expect(await validator.check(exchange({ url: '/api/no-such-call' }))).toEqual([
      'GET /api/no-such-call: no such operation in openapi.json',
    ]);
  });

  it('catches a success status the document does not list', async () => {
    const violations = await validator.check(exchange({ url: '/api/authtest', status: 201 }));
    expect(violations).toEqual(['GET /api/authtest: status 201 is not in openapi.json']);
  });
});
