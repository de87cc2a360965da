/**
 * Runs `run` once the page's first contentful paint has happened (at once if it already
 * has), or after `maxWaitMs` when the browser reports no paints (jsdom) or nothing
 * contentful paints. Returns a cancel function.
 *
 * Why: the signed-in page's code, started while the stored token is checked, is loaded
 * after the waiting shell has painted, not beside it; it still arrives before /authtest's
 * answer, which is what the router waits for. Measured with Lighthouse's real throttling
 * (bench/lighthouse-ab.mjs --throttling devtools, mobile, in turns; docs/performance-log.md):
 * without this wait /admin's LCP was 6.9 s against 6.3 s (4 runs each: 6.86-7.18 against
 * 5.98-6.77) and /accounts' TBT 848 against 393 ms (median of 3); no page was worse with it.
 */
export function afterFirstPaint(run: () => void, maxWaitMs = 500): () => void {
  let done = false;
  let observer: PerformanceObserver | null = null;
  const stop = (): void => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const finish = (): void => {
    if (done) return;
    stop();
    run();
  };
  const timer = window.setTimeout(finish, maxWaitMs);
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint') === true
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) finish();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return stop;
}
