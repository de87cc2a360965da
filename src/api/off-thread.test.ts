import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonEndpoint } from './contract/endpoint';
import { answerReplies } from './answer-parts';
import { readAnswer, type WorkerReply, type WorkerRequest } from './read-answer';

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
 * to), then reads each request as the worker does. jsdom has no workers.
 */
class FakeWorker {
  static mode: 'starts' | 'fails' | 'stops' = 'starts';
  static created = 0;
  static received: WorkerRequest[] = [];
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeWorker.created++;
    setTimeout(() => {
      if (FakeWorker.mode === 'fails') this.onerror?.();
      else this.reply({ ready: true });
    });
  }

  postMessage(request: WorkerRequest, transfer: Transferable[]) {
    expect(transfer).toEqual([request.bytes]);
    FakeWorker.received.push(request);
    setTimeout(() => {
      if (FakeWorker.mode === 'stops') this.onerror?.();
      // As src/api/answer-worker.ts: a long list in parts, each its own message.
      else
        for (const reply of answerReplies(request.id, readAnswer(endpoint, request.bytes))) this.reply(reply);
    });
  }

  terminate() {}

  private reply(data: WorkerReply) {
    this.onmessage?.({ data } as MessageEvent<WorkerReply>);
  }
}

async function freshModule() {
  vi.resetModules();
  return import('./off-thread');
}

describe('readAnswerBytes', () => {
  beforeEach(() => {
    FakeWorker.mode = 'starts';
    FakeWorker.created = 0;
    FakeWorker.received = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

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
    expect(FakeWorker.received.map((r) => r.key)).toEqual(['GET /rows', 'GET /rows']);
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
