import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * How a page writes its view state to the URL (docs/filters.md, "View state in the URL"): the
 * patch is merged into the current search, through the router (never nuqs). A view change
 * REPLACES the history entry, so Back steps through filters, not sorts, pages and toggles,
 * and keeps the scroll position (a toggle must not jump to the top). `P` is the page's view
 * keys; a key set to `undefined` (its default) leaves the URL.
 */
export function useViewUpdate<P extends object>(): (patch: P) => void {
  const navigate = useNavigate();
  return useCallback(
    (patch: P) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, ...patch }),
        replace: true,
        resetScroll: false,
      } as never),
    [navigate],
  );
}
