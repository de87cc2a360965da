import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authenticate } from '@/api/contract/auth';
import { blobEndpoint, jsonEndpoint, type Endpoint } from '@/api/contract/endpoint';
import { server } from '../node';
import {
  SCENARIOS_STORAGE_KEY,
  malformed,
  once,
  scenariosJson,
  serverError,
  setScenarios,
  slow,
  unauthorized,
} from '../scenarios';
import { DEMO_PASSWORD } from '../users';
import {
  CONTENT_TYPES,
  contentDisposition,
  defineBlobHandler,
  defineJsonHandler,
  demoLatency,
  httpError,
  setDemoLatency,
} from './define-handler';

const probe = jsonEndpoint({
  method: 'GET',
  path: '/probe/data',
  summary: 'test',
  params: ['brand', 'cities'],
  extraParams: ['id'],
  response: z.object({ Brand: z.string(), Cities: z.array(z.string()), Id: z.string(), User: z.string() }),
});

const postProbe = jsonEndpoint({
  method: 'POST',
  path: '/probe/json',
  summary: 'test',
  params: [],
  body: 'json',
  response: z.object({ Echo: z.unknown() }),
});

const formProbe = jsonEndpoint({
  method: 'POST',
  path: '/probe/form',
  summary: 'test',
  params: [],
  body: 'multipart',
  response: z.object({ Brand: z.string(), FileName: z.string(), Size: z.number() }),
});

const fileProbe = blobEndpoint({
  method: 'GET',
  path: '/probe/file',
  summary: 'test',
  params: [],
  failureSubject: 'probe',
});

/** The demo API as an HTTP API: plain fetch against `${origin}/api`. */
let authorization: string | null = null;
const call = (
  e: Endpoint,
  init: { query?: Record<string, string>; body?: BodyInit; json?: unknown } = {},
) => {
  const url = new URL(`${location.origin}/api${e.path}`);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method: e.method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
};

const signIn = async () => {
  const response = await call(authenticate, {
    body: new URLSearchParams({ login: 'manager', password: DEMO_PASSWORD }),
  });
  const { token, tokenType } = authenticate.response.parse(await response.json());
  authorization = `${tokenType} ${token}`;
};

beforeEach(() => {
  authorization = null;
  server.use(
    defineJsonHandler(probe, (ctx) => ({
      Brand: ctx.params.brand ?? '',
      Cities: ctx.list('cities'),
      Id: ctx.values.id ?? '',
      User: ctx.user?.login ?? '',
    })),
    defineJsonHandler(postProbe, (ctx) => ({ Echo: ctx.body })),
    defineJsonHandler(formProbe, (ctx) => ({
      Brand: ctx.values.brand ?? '',
      FileName: ctx.files.file?.name ?? '',
      Size: ctx.files.file?.size ?? -1,
    })),
    defineBlobHandler(fileProbe, () => ({
      fileName: 'Café report.xlsx',
      bytes: new Uint8Array([1, 2, 3]),
      contentType: CONTENT_TYPES.xlsx,
    })),
  );
});

afterEach(() => setDemoLatency(null));

