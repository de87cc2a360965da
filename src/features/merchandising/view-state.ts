import { z } from 'zod';
import { filterSchemas } from '@/filters/schemas';
import type { SortState } from '@/ui/table/sort-rows';

/**
 * The Merchandising page's shareable VIEW state, as on the Sales page (docs/filters.md,
 * "View state in the URL"): the placement categories hidden by the map legend (also hidden
 * from the Primary Placement pie) and the SKU Retail Prices sort. Not filter: `parseFilter`
 * strips these keys, so they never reach request params or query keys. Defaults are
 * `undefined`, so they never appear in the URL.
 */

/** Hidden categories as ONE '~'-joined string (a list would be rewritten with '%2C'; see Sales). */
export const HIDDEN_SEPARATOR = '~';

const splitHidden = (value: string): string[] => value.split(/[~,]/).filter((item) => item.length > 0);

const hiddenList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => {
    const items = Array.isArray(value) ? value.filter((item) => item.length > 0) : splitHidden(value);
    return items.length > 0 ? items.join(HIDDEN_SEPARATOR) : undefined;
  })
  .optional()
  .catch(undefined);

/** SKU Retail Prices columns; no sort keeps the server's SKU order. */
export const PRICE_SORT_KEYS = ['sku', 'avg', 'min', 'max', 'count'] as const;
type PriceSortKey = (typeof PRICE_SORT_KEYS)[number];

export const merchandisingViewSearchShape = {
  hidePlacements: hiddenList,
  priceSort: z.enum(PRICE_SORT_KEYS).optional().catch(undefined),
  priceDir: z.enum(['asc', 'desc']).optional().catch(undefined),
};

export type MerchandisingViewKey = keyof typeof merchandisingViewSearchShape;
export const MERCHANDISING_VIEW_KEYS = Object.keys(merchandisingViewSearchShape) as MerchandisingViewKey[];

/** The Merchandising route's search: the merchandising filter plus the view keys (one owner: the router). */
export const merchandisingSearchSchema = filterSchemas.merchandising.extend(merchandisingViewSearchShape);

export type MerchandisingViewSearch = {
  [K in MerchandisingViewKey]?: z.output<(typeof merchandisingViewSearchShape)[K]>;
};

export const readHiddenPlacements = (search: MerchandisingViewSearch): ReadonlySet<string> =>
  new Set(splitHidden(search.hidePlacements ?? ''));

/** Hidden categories, sorted so the same choice always gives the same URL. */
export const hiddenPlacementsPatch = (hidden: ReadonlySet<string>): MerchandisingViewSearch => ({
  hidePlacements: hidden.size > 0 ? [...hidden].sort().join(HIDDEN_SEPARATOR) : undefined,
});

export const readPriceSort = (search: MerchandisingViewSearch): SortState | null =>
  search.priceSort ? { key: search.priceSort, direction: search.priceDir ?? 'asc' } : null;

export const priceSortPatch = (next: SortState): MerchandisingViewSearch =>
  (PRICE_SORT_KEYS as readonly string[]).includes(next.key)
    ? { priceSort: next.key as PriceSortKey, priceDir: next.direction }
    : { priceSort: undefined, priceDir: undefined };
