/**
 * Demo base path: the app calls `${origin}/api/` when no VITE_API_URL is set. Its own
 * module so the page's forwarding handler (browser.ts) gets it without the handlers.
 */
export const DEMO_API_PREFIX = '/api';
