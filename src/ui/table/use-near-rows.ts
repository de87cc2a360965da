import { startTransition, useEffect, useState } from 'react';

/** Rows built before the observer first reports: more than a tall screen holds. */
const FIRST_ROWS = 30;

/**
 * The rows of a tall table near its scroller's window: rows within one window's height
 * above or below it, following the scroll by an IntersectionObserver on each row. Rows far
 * from it are drawn as their room only, so a week of a national brand's schedule (hundreds of
 * representatives, tens of thousands of visits) is not built and kept in the DOM at once.
 * Each row carries its key in `attribute`; a row keeps its element when it changes between
 * near and far, so it stays observed. Without IntersectionObserver (jsdom) every row is near.
 */
export function useNearRows(
  scroller: HTMLElement | null,
  attribute: string,
  keys: readonly string[],
): (key: string) => boolean {
  const [near, setNear] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!scroller || typeof IntersectionObserver === 'undefined') return undefined;
    const inView = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const key = entry.target.getAttribute(attribute);
          if (key === null) continue;
          if (entry.isIntersecting) inView.add(key);
          else inView.delete(key);
        }
        const next = new Set(inView);
        // Drawing rows in is a transition: the scroll itself never waits for it.
        startTransition(() => setNear(next));
      },
      { root: scroller, rootMargin: '100% 0px' },
    );
    for (const row of scroller.querySelectorAll(`tbody > tr[${attribute}]`)) observer.observe(row);
    return () => observer.disconnect();
  }, [scroller, attribute, keys]);

  if (typeof IntersectionObserver === 'undefined') return () => true;
  if (near === null) {
    const first = new Set(keys.slice(0, FIRST_ROWS));
    return (key) => first.has(key);
  }
  return (key) => near.has(key);
}
