/**
 * The demo build's `@/app/api-start` (vite.config.ts): the demo API must answer before the
 * app's first request, so the entry starts it before rendering.
 */
export { startDemoApi as startApi } from './browser';
