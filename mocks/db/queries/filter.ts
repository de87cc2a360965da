import type { RequestParamName, RequestParams } from '@/api/contract/request-params';
import { splitList } from '@/lib/request-list';
import { lowerBound, parseIsoDay, upperBound, type DayNumber } from '../dates';
import type { Account, Brand, StatusChange } from '../entities';
import type { Db } from '../generate';
import type { AccountBrandIndex } from '../indexes';
import { ALL_ACCOUNTS_SOURCE } from '../reference-data';
import { noImageReasonCodes } from '../tables';

/**
 * Request parameters -> what a query works on: one brand, a day range, the accounts that
 * pass the account-level filters, and the order/visit-level selections. Every demo
 * endpoint starts here, so a parameter means the same thing everywhere.
 *
 * Account level: name (substring), address (substring), zipCode (prefix), cities, states,
 * chains, banners, channels, regions, counties, territories, representatives (the
 * account's rep), frequencies, accountsSource, notVisitedIn (no visit of the brand in the
 * last N days before today), statusesNames (status on the end date), noImageReasons (a
 * visit in the period without photo for one of the reasons), distributors (the account's
 * distributor, unless the endpoint applies it to orders).
 * Activity level: representativesMetric (who made the visit / took the order),
 * distributors on orders, skuNames / salesSkuNames (order lines).
 */
export interface ResolvedFilter {
  brand: Brand;
  startDay: DayNumber;
  endDay: DayNumber;
  /**
   * Accounts of the brand existing on the end day that pass the account-level filters, in
   * idx order (every account with `allBrands`).
   */
  accountIdxs: number[];
  /** True when an account-level parameter narrowed the brand's accounts. */
  accountFiltered: boolean;
  /** Reps selected by representativesMetric, or null for everyone. */
  repMetric: Set<number> | null;
  /** Distributors selected for orders, or null (only when distributorsOn is 'orders'). */
  orderDistributors: Set<number> | null;
  /** SKUs selected for order lines, or null. */
  skus: Set<number> | null;
}

export interface ResolveOptions {
  /** Sales endpoints select orders by distributor; account endpoints select accounts. */
  distributorsOn?: 'accounts' | 'orders';
  /** Which parameter holds the SKU list (reports use salesSkuNames). */
  skuParam?: 'skuNames' | 'salesSkuNames';
  /** Parameters this endpoint honours (its contract `params`); others are ignored. */
  honoured?: readonly RequestParamName[];
  /**
   * Sections without a brand (schedule, database): every account is a candidate, and the
   * brand-specific tests (statuses, distributors, visits) look at any brand.
   */
  allBrands?: boolean;
  /** Latest end day allowed; default today (schedules look ahead). */
  maxEndDay?: DayNumber;
}

/** Reads a request's query string into RequestParams (the first value of each name). */
export const readParams = (url: string | URL): RequestParams => {
  const search = new URL(url, 'http://localhost').searchParams;
  const params: RequestParams = {};
  for (const [key, value] of search) {
    if (!(key in params) && value !== '') (params as Record<string, string>)[key] = value;
  }
  return params;
};

export const statusAt = (
  history: readonly StatusChange[] | undefined,
  day: DayNumber,
): StatusChange | null => {
  if (!history) return null;
  for (let i = history.length - 1; i >= 0; i--) {
    const change = history[i] as StatusChange;
    if (change.day <= day) return change;
  }
  return null;
};

/**
 * The brands, of `userBrands`, whose universe holds the account today, in the data set's
 * brand order: the brands for which the account has a page (the account page's filter).
 */
export const accountPageBrands = (db: Db, account: Account, userBrands: readonly string[]): string[] => {
  const mine = new Set(userBrands);
  const joinedBy = (b: Brand) => {
    const day = account.addedDay[b.idx] ?? -1;
    return day >= 0 && day <= db.todayDay;
  };
  return db.brands.filter((b) => mine.has(b.name) && joinedBy(b)).map((b) => b.name);
};

/** [lo, hi) positions of days within [startDay, endDay] in a sorted day array. */
export const dayRange = (
  days: readonly number[],
  startDay: DayNumber,
  endDay: DayNumber,
): [number, number] => [lowerBound(days, startDay), upperBound(days, endDay)];

const lower = (s: string) => s.toLowerCase();