describe('defineJsonHandler', () => {
  it('answers 401 Unauthorized without a valid token', async () => {
    const response = await call(probe);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('Unauthorized');
    authorization = 'Bearer forged';
    expect((await call(probe)).status).toBe(401);
  });

  it('parses filter params, lists (with encoded commas) and extra values; knows the user', async () => {
    await signIn();
    const response = await call(probe, {
      query: { brand: 'Sunset Soda', cities: 'Irvine,Long Beach,A%2C B', id: '42' },
    });
    expect(await response.json()).toEqual({
      Brand: 'Sunset Soda',
      Cities: ['Irvine', 'Long Beach', 'A, B'],
      Id: '42',
      User: 'manager',
    });
  });

  it('reads JSON bodies and multipart uploads', async () => {
    await signIn();
    const json = await call(postProbe, { json: { login: 'x', list: ['a', 'b'] } });
    expect(await json.json()).toEqual({ Echo: { login: 'x', list: ['a', 'b'] } });

    // jsdom's FormData and File are not ones Node's fetch can serialise (the file arrives
    // as "[object File]"), so build the body from Node's own classes.
    const NodeFormData = (await new Response(new URLSearchParams()).formData())
      .constructor as typeof FormData;
    const form = new NodeFormData();
    form.append('brand', 'Sunset Soda');
    form.append('file', new NodeFile([new Uint8Array([1, 2, 3, 4])], 'Ralphs.xlsx') as unknown as File);
    const upload = await call(formProbe, { body: form });
    expect(await upload.json()).toEqual({ Brand: 'Sunset Soda', FileName: 'Ralphs.xlsx', Size: 4 });
  });

  it('turns httpError into the status and message', async () => {
    await signIn();
    server.use(
      defineJsonHandler(probe, () => {
        throw httpError(409, 'Brand is archived');
      }),
    );
    const response = await call(probe);
    expect([response.status, await response.text()]).toEqual([409, 'Brand is archived']);
  });

  it('refuses (in tests) a payload that breaks the contract', async () => {
    await signIn();
    server.use(defineJsonHandler(probe, () => ({ Brand: 1 }) as never));
    const response = await call(probe);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('breaks the contract');
  });

  it('has no latency in tests by default, and it can be set', () => {
    expect(demoLatency()).toBe(0);
    setDemoLatency(30);
    expect(demoLatency()).toBe(30);
    setDemoLatency(null);
    localStorage.setItem('demo:latency', '5');
    expect(demoLatency()).toBe(5);
  });
});

describe('scenarios', () => {
  it('serverError answers with its status and message, only on matching paths', async () => {
    await signIn();
    setScenarios(serverError('/probe/data', 'Boom'));
    const failed = await call(probe);
    expect([failed.status, await failed.text()]).toEqual([500, 'Boom']);
    expect((await call(postProbe, { json: {} })).status).toBe(200);
  });

  it('wildcards match path prefixes', async () => {
    await signIn();
    setScenarios(serverError('/probe*', 'Down', 503));
    expect((await call(probe)).status).toBe(503);
    expect((await call(postProbe, { json: {} })).status).toBe(503);
  });

  it('unauthorized answers 401 even with a valid token', async () => {
    await signIn();
    setScenarios(unauthorized('/probe/data'));
    expect((await call(probe)).status).toBe(401);
  });

  it('malformed answers 200 with a body the contract rejects', async () => {
    await signIn();
    setScenarios(malformed('/probe/data'));
    const response = await call(probe);
    expect(response.status).toBe(200);
    expect(probe.response.safeParse(await response.json()).success).toBe(false);
  });

  it('once fires a single time', async () => {
    await signIn();
    setScenarios(once(serverError('/probe/data', 'Flaky')));
    expect((await call(probe)).status).toBe(500);
    expect((await call(probe)).status).toBe(200);
  });

  it('slow delays the answer', async () => {
    await signIn();
    setScenarios(slow(80, '/probe/data'));
    const started = performance.now();
    await call(probe);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
  });

  it('reads the same storage key a Playwright test writes; ignores a corrupt list', async () => {
    await signIn();
    localStorage.setItem(SCENARIOS_STORAGE_KEY, scenariosJson([serverError('/probe/data', 'From e2e')]));
    expect(await (await call(probe)).text()).toBe('From e2e');
    localStorage.setItem(SCENARIOS_STORAGE_KEY, '{oops');
    expect((await call(probe)).status).toBe(200);
  });
});

describe('defineBlobHandler', () => {
  it('serves bytes with content type and content-disposition', async () => {
    await signIn();
    const response = await call(fileProbe);
    expect(response.headers.get('content-type')).toBe(CONTENT_TYPES.xlsx);
    expect(response.headers.get('content-disposition')).toBe(contentDisposition('Café report.xlsx'));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('needs a token too', async () => {
    expect((await call(fileProbe)).status).toBe(401);
  });

  it('writes both content-disposition forms', () => {
    expect(contentDisposition('Café "x".xlsx')).toBe(
      'attachment; filename="Caf_ _x_.xlsx"; filename*=UTF-8\'\'Caf%C3%A9%20%22x%22.xlsx',
    );
  });
});
