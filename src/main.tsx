import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

async function boot(): Promise<void> {
  // The demo API must answer before the first request; with VITE_API_URL set this branch
  // is constant-false at build time and the mock code is never bundled.
  if (!import.meta.env.VITE_API_URL) {
    const { startDemoApi } = await import('@mocks/browser');
    await startDemoApi();
  }
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
