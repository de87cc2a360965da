import { useEffect, useState } from 'react';
import { usePainted } from './use-painted';

/** The Element Timing mark every panel heading carries (Panel). */
export const PANEL_TITLE_TIMING = 'panel-title';

const supportsElementTiming = (): boolean =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('element') === true;

/**
 * False until an element marked `elementtiming={mark}` (a panel heading) that painted after
 * this component mounted has reached the screen, then true for good; after `maxWaitMs`
 * true anyway (nothing so marked may be shown). Where the browser has no Element Timing, or
 * in a hidden tab, it is `usePainted`.
 *
 * Why not `usePainted` (issue 26, session 13): on a software-rendered page the frame reaches
 * the screen 50-70 ms after the task that painted it, and code fetched in between arrives
 * before the paint Lighthouse measures, which it then charges with the download. The
 * element entry's time is the presentation itself.
 */
export function usePresented(mark: string, maxWaitMs = 1000): boolean {
  const painted = usePainted();
  const [presented, setPresented] = useState(false);
  const observes = supportsElementTiming() && document.visibilityState !== 'hidden';
  useEffect(() => {
    if (!observes) return;
    const mountedAt = performance.now();
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      setPresented(true);
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
      if (entries.some((entry) => entry.identifier === mark && entry.startTime >= mountedAt)) done();
    });
    // `buffered`: a paint reported before the observer existed counts too (not an earlier
    // visit's: those are older than the mount).
    observer.observe({ type: 'element', buffered: true });
    const timer = window.setTimeout(done, maxWaitMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    // Decided once per mount, like usePainted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return observes ? presented : painted;
}
