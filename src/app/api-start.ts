/**
 * What the page starts before the app renders, for a real API: nothing. A demo build
 * (no VITE_API_URL) resolves this module to mocks/api-start.ts instead (vite.config.ts),
 * so the demo API's code is a static import of the entry: in the entry's own graph,
 * preloaded by the HTML like the rest of it, and never part of a real-API build.
 */
export async function startApi(): Promise<void> {}
