import type { AnyRouter } from '@tanstack/react-router';

let firstPageShown = false;

/**
 * Whether the visit's first page has been shown (the router resolved a location once).
 * Until then, code that a page does not need to paint waits: on a first load the network
 * is the page's own code, the session check and its data (measured: the map's
 * 300 KB gzip preloaded by the route loader went out before the signed-in page painted and
 * delayed it by seconds on Lighthouse's mobile preset).
 */
export const isFirstPageShown = (): boolean => firstPageShown;

/** Marks the first page shown when the router first resolves; returns the unsubscribe. */
export function watchFirstPage(router: Pick<AnyRouter, 'subscribe'>): () => void {
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    firstPageShown = true;
  });
  return unsubscribe;
}
