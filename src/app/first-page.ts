import type { AnyRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

let firstPageShown = false;
const listeners = new Set<() => void>();

/**
 * Whether the visit's first page has been shown (the router resolved a location once).
 * Until then, code that a page does not need to paint waits: on a first load the network
 * is the page's own code, the session check and its data (issue 26, session 8: the map's
 * 300 KB gzip preloaded by the route loader went out before the signed-in page painted and
 * delayed it by seconds on Lighthouse's mobile preset).
 */
export const isFirstPageShown = (): boolean => firstPageShown;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `isFirstPageShown` for components: re-renders once when the first page is shown. */
export const useFirstPageShown = (): boolean => useSyncExternalStore(subscribe, isFirstPageShown);

/** Marks the first page shown when the router first resolves; returns the unsubscribe. */
export function watchFirstPage(router: Pick<AnyRouter, 'subscribe'>): () => void {
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    firstPageShown = true;
    for (const listener of listeners) listener();
  });
  return unsubscribe;
}

/** The longest wait for an idle moment (a page that keeps the thread busy still gets it). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the browser is next idle (at the latest after IDLE_TIMEOUT_MS; a timer
 * where there is no requestIdleCallback). Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

const painted = (): boolean => performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * Runs `task` once the page has painted content (its first contentful paint) and the browser
 * is then idle. Returns the cancel. Where paint timing is missing, only the idle wait.
 */
export function whenPaintedAndIdle(task: () => void): () => void {
  let cancelIdle = (): void => {};
  const next = (): void => {
    cancelIdle = whenIdle(task);
  };
  const observable =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (painted() || !observable) {
    next();
    return () => cancelIdle();
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    observer.disconnect();
    cancelIdle();
  };
}
