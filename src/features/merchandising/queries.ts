import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import {
  accountPictures,
  averageFacings,
  competitors,
  facingsAdded,
  merchandisingData,
  posPlacements,
  primaryPlacements,
  productsOnPromotion,
  secondaryPlacements,
  shelfPlacements,
  skuRetailPrices,
  skuVoids,
  tagsInstalled,
  totalFacings,
} from '@/api/contract/merchandising';
import type { PermissionKey } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { filterQuery } from '@/filters/filter-query';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';

/**
 * One queryOptions factory per Merchandising endpoint, keyed by the params it sends
 * (docs/filters.md, "Caching contract for panels"). Every chart reads its own endpoint,
 * so each panel loads, fails and retries alone.
 */

/** GET /merchandising: the map pins and the Summary. */
export const merchandisingDataQuery = filterQuery(merchandisingData);
export const facingsAddedQuery = filterQuery(facingsAdded);
export const averageFacingsQuery = filterQuery(averageFacings);
export const totalFacingsQuery = filterQuery(totalFacings);
export const skuVoidsQuery = filterQuery(skuVoids);
export const skuRetailPricesQuery = filterQuery(skuRetailPrices);

/**
 * One account's merchandising photos under the applied filter: cached per account and
 * filter. A new Apply drops the other filters' photos (`dropOtherPictures`), so an open
 * popup asks again under the new filter.
 */
export const accountPicturesQuery = (params: RequestParams, id: number) =>
  queryOptions({
    queryKey: queryKeyFor(accountPictures, params, { id: String(id) }),
    queryFn: ({ signal }) =>
      fetchJson(accountPictures, pickParams(params, accountPictures.params), { signal, values: { id } }),
  });

/** SPEC.md section 2: applying clears the cached merchandising images (all but this filter's). */
export function dropOtherPictures(queryClient: QueryClient, params: RequestParams): void {
  const current = JSON.stringify(pickParams(params, accountPictures.params));
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] === accountPictures.path && JSON.stringify(query.queryKey[1]) !== current,
  });
}

/** One slice of a 'Metrics as of' pie, whichever endpoint it came from. */
export interface Share {
  name: string;
  amount: number;
  percentage: number;
}

type ShareEndpoint =
  | typeof primaryPlacements
  | typeof shelfPlacements
  | typeof secondaryPlacements
  | typeof posPlacements
  | typeof tagsInstalled
  | typeof productsOnPromotion
  | typeof competitors;

/** A pie's endpoint, its slices read as `Share`s (placements name a Placement, tags and promo a Value, competitors a Name). */
const shareQuery = (endpoint: ShareEndpoint) => (params: RequestParams) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, params),
    queryFn: async ({ signal }): Promise<Share[]> => {
      const items = await fetchJson(endpoint, pickParams(params, endpoint.params), { signal });
      return items.map((item) => ({
        name: 'placement' in item ? item.placement : 'value' in item ? item.value : item.name,
        amount: item.amount,
        percentage: item.percentage,
      }));
    },
    placeholderData: keepPreviousData,
  });

/** The 'Metrics as of' pies in SPEC.md order: endpoint, catalogue key, title. */
export const METRIC_PIES = [
  {
    name: 'primary-placement',
    title: 'Primary Placement',
    key: 'placements',
    query: shareQuery(primaryPlacements),
  },
  {
    name: 'shelf-placement',
    title: 'Shelf Placement',
    key: 'placements',
    query: shareQuery(shelfPlacements),
  },
  {
    name: 'secondary-placement',
    title: 'Secondary Placement',
    key: 'placements',
    query: shareQuery(secondaryPlacements),
  },
  { name: 'pos-placement', title: 'POS Placement', key: 'placements', query: shareQuery(posPlacements) },
  { name: 'tags-on-shelf', title: 'Tags on Shelf', key: 'tags', query: shareQuery(tagsInstalled) },
  {
    name: 'products-on-promo',
    title: 'Products on Promo',
    key: 'promo',
    query: shareQuery(productsOnPromotion),
  },
  // Not among SPEC.md's pies, but its endpoint and catalogue key are: competitors seen on shelf.
  { name: 'competitors', title: 'Competitors', key: 'competitors', query: shareQuery(competitors) },
] as const;

/** A metric pie is read with the status pies' permission and its own. */
export const pieRequest = (pie: (typeof METRIC_PIES)[number]) =>
  ({
    readBy: (allowed: (key: PermissionKey<'merchandising'>) => boolean) =>
      allowed('status') && allowed(pie.key),
    query: pie.query,
  }) satisfies PanelRequest<'merchandising'>;

/** What the page's permitted panels read; the others are never requested. */
export const merchandisingRequests = {
  data: { readBy: ['map', 'summary'], query: merchandisingDataQuery },
  facingsAdded: { readBy: ['facingsAdded'], query: facingsAddedQuery },
  averageFacings: { readBy: ['averageFacings'], query: averageFacingsQuery },
  totalFacings: { readBy: ['totalFacings'], query: totalFacingsQuery },
  voids: { readBy: ['voids'], query: skuVoidsQuery },
  retailPrices: { readBy: ['retailPrices'], query: skuRetailPricesQuery },
  ...Object.fromEntries(METRIC_PIES.map((pie) => [pie.name, pieRequest(pie)])),
} satisfies Record<string, PanelRequest<'merchandising'>>;
