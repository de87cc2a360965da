import type { Query } from '@tanstack/react-query';

/**
 * The page's freshness stamp: when the data on screen was fetched. Pure rules,
 * unit-tested; `PageTools` reads them.
 */

/** The filter options are the board's, not a panel's: Refresh and the stamp leave them out. */
const FILTER_OPTIONS_KEY = 'filter-options';

type QueryLike = Pick<Query, 'queryKey' | 'isActive'> & { state: Pick<Query['state'], 'dataUpdatedAt'> };

/** A query a mounted panel reads (the only ones Refresh refetches). */
export const isVisiblePanelQuery = (query: Pick<Query, 'queryKey' | 'isActive'>): boolean =>
  query.isActive() && query.queryKey[0] !== FILTER_OPTIONS_KEY;

/**
 * When the OLDEST visible panel data was fetched (epoch ms), or null before any arrived:
 * the stamp must not claim fresher data than the page holds.
 */
export const oldestVisibleData = (queries: readonly QueryLike[]): number | null => {
  let oldest: number | null = null;
  for (const query of queries) {
    const at = query.state.dataUpdatedAt;
    if (at > 0 && isVisiblePanelQuery(query) && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
};

const MINUTE = 60_000;

/** 'Updated just now', 'Updated 1 min ago', 'Updated 2 min ago', 'Updated 3 h ago'. */
export const updatedText = (fetchedAt: number, now: number): string => {
  const minutes = Math.floor(Math.max(0, now - fetchedAt) / MINUTE);
  if (minutes < 1) return 'Updated just now';
  if (minutes < 60) return `Updated ${minutes} min ago`;
  return `Updated ${Math.floor(minutes / 60)} h ago`;
};
