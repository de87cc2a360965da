import { getRouteApi } from '@tanstack/react-router';
import { useViewUpdate } from '@/filters/use-view-update';
import { useCallback, useMemo } from 'react';
import type { SortState } from '@/ui/table/sort-rows';
import { applyLegendChange, hiddenWithin } from './merchandising-model';
import {
  hiddenPlacementsPatch,
  readHiddenPlacements,
  readPriceSort,
  priceSortPatch,
  type MerchandisingViewSearch,
} from './view-state';

const routeApi = getRouteApi('/_authenticated/merchandising');

/** One legend's controlled props: its hidden items, and what a click asks for. */
export interface LegendState {
  disabled: ReadonlySet<string>;
  onDisabledChange: (next: ReadonlySet<string>) => void;
}

/**
 * The placement categories hidden on the page: ONE set, in the URL, that the map legend
 * and the Primary Placement pie both read and write (SPEC.md section 4: map legend toggles
 * hide placement categories from map and charts). Each legend gets its controlled props from
 * `legendFor(its keys)`. Each reader selects only this key, so a toggle renders the two
 * legends' panels again and not the whole page.
 */
export function usePlacementLegend(): (keys: readonly string[]) => LegendState {
  const hidePlacements = routeApi.useSearch({ select: (search) => search.hidePlacements });
  const update = useViewUpdate<MerchandisingViewSearch>();
  const hidden = useMemo(() => readHiddenPlacements({ hidePlacements }), [hidePlacements]);
  return useCallback(
    (keys: readonly string[]): LegendState => {
      const shown = hiddenWithin(hidden, keys);
      return {
        disabled: shown,
        onDisabledChange: (next) => update(hiddenPlacementsPatch(applyLegendChange(hidden, shown, next))),
      };
    },
    [hidden, update],
  );
}

/** The SKU Retail Prices sort, in the URL; only the table reads it. */
export function usePriceSort(): { priceSort: SortState | null; setPriceSort: (next: SortState) => void } {
  const priceSort = routeApi.useSearch({ select: (search) => search.priceSort });
  const priceDir = routeApi.useSearch({ select: (search) => search.priceDir });
  const update = useViewUpdate<MerchandisingViewSearch>();
  return useMemo(
    () => ({
      priceSort: readPriceSort({ priceSort, priceDir }),
      setPriceSort: (next) => update(priceSortPatch(next)),
    }),
    [priceSort, priceDir, update],
  );
}
