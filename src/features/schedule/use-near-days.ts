import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { nearDays, type DayRange } from './schedule-model';

/**
 * The day columns near a sideways scroller's window (`nearDays`), following its scroll.
 * Until the scroller is measured the window's width stands in for its own. The ASM
 * calendar and the status tables both build only these columns.
 */
export function useNearDays(
  windowWidth: number,
  geometry: { nameWidth: number; dayWidth: number; days: number },
): { range: DayRange; onScroll: () => void; scrollerRef: (element: HTMLDivElement | null) => void } {
  const scroller = useRef<HTMLDivElement | null>(null);
  const frame = useRef(0);
  const { nameWidth, dayWidth, days } = geometry;
  const measure = useCallback(
    () =>
      nearDays({
        scrollLeft: scroller.current?.scrollLeft ?? 0,
        viewWidth: scroller.current?.clientWidth || windowWidth,
        nameWidth,
        dayWidth,
        days,
      }),
    [windowWidth, nameWidth, dayWidth, days],
  );
  // A new table starts scrolled to its first day.
  const [range, setRange] = useState<DayRange>(() =>
    nearDays({ scrollLeft: 0, viewWidth: windowWidth, nameWidth, dayWidth, days }),
  );
  // The range last asked for. A scroll that keeps it (most frames; every frame of a vertical
  // scroll in the calendar) schedules nothing: a new update would restart a pending
  // transition's render, and a steady scroll would then keep the new week from being drawn.
  const wanted = useRef(range);
  const update = useCallback(() => {
    const next = measure();
    if (next.from === wanted.current.from && next.to === wanted.current.to) return;
    wanted.current = next;
    // Drawing a week of columns is a transition: the scroll itself never waits for it.
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
