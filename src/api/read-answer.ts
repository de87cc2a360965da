import type { JsonEndpoint } from './contract/endpoint';

/** What reading one JSON answer gives: the domain value, or why there is none. */
export type AnswerReading =
  | { ok: true; data: unknown }
  | { ok: false; reason: 'json' }
  | { ok: false; reason: 'schema'; issues: readonly AnswerIssue[] };

/** A zod issue reduced to what a console warning needs (plain data: it crosses a worker). */
export interface AnswerIssue {
  path: readonly PropertyKey[];
  message: string;
}

const decoder = new TextDecoder();

/**
 * Reads an answer's bytes as JSON and checks them against the endpoint's response schema
 * (zod without `new Function`, which the Content-Security-Policy forbids: about 30 ms per MB,
 * so large answers are read in the answer worker, src/api/off-thread.ts). An empty body reads
 * as `undefined` (the schema decides whether that is an answer).
 */
export function readAnswer(endpoint: JsonEndpoint, bytes: ArrayBuffer): AnswerReading {
  let payload: unknown;
  try {
    const text = decoder.decode(bytes);
    payload = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  const parsed = endpoint.response.safeParse(payload);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = parsed.error.issues.map(({ path, message }) => ({ path: path.map(String), message }));
  return { ok: false, reason: 'schema', issues };
}

/** How an endpoint is named between the page and the answer worker. */
export const endpointKey = (endpoint: { method: string; path: string }): string =>
  `${endpoint.method} ${endpoint.path}`;

/**
 * The page asks the answer worker to read `bytes` (transferred) as `key`'s answer, or to
 * fetch the answer itself (`request`) and read it, or to stop fetching one (`abort`).
 */
export type WorkerRequest =
  | { id: number; key: string; bytes: ArrayBuffer }
  | { id: number; key: string; request: { url: string; method: string; headers: [string, string][] } }
  | { id: number; abort: true };

/** An HTTP answer's status line and headers, as they cross to the page. */
export interface AnswerHead {
  status: number;
  statusText: string;
  headers: [string, string][];
}

/**
 * The worker's reading; null when it does not know the endpoint (the page reads it then).
 * Its first message, `{ ready: true }`, says it has started and can take bytes. A long list
 * comes before its reading in `part`s, and `listPath` says where they go (answer-parts.ts).
 * A fetched answer first sends its `head` (with the `body` of an answer that is not OK, the
 * error's text), then its reading as above; a fetch that fails sends `failed`.
 */
export type WorkerReply =
  | { ready: true }
  | { id: number; head: AnswerHead; body?: ArrayBuffer }
  | { id: number; failed: string }
  | { id: number; part: unknown[] }
  | { id: number; reading: AnswerReading | null; listPath?: readonly string[] };