export const resolveFilter = (db: Db, raw: RequestParams, options: ResolveOptions = {}): ResolvedFilter => {
  const honoured = options.honoured ? new Set<string>(options.honoured) : null;
  const get = (name: RequestParamName): string | undefined => {
    if (honoured && !honoured.has(name)) return undefined;
    const value = raw[name]?.trim();
    return value ? value : undefined;
  };
  const list = (name: RequestParamName): Set<string> | null => {
    const items = splitList(get(name));
    return items.length > 0 ? new Set(items) : null;
  };

  const brand = db.brandByName.get(get('brand') ?? '') ?? (db.brands[0] as Brand);
  const start = parseIsoDay(get('dateStart'));
  const end = parseIsoDay(get('dateEnd'));
  const startDay = Math.max(brand.earliestDay, start ?? brand.earliestDay);
  const maxEnd = options.maxEndDay ?? db.todayDay;
  const endDay = Math.min(maxEnd, end ?? Math.min(maxEnd, db.todayDay));
  const all = options.allBrands === true;

  const repNames = list('representativesMetric');
  const repMetric = repNames ? new Set(db.reps.filter((r) => repNames.has(r.name)).map((r) => r.idx)) : null;
  const distributorNames = list('distributors');
  const distributorIdxs = distributorNames
    ? new Set(db.distributors.filter((d) => distributorNames.has(d.name)).map((d) => d.idx))
    : null;
  const skuNames = list(options.skuParam ?? 'skuNames');
  const skus = skuNames
    ? new Set(db.skus.filter((s) => s.brandIdx === brand.idx && skuNames.has(s.name)).map((s) => s.idx))
    : null;

  /** `ab` is null with `allBrands`. */
  type Test = (a: Account, ab: AccountBrandIndex | null) => boolean;
  const tests: Test[] = [];
  const name = get('name');
  if (name) {
    const needle = lower(name);
    tests.push((a) => lower(a.name).includes(needle));
  }
  const address = get('address');
  if (address) {
    const needle = lower(address);
    tests.push((a) => lower(a.address).includes(needle));
  }
  const zip = get('zipCode');
  if (zip) tests.push((a) => a.zipCode.startsWith(zip));
  const byField = (param: RequestParamName, field: keyof Account) => {
    const wanted = list(param);
    if (wanted) tests.push((a) => wanted.has(String(a[field])));
  };
  byField('cities', 'city');
  byField('states', 'state');
  byField('chains', 'chain');
  byField('banners', 'banner');
  byField('channels', 'channel');
  byField('regions', 'region');
  byField('counties', 'county');
  byField('territories', 'territory');
  byField('frequencies', 'frequency');
  const reps = list('representatives');
  if (reps) tests.push((a) => reps.has(db.reps[a.repIdx]?.name ?? ''));
  const sources = list('accountsSource');
  if (sources && !sources.has(ALL_ACCOUNTS_SOURCE)) tests.push((a) => sources.has(a.source));
  if (distributorIdxs && options.distributorsOn !== 'orders') {
    tests.push((a) =>
      all
        ? a.distributorByBrand.some((d) => distributorIdxs.has(d))
        : distributorIdxs.has(a.distributorByBrand[brand.idx] as number),
    );
  }
  const notVisitedIn = Math.trunc(Math.abs(Number(get('notVisitedIn') ?? 0)));
  if (Number.isFinite(notVisitedIn) && notVisitedIn > 0) {
    const since = db.todayDay - notVisitedIn;
    tests.push((a, ab) => {
      const last = ab
        ? ab.visitDays[ab.visitDays.length - 1]
        : (db.indexes.lastVisitDayByAccount[a.idx] as number);
      return last === undefined || last <= since;
    });
  }
  const statusNames = list('statusesNames');
  if (statusNames) {
    const wanted = new Set(db.statuses.filter((s) => statusNames.has(s.name)).map((s) => s.idx));
    const has = (history: StatusChange[] | undefined) =>
      wanted.has(statusAt(history, endDay)?.statusIdx ?? -1);
    tests.push((a) => (all ? a.statusHistory.some(has) : has(a.statusHistory[brand.idx])));
  }
  const reasonNames = list('noImageReasons');
  if (reasonNames) {
    const reasons = noImageReasonCodes(reasonNames);
    const { day: visitDay, noImageReason } = db.visitTable;
    tests.push((a, ab) => {
      if (!ab) {
        const end = db.indexes.visitStartByAccount[a.idx + 1] as number;
        for (let i = db.indexes.visitStartByAccount[a.idx] as number; i < end; i++) {
          const day = visitDay[i] as number;
          if (day >= startDay && day <= endDay && reasons.has(noImageReason[i] as number)) return true;
        }
        return false;
      }
      const [lo, hi] = dayRange(ab.visitDays, startDay, endDay);
      for (let k = lo; k < hi; k++) {
        if (reasons.has(noImageReason[ab.visitIdxs[k] as number] as number)) return true;
      }
      return false;
    });
  }

  const accountIdxs: number[] = [];
  const entries = db.indexes.byAccountBrand[brand.idx] ?? [];
  const candidates = all ? db.accounts.map((a) => a.idx) : (db.indexes.accountsByBrand[brand.idx] ?? []);
  for (const idx of candidates) {
    const account = db.accounts[idx] as Account;
    const ab = all ? null : (entries[idx] ?? null);
    if (!all && (!ab || (account.addedDay[brand.idx] as number) > endDay)) continue;
    let pass = true;
    for (const test of tests) {
      if (!test(account, ab)) {
        pass = false;
        break;
      }
    }
    if (pass) accountIdxs.push(idx);
  }

  return {
    brand,
    startDay,
    endDay,
    accountIdxs,
    accountFiltered: tests.length > 0,
    repMetric,
    orderDistributors: options.distributorsOn === 'orders' ? distributorIdxs : null,
    skus,
  };
};

/** Rounds a share to two decimals; 0 when the whole is 0. */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;

/** Unique values in first-seen order, sorted for option lists. */
export const sortedUnique = (values: Iterable<string>): string[] =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en-US'));
