import type { JsonEndpoint } from './contract/endpoint';
import { answerRequests } from './answer-requests';
import { endpointKey, type WorkerReply, type WorkerRequest } from './read-answer';

/**
 * The answer worker: reads and fetches large answers off the page's thread
 * (answer-requests.ts). The contract's schemas load after it says it is ready, so a fetch it
 * is asked for starts at once and the schemas arrive while the answer travels.
 */
const endpoints = import('./contract/all-endpoints').then(
  ({ ALL_ENDPOINTS }) =>
    new Map(
      ALL_ENDPOINTS.filter((e): e is JsonEndpoint => e.kind === 'json').map((e) => [endpointKey(e), e]),
    ),
);

const answer = answerRequests(
  (reply: WorkerReply, transfer: Transferable[] = []) => self.postMessage(reply, { transfer }),
  endpoints,
);

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => answer(event.data));

self.postMessage({ ready: true } satisfies WorkerReply);
