import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the demo API in the browser. Loaded only when no VITE_API_URL is set. */
export async function startDemoApi(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
