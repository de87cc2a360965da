import { ALL_ENDPOINTS } from './contract/all-endpoints';
import type { JsonEndpoint } from './contract/endpoint';
import { answerReplies } from './answer-parts';
import { endpointKey, readAnswer, type WorkerReply, type WorkerRequest } from './read-answer';

/**
 * Reads large answers off the page's thread: the bytes arrive transferred (not copied), and
 * only the checked domain value goes back (a long list in parts), so the page never holds
 * the text or the raw JSON.
 */
const endpoints = new Map(
  ALL_ENDPOINTS.filter((e): e is JsonEndpoint => e.kind === 'json').map((e) => [endpointKey(e), e]),
);

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { id, key, bytes } = event.data;
  const endpoint = endpoints.get(key);
  const reading = endpoint ? readAnswer(endpoint, bytes) : null;
  for (const reply of answerReplies(id, reading)) self.postMessage(reply);
});

self.postMessage({ ready: true } satisfies WorkerReply);
