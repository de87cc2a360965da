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

/** The page asks the answer worker to read `bytes` (transferred) as `key`'s answer. */
export interface WorkerRequest {
  id: number;
  key: string;
  bytes: ArrayBuffer;
}

/**
 * The worker's reading; null when it does not know the endpoint (the page reads it then).
 * Its first message, `{ ready: true }`, says it has started and can take bytes. A long list
 * comes before its reading in `part`s, and `listPath` says where they go (answer-parts.ts).
 */
export type WorkerReply =
  | { ready: true }
  | { id: number; part: unknown[] }
  | { id: number; reading: AnswerReading | null; listPath?: readonly string[] };
