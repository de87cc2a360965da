import { setupWorker } from 'msw/browser';
import { warmUpDb } from './db/get-db';
import { resetDemoState } from './demo-state';
import { handlers } from './handlers';
import { clearScenarios } from './scenarios';

/** Starts the demo API in the browser. Loaded only when no VITE_API_URL is set. */
export async function startDemoApi(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
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
