import { joinParts } from './answer-parts';
import { ApiError, UNEXPECTED_RESPONSE } from './errors';
import type { JsonEndpoint } from './contract/endpoint';
import {
  endpointKey,
  readAnswer,
  type AnswerHead,
  type AnswerReading,
  type WorkerReply,
} from './read-answer';

/**
 * Answers at least this large are read in the answer worker. Below it the round trip and
 * the copy back cost more than reading in place (a few ms at most).
 */
export const OFF_THREAD_BYTES = 256 * 1024;

interface Pending {
  settle: (reading: AnswerReading | null) => void;
  /** A long list's parts, as they come (answer-parts.ts). */
  parts: unknown[][];
  /** A fetch in the worker: its answer's head (the body of one that is not OK), or its failure. */
  answered?: (head: AnswerHead, body?: ArrayBuffer) => void;
  failed?: (message: string) => void;
}

const pending = new Map<number, Pending>();
let started: Promise<Worker | null> | null = null;
let nextId = 0;

/**
 * The answer worker, once it has said it is ready; null where there are no workers or it
 * cannot start (its file unreachable), and answers are then read in place. Bytes are only
 * ever transferred to a running worker, so none are lost to one that never started.
 */
function answerWorker(): Promise<Worker | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  started ??= new Promise((resolve) => {
    const worker = new Worker(new URL('./answer-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if ('ready' in reply) resolve(worker);
      else if ('part' in reply) pending.get(reply.id)?.parts.push(reply.part);
      else if ('head' in reply) pending.get(reply.id)?.answered?.(reply.head, reply.body);
      else if ('failed' in reply) {
        // Before its head a fetch fails as fetch does; after it, its reading fails.
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        waiting?.failed?.(reply.failed);
        waiting?.settle(null);
      } else {
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        waiting?.settle(reply.reading && joinParts(reply.reading, reply.listPath, waiting.parts));
      }
    };
    worker.onerror = () => {
      resolve(null);
      for (const { settle, failed } of pending.values()) {
        failed?.('The answer worker stopped');
        settle(null);
      }
      pending.clear();
      worker.terminate();
      started = null;
    };
  });
  return started;
}

/**
 * Reads an answer's bytes against the endpoint's schema: a large one in the answer worker,
 * so its JSON parse and check never block the page (only the structured copy of the value
 * lands on the page's thread, a long list in parts), a small one in place.
 */
export async function readAnswerBytes(endpoint: JsonEndpoint, bytes: ArrayBuffer): Promise<AnswerReading> {
  const worker = bytes.byteLength >= OFF_THREAD_BYTES ? await answerWorker() : null;
  if (!worker) return readAnswer(endpoint, bytes);
  const id = nextId++;
  const reading = await new Promise<AnswerReading | null>((settle) => {
    pending.set(id, { settle, parts: [] });
    worker.postMessage({ id, key: endpointKey(endpoint), bytes }, [bytes]);
  });
  // The worker stopped while reading (the bytes went with it): a failed request, retried as one.
  if (reading === null) throw new ApiError(null, UNEXPECTED_RESPONSE);
  return reading;
}

/** The readings of answers the worker fetched, by the response the page's client got. */
const fetchedReadings = new WeakMap<Response, Promise<AnswerReading>>();

/**
 * The reading of an answer that `fetchInAnswerWorker` fetched (the worker has read its body),
 * else undefined: the page reads the response's body itself.
 */
export const fetchedReading = (response: Response): Promise<AnswerReading> | undefined =>
  fetchedReadings.get(response);

/**
 * A `fetch` (for ky) that has the answer worker fetch `endpoint`'s answer and read it there, so
 * its body never lands on the page's thread: the page gets a response with the status and
 * headers (the body too when it is not OK, for its error), and `fetchedReading(response)`
 * gives the checked value. Where the worker cannot start, the page fetches as usual.
 */
export function fetchInAnswerWorker(endpoint: JsonEndpoint): typeof fetch {
  const key = endpointKey(endpoint);
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const worker = await answerWorker();
    if (!worker) return fetch(request);
    request.signal.throwIfAborted();
    const id = nextId++;
    return new Promise<Response>((resolveResponse, rejectResponse) => {
      let rejectReading: (reason: unknown) => void = () => undefined;
      const reading = new Promise<AnswerReading>((resolveReading, reject) => {
        rejectReading = reject;
        pending.set(id, {
          parts: [],
          settle: (value) =>
            value === null ? reject(new ApiError(null, UNEXPECTED_RESPONSE)) : resolveReading(value),
          answered: (head, body) => {
            const response = new Response(body ?? null, head);
            if (body === undefined) fetchedReadings.set(response, reading);
            else pending.delete(id);
            resolveResponse(response);
          },
          // A network failure, as fetch gives it (the client makes it a NETWORK_FAILURE).
          failed: (message) => rejectResponse(new TypeError(message)),
        });
      });
      // A reading nobody takes (a response that failed first) must not be an unhandled rejection.
      reading.catch(() => undefined);
      request.signal.addEventListener(
        'abort',
        () => {
          if (!pending.delete(id)) return;
          worker.postMessage({ id, abort: true });
          rejectResponse(request.signal.reason);
          rejectReading(request.signal.reason);
        },
        { once: true },
      );
      worker.postMessage({
        id,
        key,
        request: { url: request.url, method: request.method, headers: [...request.headers] },
      });
    });
  };
}
