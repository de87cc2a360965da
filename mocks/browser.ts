import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { DEMO_API_PREFIX } from './api-path';
import { DEMO_STATE_KEY, SCENARIOS_STORAGE_KEY } from './demo-keys';
import {
  changesToSend,
  DEMO_KEY_PREFIX,
  writesToStore,
  type EngineReply,
  type EngineRequest,
  type EngineSync,
  type PageMessage,
  type StorageChanges,
} from './engine-protocol';

/** How long a page may wait to be claimed by the freshly activated worker (first visit). */
const CLAIM_TIMEOUT_MS = 5_000;
/** Set for the one reload that recovers an uncontrolled page; cleared once it is controlled. */
const RECOVERY_KEY = 'demo:worker-recovery';

/**
 * MSW's page script tells the worker CLIENT_CLOSED on `beforeunload`, and the worker
 * unregisters itself when the closing page was its last client. On a reload that lets the
 * new document load uncontrolled, and re-registering then revives the same worker without
 * a new activation, so nothing claims the page: its first API calls (/authtest included)
 * reach the static server and get index.html. The service worker must outlive
 * reloads, so the app's own `beforeunload` listener, added before MSW's, stops the event
 * from reaching MSW's. Nothing else in the app listens to `beforeunload`.
 */
function keepWorkerAcrossReloads(): void {
  window.addEventListener('beforeunload', (event) => event.stopImmediatePropagation());
}

/** Resolves true once a service worker controls this page, false after `timeoutMs`. */
function controlled(timeoutMs: number): Promise<boolean> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      container.removeEventListener('controllerchange', onChange);
      clearTimeout(timer);
      resolve(value);
    };
    const onChange = () => done(Boolean(container.controller));
    const timer = setTimeout(() => done(Boolean(container.controller)), timeoutMs);
    container.addEventListener('controllerchange', onChange);
  });
}

/** The page's `demo:*` keys (a few; the demo state is the largest). */
function pageDemoKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(DEMO_KEY_PREFIX)) keys.set(key, localStorage.getItem(key) ?? '');
  }
  return keys;
}

/** Null-body statuses: a Response with a body (even empty) cannot have them. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The page's side of the demo engine's Web Worker (engine-worker.ts): forwards requests,
 * keeps the worker's copy of the `demo:*` keys in step with localStorage, which stays
 * their owner (engine-protocol.ts), and stores the worker's writes before an answer
 * reaches the app, as when the handlers wrote localStorage themselves.
 */
function connectEngine() {
  const engine = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
  /** What the worker holds of the demo keys, as far as this page knows. */
  const engineKeys = new Map<string, string>();
  const waiting = new Map<number, { resolve: (reply: EngineReply) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;

  const sync = (): EngineSync => {
    const storage = changesToSend(pageDemoKeys(), engineKeys);
    apply(engineKeys, storage);
    return { storage, demoScale: new URLSearchParams(location.search).get('demoScale') };
  };

  const storeWrites = (writes: StorageChanges) => {
    const accepted = writesToStore(pageDemoKeys(), engineKeys, writes);
    apply(engineKeys, writes);
    for (const [key, value] of Object.entries(accepted)) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch {
        // Storage full (large uploads): the worker keeps the change for this page's life;
        // the page's older value must not be sent back over it.
        const own = localStorage.getItem(key);
        if (own === null) engineKeys.delete(key);
        else engineKeys.set(key, own);
      }
    }
  };

  engine.addEventListener('message', (event: MessageEvent<EngineReply>) => {
    const reply = event.data;
    storeWrites(reply.writes);
    waiting.get(reply.id)?.resolve(reply);
    waiting.delete(reply.id);
  });
  engine.addEventListener('error', (event) => {
    failure = new Error(`The demo API stopped: ${event.message || 'its worker failed to load'}`);
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  });

  const post = (message: PageMessage) =>
    engine.postMessage(message, message.kind === 'request' && message.body ? [message.body] : []);

  return {
    warmUp: () => post({ kind: 'warmUp', ...sync() }),
    async answer(request: Request): Promise<Response | undefined> {
      if (failure) throw failure;
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
      const id = nextId++;
      const reply = new Promise<EngineReply>((resolve, reject) => waiting.set(id, { resolve, reject }));
      const message: EngineRequest = {
        kind: 'request',
        id,
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        body,
        ...sync(),
      };
      post(message);
      const { response, error } = await reply;
      if (error !== undefined) throw new Error(error);
      if (!response) return undefined;
      return new Response(NULL_BODY.has(response.status) ? null : response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
  };
}

function apply(keys: Map<string, string>, changes: StorageChanges): void {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) keys.delete(key);
    else keys.set(key, value);
  }
}

/**
 * Starts the demo API in the browser and resolves only when it answers this page's
 * requests: the worker is active, knows this page (MOCK_ACTIVATE) and controls it. Loaded
 * only when no VITE_API_URL is set; the app renders (and sends requests) after this.
 *
 * MSW's service worker hands each request to this page; the one handler here forwards the
 * API's to the demo engine's Web Worker, which builds the data set (from now on, while the
 * service worker starts) and runs the handlers. This thread loads neither.
 */
export async function startDemoApi(): Promise<void> {
  keepWorkerAcrossReloads();
  const engine = connectEngine();
  engine.warmUp();
  const worker = setupWorker(
    http.all(`${location.origin}${DEMO_API_PREFIX}/*`, ({ request }) => engine.answer(request)),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  if (!(await controlled(CLAIM_TIMEOUT_MS))) {
    // A worker left from an older build (or a browser that dropped the claim): one reload
    // is the standard way to be controlled by an active worker. Never loop.
    if (sessionStorage.getItem(RECOVERY_KEY) === null) {
      sessionStorage.setItem(RECOVERY_KEY, '1');
      location.reload();
      await new Promise<never>(() => {});
    }
    throw new Error('The demo API could not start in this browser. Please reload the page.');
  }
  sessionStorage.removeItem(RECOVERY_KEY);
}

/**
 * "Reset demo": forget every admin change (users, permissions, brands, targets, files,
 * schedules), issued tokens and active fault scenarios. The caller signs out and reloads
 * (the engine's worker learns of the removals with the next request in any case).
 */
export function resetDemo(): void {
  localStorage.removeItem(DEMO_STATE_KEY);
  localStorage.removeItem(SCENARIOS_STORAGE_KEY);
}
