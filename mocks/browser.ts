import { setupWorker } from 'msw/browser';
import { warmUpDb } from './db/get-db';
import { resetDemoState } from './demo-state';
import { handlers } from './handlers';
import { clearScenarios } from './scenarios';

/** How long a page may wait to be claimed by the freshly activated worker (first visit). */
const CLAIM_TIMEOUT_MS = 5_000;
/** Set for the one reload that recovers an uncontrolled page; cleared once it is controlled. */
const RECOVERY_KEY = 'demo:worker-recovery';

/**
 * MSW's page script tells the worker CLIENT_CLOSED on `beforeunload`, and the worker
 * unregisters itself when the closing page was its last client. On a reload that lets the
 * new document load uncontrolled, and re-registering then revives the same worker without
 * a new activation, so nothing claims the page: its first API calls (/authtest included)
 * reach the static server and get index.html (issue 27). The demo worker must outlive
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

/**
 * Starts the demo API in the browser and resolves only when it answers this page's
 * requests: the worker is active, knows this page (MOCK_ACTIVATE) and controls it. Loaded
 * only when no VITE_API_URL is set; the app renders (and sends requests) after this.
 */
export async function startDemoApi(): Promise<void> {
  keepWorkerAcrossReloads();
  const worker = setupWorker(...handlers);
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
  // The handlers run on this thread: build the data set in idle slices from now on, so the
  // first data request does not freeze the page while it is generated (get-db.ts).
  warmUpDb();
}

/**
 * "Reset demo": forget every admin change (users, permissions, brands, targets, files,
 * schedules), issued tokens and active fault scenarios. The caller signs out and reloads.
 */
export function resetDemo(): void {
  resetDemoState();
  clearScenarios();
}
