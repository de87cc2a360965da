import { useCallback, useRef } from 'react';
import type { TextTable } from '@/lib/csv';
import { useExportSource } from '@/ui/export/export-sources';
import type { ColumnGeometry, ColumnRange } from './near-columns';
import { useNearColumns } from './use-near-columns';

interface WindowedColumnsOptions {
  geometry: ColumnGeometry;
  /** Every column, built or not: what the panel's Export menu downloads. */
  table: () => TextTable;
  /** The rows are one page of a server-paged list (the menu says 'this page'). */
  pageOnly?: boolean;
  /** Also told the scroller element, for a table that watches it itself. */
  onScroller?: (element: HTMLDivElement | null) => void;
}

/**
 * A wide table that builds only the columns near its sideways scroller's window
 * (`useNearColumns`), its scroller registered as its panel's export source. Spread
 * `scroller` on the table's scroll container; cut the columns at `range` (`splitColumns`).
 */
export function useWindowedColumns(
  windowWidth: number,
  { geometry, table, pageOnly = false, onScroller }: WindowedColumnsOptions,
): {
  range: ColumnRange;
  scroller: { ref: (element: HTMLDivElement | null) => void; onScroll: () => void };
} {
  const { range, onScroll, scrollerRef } = useNearColumns(windowWidth, geometry);
  const element = useRef<HTMLDivElement | null>(null);
  useExportSource('table', element, table, pageOnly);
  const ref = useCallback(
    (next: HTMLDivElement | null) => {
      element.current = next;
      scrollerRef(next);
      onScroller?.(next);
    },
    [scrollerRef, onScroller],
  );
  return { range, scroller: { ref, onScroll } };
}
