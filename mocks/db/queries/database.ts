import {
  MASTER_LIST_PAGE_SIZE,
  MASTER_LIST_SORT_KEYS,
  type MasterListSortKey,
  type masterList,
  type masterListFilters,
} from '@/api/contract/database';
import type { ServerPayload } from '@/api/contract/endpoint';
import { DATABASE_PARAMS } from '@/api/contract/common';
import type { RequestParams } from '@/api/contract/request-params';
import type { XlsxSheet } from '../../xlsx';
import type { Account } from '../entities';
import type { Db } from '../generate';
import { ACCOUNTS_SOURCES, FREQUENCIES } from '../reference-data';
import { accountPageBrands, resolveFilter, sortedUnique } from './filter';

/**
 * The Database section's master list: every account of the data set (not per brand, like
 * its filter options: an account no brand covers yet is still in the database), narrowed
 * by the database filter. Account-level fields mean what they mean in every other section
 * (`resolveFilter`); `accountsActive` is the one field of its own.
 */

type MasterListPayload = ServerPayload<typeof masterList>;
type ServerMasterAccount = MasterListPayload['Accounts'][number];

/** `activeAccounts` choices; the first is the filter's default. */
export const ACTIVE_ACCOUNT_CHOICES = ['Active', 'Inactive', 'All'] as const;

/** An account is active until the day it closed. */
export const isActiveAccount = (db: Db, a: Account): boolean =>
  a.closedDay === null || a.closedDay > db.todayDay;

const repName = (db: Db, a: Account): string => db.reps[a.repIdx]?.name ?? '';

const sortValue = (db: Db, a: Account, key: MasterListSortKey): string =>
  key === 'representative' ? repName(db, a) : a[key];

/** The accounts that pass the database filter, ordered by name. */
export const masterListIdxs = (db: Db, params: RequestParams): number[] => {
  const f = resolveFilter(db, params, { allBrands: true, honoured: DATABASE_PARAMS });
  const active = params.accountsActive?.trim();
  const wantActive = active === 'Active' ? true : active === 'Inactive' ? false : null;
  const idxs =
    wantActive === null
      ? f.accountIdxs
      : f.accountIdxs.filter((idx) => isActiveAccount(db, db.accounts[idx] as Account) === wantActive);
  return orderBy(db, idxs, 'name', 'asc');
};

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/**
 * Per data set and column, every account's rank in that column's order (ties by name, then
 * id), so ordering a filtered list is a number sort instead of 25,000 string comparisons
 * per request.
 */
const ranks = new WeakMap<Db, Map<MasterListSortKey, Int32Array>>();

const rankOf = (db: Db, key: MasterListSortKey): Int32Array => {
  let byKey = ranks.get(db);
  if (!byKey) ranks.set(db, (byKey = new Map()));
  const cached = byKey.get(key);
  if (cached) return cached;
  const order = db.accounts
    .map((a) => a.idx)
    .sort((x, y) => {
      const a = db.accounts[x] as Account;
      const b = db.accounts[y] as Account;
      return (
        collator.compare(sortValue(db, a, key), sortValue(db, b, key)) ||
        collator.compare(a.name, b.name) ||
        a.id - b.id
      );
    });
  const rank = new Int32Array(db.accounts.length);
  order.forEach((idx, position) => (rank[idx] = position));
  byKey.set(key, rank);
  return rank;
};

const orderBy = (db: Db, idxs: number[], key: MasterListSortKey, order: 'asc' | 'desc'): number[] => {
  const rank = rankOf(db, key);
  const sign = order === 'desc' ? -1 : 1;
  return [...idxs].sort((x, y) => sign * ((rank[x] as number) - (rank[y] as number)));
};

export const masterAccountOf = (db: Db, a: Account, userBrands: readonly string[]): ServerMasterAccount => ({
  Id: a.id,
  Name: a.name,
  Address: a.address,
  City: a.city,
  State: a.state,
  ZipCode: a.zipCode,
  County: a.county,
  Region: a.region,
  Territory: a.territory,
  Chain: a.chain,
  Banner: a.banner,
  Channel: a.channel,
  Frequency: a.frequency,
  Representative: repName(db, a),
  Source: a.source,
  Active: isActiveAccount(db, a),
  Coordinates: { Latitude: a.lat, Longitude: a.lng },
  Brands: accountPageBrands(db, a, userBrands),
});

