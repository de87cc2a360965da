import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { nearColumns, type ColumnGeometry, type ColumnRange } from './near-columns';

/**
 * The columns near a sideways scroller's window (`nearColumns`), following its scroll.
 * Until the scroller is measured the window's width stands in for its own. Pass
 * `scrollerRef` and `onScroll` to the table's scroll container.
 */
export function useNearColumns(
  windowWidth: number,
  geometry: ColumnGeometry,
): { range: ColumnRange; onScroll: () => void; scrollerRef: (element: HTMLDivElement | null) => void } {
  const scroller = useRef<HTMLDivElement | null>(null);
  const frame = useRef(0);
  const { leadWidth, columnWidth, count, step } = geometry;
  const measure = useCallback(
    () =>
      nearColumns({
        scrollLeft: scroller.current?.scrollLeft ?? 0,
        viewWidth: scroller.current?.clientWidth || windowWidth,
        leadWidth,
        columnWidth,
        count,
        step,
      }),
    [windowWidth, leadWidth, columnWidth, count, step],
  );
  // A new table starts scrolled to its first column.
  const [range, setRange] = useState<ColumnRange>(() =>
    nearColumns({ scrollLeft: 0, viewWidth: windowWidth, leadWidth, columnWidth, count, step }),
  );
  // The range last asked for. A scroll that keeps it (most frames; every frame of a vertical
  // scroll) schedules nothing: a new update would restart a pending transition's render, and
  // a steady scroll would then keep the new columns from being drawn.
  const wanted = useRef(range);
  const update = useCallback(() => {
    const next = measure();
    if (next.from === wanted.current.from && next.to === wanted.current.to) return;
    wanted.current = next;
    // Building a step of columns is a transition: the scroll itself never waits for it.
    startTransition(() => setRange(next));
  }, [measure]);
  useEffect(() => {
    update();
    return () => cancelAnimationFrame(frame.current);
  }, [update]);
  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(update);
  }, [update]);
  const scrollerRef = useCallback((element: HTMLDivElement | null) => {
    scroller.current = element;
  }, []);
  return { range, onScroll, scrollerRef };
}
