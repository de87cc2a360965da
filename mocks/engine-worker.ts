// First: msw needs a localStorage as it loads (see there).
import './engine-worker-storage';
import { getResponse } from 'msw';
import { setPageDemoScale, warmUpDb } from './db/get-db';
import { handlers } from './handlers';
import { MirrorStore, type EngineReply, type EngineSync, type PageMessage } from './engine-protocol';
import { setDemoStore } from './storage';

/**
 * The demo API's engine in a dedicated Web Worker (started by browser.ts): the seeded data
 * set and every handler run here, off the page's main thread, so the demo's blocking time
 * is the app's own. The page forwards each API request; this answers it with the very
 * handlers vitest and the HTTP demo API use (MSW's `getResponse`, no interception), on a
 * copy of the page's `demo:*` storage keys (engine-protocol.ts).
 */

const store = new MirrorStore();
setDemoStore(store);

const sync = (message: EngineSync) => {
  store.receive(message.storage);
  setPageDemoScale(message.demoScale);
};

async function answer(message: Extract<PageMessage, { kind: 'request' }>): Promise<void> {
  const request = new Request(message.url, {
    method: message.method,
    headers: message.headers,
    body: message.body,
  });
  let reply: EngineReply;
  try {
    const response = await getResponse(handlers, request);
    reply = {
      id: message.id,
      response: response
        ? {
            status: response.status,
            statusText: response.statusText,
            headers: [...response.headers],
            body: response.body ? await response.arrayBuffer() : null,
          }
        : null,
      writes: store.takeWrites(),
    };
  } catch (error) {
    reply = {
      id: message.id,
      response: null,
      error: error instanceof Error ? error.message : String(error),
      writes: store.takeWrites(),
    };
  }
  const transfer = reply.response?.body ? [reply.response.body] : [];
  self.postMessage(reply, { transfer });
}

self.addEventListener('message', (event: MessageEvent<PageMessage>) => {
  const message = event.data;
  sync(message);
  if (message.kind === 'warmUp') warmUpDb();
  else void answer(message);
});
