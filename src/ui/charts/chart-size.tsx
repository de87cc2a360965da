import type { ReactElement } from 'react';
import { cloneElement, useLayoutEffect, useRef, useState } from 'react';
import { useDrawTurn } from './draw-turns';

/** Width a chart draws at before its container has been measured. */
const INITIAL_WIDTH = 600;

/**
 * The container's width, ignoring zero: a chart kept rendered in a hidden view
 * (display: none, see KeepRecent) must keep its last drawing instead of redrawing at
 * width 0 and again when shown, which would cost the instant return the cache promises.
 * null until the first measurement, made in a layout effect before the browser paints:
 * the chart then renders once, at its real width, instead of once at a guess and again
 * (recharts' render was the largest part of a section's first data task, issue 26). A
 * container that measures 0 at first (hidden, or jsdom) gets INITIAL_WIDTH.
 */
function useNonZeroWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (next: number) => {
      if (next > 0) setWidth(Math.floor(next));
    };
    const first = element.getBoundingClientRect().width;
    setWidth(first > 0 ? Math.floor(first) : INITIAL_WIDTH);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Gives a recharts chart its size: a fixed width when asked (tests; jsdom cannot measure),
 * else the container's width at the given height.
 */
export function ChartSize({
  width,
  height,
  children,
}: {
  width: number | undefined;
  height: number;
  children: ReactElement<{ width?: number; height?: number }>;
}) {
  const [ref, measured] = useNonZeroWidth();
  const myTurn = useDrawTurn(width === undefined);
  if (width !== undefined) return cloneElement(children, { width, height });
  const drawing = measured === null || !myTurn;
  return (
    // data-drawing: the bench's "all panels drawn" waits for every chart to have drawn.
    <div ref={ref} style={{ width: '100%', height }} data-drawing={drawing || undefined}>
      {!drawing && cloneElement(children, { width: measured, height })}
    </div>
  );
}
