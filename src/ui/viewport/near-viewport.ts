import { useEffect, useState, type RefObject } from 'react';

/**
 * How far outside the window a chart or map starts drawing. A screenful ahead would draw
 * most of a page at once; this is a few wheel turns: enough for the draw (60-100 ms on a
 * laptop) to finish before the panel scrolls in at a reading pace.
 */
export const NEAR_VIEWPORT_MARGIN = '240px 0px';

/**
 * Whether the element has come near the window (true for good once it has). Charts and the
 * map draw only then: a dashboard page holds 10-20 of them, the window shows two
 * to six, and each draw is one 60-400 ms task on the main thread (recharts' render and
 * text measuring, maplibre's WebGL start-up). Drawing all of them when the data arrives
 * was most of the blocking time after it; drawn as they come into view, the first screen
 * is ready sooner and the rest costs nothing until it is looked at.
 *
 * Without IntersectionObserver (jsdom) or with `enabled` false, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
