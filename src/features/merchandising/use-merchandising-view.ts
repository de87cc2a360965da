import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { SortState } from '@/ui/table/sort-rows';
import {
  hiddenPlacementsPatch,
  readHiddenPlacements,
  readPriceSort,
  priceSortPatch,
  type MerchandisingViewSearch,
} from './view-state';

const routeApi = getRouteApi('/_authenticated/merchandising');

export interface MerchandisingView {
  hiddenPlacements: ReadonlySet<string>;
  setHiddenPlacements: (next: ReadonlySet<string>) => void;
  priceSort: SortState | null;
  setPriceSort: (next: SortState) => void;
}

/**
 * The page's view state, read from and written to the URL through the router. A view
 * change REPLACES the history entry (Back still steps through filters) and keeps the
 * scroll position.
 */
export function useMerchandisingView(): MerchandisingView {
  const { hidePlacements, priceSort, priceDir } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const update = useCallback(
    (patch: MerchandisingViewSearch) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  );
  return useMemo(
    () => ({
      hiddenPlacements: readHiddenPlacements({ hidePlacements }),
      setHiddenPlacements: (next) => update(hiddenPlacementsPatch(next)),
      priceSort: readPriceSort({ priceSort, priceDir }),
      setPriceSort: (next) => update(priceSortPatch(next)),
    }),
    [hidePlacements, priceSort, priceDir, update],
  );
}
