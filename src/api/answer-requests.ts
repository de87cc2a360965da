import type { JsonEndpoint } from './contract/endpoint';
import { answerReplies } from './answer-parts';
import { readAnswer, type WorkerReply, type WorkerRequest } from './read-answer';

/** Sends one reply to the page, transferring the buffers listed. */
export type PostReply = (reply: WorkerReply, transfer?: Transferable[]) => void;

/**
 * What the answer worker does with the page's requests (answer-worker.ts runs it; the unit
 * tests run it in place of a worker): reads transferred bytes as an endpoint's answer, or
 * fetches the answer itself and reads it, and stops a fetch the page gave up. Only the
 * checked domain value goes back (a long list in parts), so the page never holds the text
 * or the raw JSON.
 */
export function answerRequests(
  post: PostReply,
  endpoints: Promise<ReadonlyMap<string, JsonEndpoint>>,
): (message: WorkerRequest) => void {
  const fetches = new Map<number, AbortController>();

  const postReading = async (id: number, key: string, bytes: ArrayBuffer) => {
    const endpoint = (await endpoints).get(key);
    const reading = endpoint ? readAnswer(endpoint, bytes) : null;
    for (const reply of answerReplies(id, reading)) post(reply);
  };

  /**
   * The browser reads a body fetched here on this thread, not the page's (an 11 MB body,
   * Merchandising at 10x, was two page tasks of 285-395 ms in Chromium's loader). An answer
   * that is not OK goes back whole, for the page's client to read its error.
   */
  const fetchAndRead = async (
    id: number,
    key: string,
    request: { url: string; method: string; headers: [string, string][] },
  ) => {
    const controller = new AbortController();
    fetches.set(id, controller);
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        signal: controller.signal,
      });
      const head = {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
      };
      const bytes = await response.arrayBuffer();
      if (!response.ok) {
        post({ id, head, body: bytes }, [bytes]);
        return;
      }
      post({ id, head });
      await postReading(id, key, bytes);
    } catch (error) {
      // An aborted fetch: the page has already given up on it.
      if (!controller.signal.aborted)
        post({ id, failed: error instanceof Error ? error.message : String(error) });
    } finally {
      fetches.delete(id);
    }
  };

  return (message) => {
    if ('abort' in message) fetches.get(message.id)?.abort();
    else if ('request' in message) void fetchAndRead(message.id, message.key, message.request);
    // Schemas that never loaded: no reading, which the page takes as a failed request.
    else
      void postReading(message.id, message.key, message.bytes).catch(() =>
        post({ id: message.id, reading: null }),
      );
  };
}
