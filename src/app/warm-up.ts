import { compareText } from '@/lib/compare';
import { formatInteger, formatMoney, formatNumber, formatPercent } from '@/lib/format';

/**
 * The first Intl.NumberFormat and Intl.Collator of a page load initialise the browser's
 * number formatting and collation: 28-45 ms at Lighthouse's 4x CPU, which used to land in
 * the render of the first answer (bench/loaf-page.mjs, docs/performance-log.md).
 * Made while the page waits for its answers, each in an idle period of its own, they cost
 * the data renders nothing and never make a long task.
 */
const STEPS: (() => unknown)[] = [
  () => formatNumber(1),
  () => formatInteger(1),
  () => formatMoney(1),
  () => formatPercent(1),
  () => compareText('a', 'b'),
];

export function warmUpWhenIdle(): void {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return;
  const next = (i: number) => {
    const step = STEPS[i];
    if (!step) return;
    window.requestIdleCallback(
      () => {
        step();
        next(i + 1);
      },
      { timeout: 3000 },
    );
  };
  next(0);
}