export interface MasterListPage {
  /** 1-based; past the last page answers with no rows. */
  page: number;
  sort: MasterListSortKey;
  order: 'asc' | 'desc';
}

/** Reads `page`, `sort` and `order`; anything unreadable is the default (page 1 by name, A-Z). */
export const readMasterListPage = (values: Readonly<Record<string, string>>): MasterListPage => {
  const page = Number(values.page);
  const sort = MASTER_LIST_SORT_KEYS.find((k) => k === values.sort) ?? 'name';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort,
    order: values.order === 'desc' ? 'desc' : 'asc',
  };
};

/** GET /masterlist: the total and one page of the list in the asked order. */
export const masterListQuery = (
  db: Db,
  params: RequestParams,
  page: MasterListPage,
  userBrands: readonly string[],
): MasterListPayload => {
  const idxs = masterListIdxs(db, params);
  const ordered =
    page.sort === 'name' && page.order === 'asc' ? idxs : orderBy(db, idxs, page.sort, page.order);
  const start = (page.page - 1) * MASTER_LIST_PAGE_SIZE;
  return {
    Total: idxs.length,
    Accounts: ordered
      .slice(start, start + MASTER_LIST_PAGE_SIZE)
      .map((idx) => masterAccountOf(db, db.accounts[idx] as Account, userBrands)),
  };
};

/** GET /masterlist/download: every matching account, by name, one row each. */
export const masterListSheet = (db: Db, params: RequestParams): XlsxSheet => ({
  name: 'Master Accounts List',
  columns: [
    { header: 'Account ID', width: 12 },
    { header: 'Account', width: 34 },
    { header: 'Address', width: 48 },
    { header: 'City', width: 18 },
    { header: 'State', width: 8 },
    { header: 'Zip Code', width: 10 },
    { header: 'County', width: 16 },
    { header: 'Region', width: 18 },
    { header: 'Area', width: 16 },
    { header: 'Chain', width: 26 },
    { header: 'Banner', width: 26 },
    { header: 'Channel', width: 14 },
    { header: 'Frequency', width: 12 },
    { header: 'Representative', width: 20 },
    { header: 'Data Source', width: 14 },
    { header: 'Active', width: 8 },
    { header: 'Latitude', width: 12 },
    { header: 'Longitude', width: 12 },
  ],
  rows: masterListIdxs(db, params).map((idx) => {
    const a = db.accounts[idx] as Account;
    return [
      a.id,
      a.name,
      a.address,
      a.city,
      a.state,
      a.zipCode,
      a.county,
      a.region,
      a.territory,
      a.chain,
      a.banner,
      a.channel,
      a.frequency,
      repName(db, a),
      a.source,
      isActiveAccount(db, a) ? 'Yes' : 'No',
      a.lat,
      a.lng,
    ];
  }),
});

const optionsMemo = new WeakMap<Db, ServerPayload<typeof masterListFilters>>();

/** GET /masterlist/filters: choices taken from the accounts, so every choice selects some. */
export const masterListFilterOptions = (db: Db): ServerPayload<typeof masterListFilters> => {
  const cached = optionsMemo.get(db);
  if (cached) return cached;
  const values = (value: (a: Account) => string) => sortedUnique(db.accounts.map(value));
  const options = {
    AccountsSources: [...ACCOUNTS_SOURCES],
    ActiveAccounts: [...ACTIVE_ACCOUNT_CHOICES],
    Channels: values((a) => a.channel),
    Cities: values((a) => a.city),
    States: values((a) => a.state),
    Chains: values((a) => a.chain),
    Banners: values((a) => a.banner),
    Regions: values((a) => a.region),
    Counties: values((a) => a.county),
    Territories: values((a) => a.territory),
    Representatives: values((a) => repName(db, a)),
    Frequencies: [...FREQUENCIES],
  };
  optionsMemo.set(db, options);
  return options;
};
