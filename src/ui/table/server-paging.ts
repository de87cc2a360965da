import { useEffect } from 'react';

/**
 * Paging arithmetic of a table the server pages (the Database list, the Time & Efforts
 * daily table): the server sends the total and one page of `size` rows.
 */

export const pageCountOf = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** The page a link asks for, or the last page when the list got shorter (a narrower filter). */
export const clampPageOf = (page: number, total: number, size: number): number =>
  Math.min(page, pageCountOf(total, size));

/** 'Showing 101-200 of 2,454' for the rows of `page` on screen. */
export const rangeTextOf = (page: number, size: number, shown: number, total: number): string => {
  const format = (n: number) => n.toLocaleString('en-US');
  if (total === 0 || shown === 0) return `Showing 0 of ${format(total)}`;
  const first = (page - 1) * size + 1;
  return `Showing ${format(first)}-${format(first + shown - 1)} of ${format(total)}`;
};

/**
 * A link to a page past the end (a narrower filter, a shorter list) shows the last page
 * instead, once the list's answer is in (`lastPage` undefined while it loads).
 */
export function useLastPageWhenPast(
  page: number,
  lastPage: number | undefined,
  onPage: (page: number) => void,
) {
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) onPage(lastPage);
  }, [page, lastPage, onPage]);
}
