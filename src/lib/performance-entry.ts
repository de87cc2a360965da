/** Whether the browser reports performance entries of this type to observers. */
export const observesEntries = (type: string): boolean =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes(type) === true;

/**
 * Runs `run` once, at the first reported entry of `type` that `matches` (entries from
 * before the call count too: `buffered`), or after `maxWaitMs` when none comes or the
 * browser reports no such entries. Returns a cancel function. The paint-timing waits
 * (afterFirstPaint, usePresented) are this with their own entry and limit.
 */
export function afterPerformanceEntry(
  type: string,
  matches: (entry: PerformanceEntry) => boolean,
  run: () => void,
  maxWaitMs: number,
): () => void {
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
  if (observesEntries(type)) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(matches)) finish();
    });
    observer.observe({ type, buffered: true });
  }
  return stop;
}
