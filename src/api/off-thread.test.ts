import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonEndpoint, type JsonEndpoint } from './contract/endpoint';
import { answerRequests } from './answer-requests';
import { UNEXPECTED_RESPONSE } from './errors';
import type { WorkerReply, WorkerRequest } from './read-answer';

const endpoint = jsonEndpoint({
  method: 'GET',
  path: '/rows',
  summary: 'Rows for the test.',
  params: [],
  response: z.array(z.object({ Name: z.string() })).transform((rows) => rows.map((r) => r.Name)),
});

/** `count` rows: about 20 bytes each. */
const answer = (count: number): ArrayBuffer =>
  new TextEncoder().encode(JSON.stringify(Array.from({ length: count }, (_, i) => ({ Name: `Store ${i}` }))))
    .buffer as ArrayBuffer;

/**
 * A stand-in for the browser's Worker running src/api/answer-worker.ts: it starts (or fails
 * to), then answers each request with the worker's own code (answer-requests.ts). jsdom has
 * no workers.
 */
class FakeWorker {
  static mode: 'starts' | 'fails' | 'stops' = 'starts';
  static created = 0;
  static received: WorkerRequest[] = [];
  /** The contract's schemas as the worker loads them (a failed chunk: a rejected promise). */
  static endpoints: Promise<ReadonlyMap<string, JsonEndpoint>> = Promise.resolve(new Map());
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly answer = answerRequests((reply) => this.reply(reply), FakeWorker.endpoints);

  constructor() {
    FakeWorker.created++;
    setTimeout(() => {
      if (FakeWorker.mode === 'fails') this.onerror?.();
      else this.reply({ ready: true });
    });
  }

  postMessage(request: WorkerRequest, transfer: Transferable[] = []) {
    if ('bytes' in request) expect(transfer).toEqual([request.bytes]);
    FakeWorker.received.push(request);
    setTimeout(() => {
      if (FakeWorker.mode === 'stops') this.onerror?.();
      else this.answer(request);
    });
  }

  terminate() {}

  private reply(data: WorkerReply) {
    this.onmessage?.({ data } as MessageEvent<WorkerReply>);
  }
}

/** Schemas whose chunk failed to load. */
const schemasFailed = () => {
  const failed = Promise.reject(new Error('chunk failed'));
  failed.catch(() => undefined);
  return failed;
};

async function freshModule() {
  vi.resetModules();
  return import('./off-thread');
}

