import type { ReactElement } from 'react';
import { cloneElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/ui/viewport/near-viewport';

export type ChartElement = ReactElement<{ width?: number; height?: number }>;

const sized = (chart: ChartElement | ((width: number) => ChartElement), width: number, height: number) =>
  cloneElement(typeof chart === 'function' ? chart(width) : chart, { width, height });

/** Width a chart draws at when its container measures 0 (hidden, or jsdom). */
const INITIAL_WIDTH = 600;

const widthOf = (next: number, previous: number | null): number | null =>
  next > 0 ? Math.floor(next) : (previous ?? INITIAL_WIDTH);

/**
 * The container's width, ignoring zero: a chart kept rendered in a hidden view
 * (display: none, see KeepRecent) must keep its last drawing instead of redrawing at
 * width 0 and again when shown, which would cost the instant return the cache promises.
 *
 * Measured by a ResizeObserver, whose first report comes with the next frame, after the
 * browser's own layout: reading the width at mount (getBoundingClientRect in a layout
 * effect) forced a layout of the whole page per chart, 105-213 ms of a /sales or
 * /merchandising load at 4x CPU (docs/performance-log.md). `measureNow`
 * is the fallback for a chart that comes near the window before that report.
 */
function useObservedWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) setWidth((previous) => widthOf(entry.contentRect.width, previous));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const measureNow = () => {
    const element = ref.current;
    if (element) setWidth((previous) => widthOf(element.getBoundingClientRect().width, previous));
  };
  return [ref, width, measureNow] as const;
}

/**
 * Gives a recharts chart its size: a fixed width when asked (tests; jsdom cannot measure),
 * else the container's width at the given height. The chart renders once, at its real
 * width, when its width is known and it has come near the window (near-viewport.ts). Until
 * then an empty box of its height holds the place.
 */
export function ChartSize({
  width,
  height,
  children,
}: {
  width: number | undefined;
  height: number;
  /** The chart, or a function of the width it is drawn at that returns it. */
  children: ChartElement | ((width: number) => ChartElement);
}) {
  const [ref, measured, measureNow] = useObservedWidth();
  const near = useNearViewport(ref, width === undefined);
  const needsWidth = width === undefined && near && measured === null;
  useLayoutEffect(() => {
    // Near the window before the observer's first report (or there is none, as in jsdom).
    if (needsWidth) measureNow();
  });
  if (width !== undefined) return sized(children, width, height);
  const drawing = measured === null || !near;
  return (
    // data-drawing: the bench's "all panels drawn" waits for every chart to have drawn.
    <div ref={ref} style={{ width: '100%', height }} data-drawing={drawing || undefined}>
      {!drawing && sized(children, measured, height)}
    </div>
  );
}
