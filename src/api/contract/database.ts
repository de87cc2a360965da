import { z } from 'zod';
import { Coordinates, DATABASE_PARAMS, stringList } from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';

export const DatabaseFilterOptions = z
  .object({
    AccountsSources: stringList,
    ActiveAccounts: stringList,
    Channels: stringList,
    Cities: stringList,
    States: stringList,
    Chains: stringList,
    Banners: stringList,
    Regions: stringList,
    Counties: stringList,
    Territories: stringList,
    Representatives: stringList,
    Frequencies: stringList,
  })
  .transform((s) => ({
    accountsSources: s.AccountsSources,
    activeAccounts: s.ActiveAccounts,
    channels: s.Channels,
    cities: s.Cities,
    states: s.States,
    chains: s.Chains,
    banners: s.Banners,
    regions: s.Regions,
    counties: s.Counties,
    territories: s.Territories,
    representatives: s.Representatives,
    frequencies: s.Frequencies,
  }));
export type DatabaseFilterOptions = z.output<typeof DatabaseFilterOptions>;

export const MasterAccount = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Address: z.string(),
    City: z.string(),
    State: z.string(),
    ZipCode: z.string(),
    County: z.string(),
    Region: z.string(),
    Territory: z.string(),
    Chain: z.string(),
    Banner: z.string(),
    Channel: z.string(),
    Frequency: z.string(),
    Representative: z.string(),
    Source: z.string(),
    Active: z.boolean(),
    Coordinates,
    /**
     * Project-defined, optional: the user's brands whose universe holds the account today,
     * the brands for which it has an account page. Without it the row does not link.
     */
    Brands: z.array(z.string()).optional(),
  })
  .transform((s) => ({
    id: s.Id,
    name: s.Name,
    address: s.Address,
    city: s.City,
    state: s.State,
    zipCode: s.ZipCode,
    county: s.County,
    region: s.Region,
    territory: s.Territory,
    chain: s.Chain,
    banner: s.Banner,
    channel: s.Channel,
    frequency: s.Frequency,
    representative: s.Representative,
    source: s.Source,
    active: s.Active,
    coordinates: s.Coordinates,
    brands: s.Brands ?? [],
  }));
export type MasterAccount = z.output<typeof MasterAccount>;

/** The master list answers with the total and the first page (the download holds every row). */
export const MasterList = z
  .object({ Total: z.number().int(), Accounts: z.array(MasterAccount) })
  .transform((s) => ({ total: s.Total, accounts: s.Accounts }));
export type MasterList = z.output<typeof MasterList>;

export const MASTER_LIST_PAGE_SIZE = 100;

/**
 * Columns the master list can be ordered by (`sort`), each a MasterAccount field. The
 * server orders the whole list, so any page of 25,000 accounts is one cheap request.
 */
export const MASTER_LIST_SORT_KEYS = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'county',
  'region',
  'territory',
  'chain',
  'banner',
  'channel',
  'frequency',
  'representative',
  'source',
] as const;
export type MasterListSortKey = (typeof MASTER_LIST_SORT_KEYS)[number];

export const masterList = jsonEndpoint({
  method: 'GET',
  path: '/masterlist',
  summary: `Master accounts matching the filter: the total and one page of ${MASTER_LIST_PAGE_SIZE} rows. \`page\` (from 1, default 1), \`sort\` (one of ${MASTER_LIST_SORT_KEYS.join(', ')}; default name) and \`order\` (asc or desc, default asc) pick the page; ties keep name order.`,
  params: DATABASE_PARAMS,
  extraParams: ['page', 'sort', 'order'],
  response: MasterList,
  definedHere: 'shape',
});

export const masterListDownload = blobEndpoint({
  method: 'GET',
  path: '/masterlist/download',
  summary: 'Master Accounts List (.xlsx), every matching account.',
  params: DATABASE_PARAMS,
  failureSubject: 'Master Accounts List',
});

export const masterListFilters = jsonEndpoint({
  method: 'GET',
  path: '/masterlist/filters',
  summary: 'Filter options of the Database page (not per brand), with active-account choices.',
  params: [],
  response: DatabaseFilterOptions,
  definedHere: 'shape',
});
