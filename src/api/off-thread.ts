import { joinParts } from './answer-parts';
import { ApiError, UNEXPECTED_RESPONSE } from './errors';
import type { JsonEndpoint } from './contract/endpoint';
import { endpointKey, readAnswer, type AnswerReading, type WorkerReply } from './read-answer';

/**
 * Answers at least this large are read in the answer worker. Below it the round trip and
 * the copy back cost more than reading in place (a few ms at most).
 */
export const OFF_THREAD_BYTES = 256 * 1024;

interface Pending {
  settle: (reading: AnswerReading | null) => void;
  /** A long list's parts, as they come (answer-parts.ts). */
  parts: unknown[][];
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
      else {
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        waiting?.settle(reply.reading && joinParts(reply.reading, reply.listPath, waiting.parts));
      }
    };
    worker.onerror = () => {
      resolve(null);
      for (const { settle } of pending.values()) settle(null);
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
