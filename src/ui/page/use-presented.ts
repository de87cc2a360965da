import { useEffect, useState } from 'react';
import { afterPerformanceEntry, observesEntries } from '@/lib/performance-entry';
import { usePainted } from './use-painted';

/** The Element Timing mark every panel heading carries (Panel). */
export const PANEL_TITLE_TIMING = 'panel-title';

/**
 * False until an element marked `elementtiming={mark}` (a panel heading) that painted after
 * this component mounted has reached the screen, then true for good; after `maxWaitMs`
 * true anyway (nothing so marked may be shown). Where the browser has no Element Timing, or
 * in a hidden tab, it is `usePainted`.
 *
 * Why not `usePainted`: on a software-rendered page the frame reaches
 * the screen 50-70 ms after the task that painted it, and code fetched in between arrives
 * before the paint Lighthouse measures, which it then charges with the download. The
 * element entry's time is the presentation itself.
 */
export function usePresented(mark: string, maxWaitMs = 1000): boolean {
  const painted = usePainted();
  const [presented, setPresented] = useState(false);
  // Decided once per mount, like usePainted.
  const [observes] = useState(() => observesEntries('element') && document.visibilityState !== 'hidden');
  useEffect(() => {
    if (!observes) return;
    const mountedAt = performance.now();
    // A buffered entry from before the mount (an earlier visit's heading) does not count.
    return afterPerformanceEntry(
      'element',
      (entry) =>
        (entry as PerformanceEntry & { identifier?: string }).identifier === mark &&
        entry.startTime >= mountedAt,
      () => setPresented(true),
      maxWaitMs,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return observes ? presented : painted;
}
