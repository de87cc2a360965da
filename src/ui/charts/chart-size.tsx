import type { ReactElement } from 'react';
import { cloneElement, useLayoutEffect, useRef, useState } from 'react';

/** Width a chart draws at before its container has been measured. */
const INITIAL_WIDTH = 600;

/**
 * The container's width, ignoring zero: a chart kept rendered in a hidden view
 * (display: none, see KeepRecent) must keep its last drawing instead of redrawing at
 * width 0 and again when shown, which would cost the instant return the cache promises.
 */
function useNonZeroWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(INITIAL_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (next: number) => {
      if (next > 0) setWidth(Math.floor(next));
    };
    measure(element.getBoundingClientRect().width);
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
  if (width !== undefined) return cloneElement(children, { width, height });
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      {cloneElement(children, { width: measured, height })}
    </div>
  );
}