beforeEach(() => {
  FakeWorker.mode = 'starts';
  FakeWorker.endpoints = Promise.resolve(new Map([['GET /rows', endpoint]]));
  FakeWorker.created = 0;
  FakeWorker.received = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('readAnswerBytes', () => {
  it('reads a small answer in place, without a worker', async () => {
    const { readAnswerBytes } = await freshModule();
    expect(await readAnswerBytes(endpoint, answer(3))).toEqual({
      ok: true,
      data: ['Store 0', 'Store 1', 'Store 2'],
    });
    expect(FakeWorker.created).toBe(0);
  });

  it('sends a large answer to one worker, transferred, and gives its reading', async () => {
    const { OFF_THREAD_BYTES, readAnswerBytes } = await freshModule();
    const rows = Math.ceil(OFF_THREAD_BYTES / 15);
    const [first, second] = await Promise.all([
      readAnswerBytes(endpoint, answer(rows)),
      readAnswerBytes(endpoint, answer(rows + 1)),
    ]);
    // Both put back together from their parts, every row in its place.
    const names = (count: number) => Array.from({ length: count }, (_, i) => `Store ${i}`);
    expect(first).toEqual({ ok: true, data: names(rows) });
    expect(second).toEqual({ ok: true, data: names(rows + 1) });
    expect(FakeWorker.created).toBe(1);
    expect(FakeWorker.received.map((r) => ('key' in r ? r.key : null))).toEqual(['GET /rows', 'GET /rows']);
  });

  it('reads in place when the worker cannot start, and tries a new one next time', async () => {
    FakeWorker.mode = 'fails';
    const { OFF_THREAD_BYTES, readAnswerBytes } = await freshModule();
    const large = Math.ceil(OFF_THREAD_BYTES / 15);
    expect(await readAnswerBytes(endpoint, answer(large))).toMatchObject({ ok: true });
    expect(FakeWorker.received).toEqual([]);
    FakeWorker.mode = 'starts';
    await readAnswerBytes(endpoint, answer(large));
    expect(FakeWorker.created).toBe(2);
    expect(FakeWorker.received).toHaveLength(1);
  });

  it('fails the request when the worker stops while reading (the bytes went with it)', async () => {
    const { OFF_THREAD_BYTES, readAnswerBytes } = await freshModule();
    await readAnswerBytes(endpoint, answer(Math.ceil(OFF_THREAD_BYTES / 15)));
    FakeWorker.mode = 'stops';
    await expect(readAnswerBytes(endpoint, answer(Math.ceil(OFF_THREAD_BYTES / 15)))).rejects.toMatchObject({
      name: 'ApiError',
    });
  });
});

describe('fetchInAnswerWorker', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ Name: `Store ${i}` }));
  const request = () => new Request('http://api.test/rows', { headers: { Authorization: 'Bearer t' } });

  it('has the worker fetch and read the answer: the page gets its status and headers, then the reading', async () => {
    const fetched = vi.fn(async () => Response.json(rows(3), { headers: { 'X-Total-Count': '3' } }));
    vi.stubGlobal('fetch', fetched);
    const { fetchInAnswerWorker, fetchedReading } = await freshModule();
    const response = await fetchInAnswerWorker(endpoint)(request());
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('3');
    expect(response.body).toBeNull();
    expect(await fetchedReading(response)).toEqual({ ok: true, data: ['Store 0', 'Store 1', 'Store 2'] });
    // The request as the page's client made it: its URL and headers (the token) went along.
    const sent = FakeWorker.received[0];
    expect(sent && 'request' in sent && sent.request.url).toBe('http://api.test/rows');
    expect(sent && 'request' in sent && sent.request.headers).toContainEqual(['authorization', 'Bearer t']);
  });

  it('gives an answer that is not OK whole, for the client to read its error', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('No such brand', { status: 400, statusText: 'Bad Request' }),
    );
    const { fetchInAnswerWorker, fetchedReading } = await freshModule();
    const response = await fetchInAnswerWorker(endpoint)(request());
    expect([response.status, response.statusText]).toEqual([400, 'Bad Request']);
    expect(await response.text()).toBe('No such brand');
    expect(fetchedReading(response)).toBeUndefined();
  });

  it('fails as fetch does when the network fails', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const { fetchInAnswerWorker } = await freshModule();
    await expect(fetchInAnswerWorker(endpoint)(request())).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('stops the worker fetch on abort, rejecting with the abort', async () => {
    let workerSignal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      workerSignal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const { fetchInAnswerWorker } = await freshModule();
    const controller = new AbortController();
    const answer = fetchInAnswerWorker(endpoint)(
      new Request('http://api.test/rows', { signal: controller.signal }),
    );
    await vi.waitFor(() => expect(workerSignal).toBeDefined());
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(workerSignal?.aborted).toBe(true));
  });

  it('fails the reading of an answer whose head came when the worker cannot read it', async () => {
    FakeWorker.endpoints = schemasFailed();
    vi.stubGlobal('fetch', async () => Response.json(rows(1)));
    const { fetchInAnswerWorker, fetchedReading } = await freshModule();
    const response = await fetchInAnswerWorker(endpoint)(request());
    expect(response.status).toBe(200);
    await expect(fetchedReading(response)).rejects.toMatchObject({ message: UNEXPECTED_RESPONSE });
  });

  it('fetches on the page when the worker cannot start', async () => {
    FakeWorker.mode = 'fails';
    vi.stubGlobal('fetch', async () => Response.json(rows(1)));
    const { fetchInAnswerWorker, fetchedReading } = await freshModule();
    const response = await fetchInAnswerWorker(endpoint)(request());
    expect(fetchedReading(response)).toBeUndefined();
    expect(await response.json()).toEqual(rows(1));
    expect(FakeWorker.received).toEqual([]);
  });
});

describe('answerRequests (the worker) when the schemas never load', () => {
  it('sends a fetched answer its head, then that it failed', async () => {
    vi.stubGlobal('fetch', async () => Response.json([{ Name: 'Store 0' }]));
    const replies: WorkerReply[] = [];
    const handle = answerRequests((reply) => replies.push(reply), schemasFailed());
    handle({ id: 7, key: 'GET /rows', request: { url: 'http://api.test/rows', method: 'GET', headers: [] } });
    await vi.waitFor(() =>
      expect(replies.map((r) => Object.keys(r).sort())).toEqual([
        ['head', 'id'],
        ['failed', 'id'],
      ]),
    );
  });

  it('gives transferred bytes no reading, which the page takes as a failed request', async () => {
    const replies: WorkerReply[] = [];
    const handle = answerRequests((reply) => replies.push(reply), schemasFailed());
    handle({ id: 8, key: 'GET /rows', bytes: answer(1) });
    await vi.waitFor(() => expect(replies).toEqual([{ id: 8, reading: null }]));
  });
});
