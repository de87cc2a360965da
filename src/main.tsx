import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startApi } from '@/app/api-start';
import { App } from '@/app/app';

async function boot(): Promise<void> {
  // The demo API (a demo build's api-start) must answer before the first request.
  await startApi();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  // Nothing rendered yet (the demo API did not start): say so instead of a blank page.
  const root = document.getElementById('root');
  if (root) {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'font-family: sans-serif; padding: 2rem;';
    message.textContent = error instanceof Error ? error.message : String(error);
    root.replaceChildren(message);
  }
  throw error;
});
