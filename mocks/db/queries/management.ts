import type { ServerPayload } from '@/api/contract/endpoint';
import type { brandWeek, managementFilters } from '@/api/contract/management';
import type { RequestParams } from '@/api/contract/request-params';
import { SERVER_REP_METRIC_NAMES, type ServerRepMetricName } from '@/api/contract/common';
import { compareText } from '@/lib/compare';
import { splitList } from '@/lib/request-list';
import { startOfIsoWeek, startOfNextMonth, type DayNumber } from '../dates';
import type { Account, MerchForm } from '../entities';
import type { Db } from '../generate';
import { INDEPENDENT, STATUS } from '../reference-data';
import { hoursAndMiles } from './accounts';
import { dayRange, sortedUnique, type ResolvedFilter } from './filter';
import { baseFilterOptions, restrictToBrands } from './options';
import { merchFilter } from './merchandising';
import { forEachOrder } from './sales';
import { inactiveRepIdxs } from './schedule';

/**
 * The Management page's representative metrics (SPEC.md section 3, "Representative
 * metrics"): per representative, per ISO week or month, every metric of the contract's
 * one name table (REP_METRIC_KEYS). Each family is counted from the records the other
 * sections count, under the same resolved filters:
 * - account metrics from the Accounts page's filter (distributors select accounts): status
 *   visits of the brand (StatusFormsSubmitted: visits; StatusStoresVisited: distinct
 *   accounts visited), hours and miles (the rep's working days), and status changes the
 *   rep recorded: into an active status from an inactive one (NewAccounts), into Hot Lead,
 *   Warm Lead, Discontinued. Each "Unique" variant counts distinct accounts, each "Chain"
 *   variant only chain (not independent) accounts;
 * - merchandising metrics from the brand's merchandising forms at those accounts, selected
 *   as the Merchandising page selects them (merchFilter: numberOfSkus, numberOfFacings)
 *   and by merchandisingSkuNames (a selected SKU on shelf), counted as its Summary counts
 *   them (SecondaryPlacements: forms with one);
 * - sales metrics from the Sales page's filter (distributors and salesSkuNames select
 *   orders and order lines): the summing helper the Sales summary uses (forEachOrder).
 * representativesMetric selects whose work counts. A representative without a working day
 * in the last 30 days (the Schedule's rule) is left out unless inactiveRepresentatives names
 * them. Rows: the representatives with any counted work or owning a selected account.
 */

export type ManagementPeriod = 'week' | 'month';

/** The filters one brand's metrics are counted under. */
export interface ManagementScope {
  accounts: ResolvedFilter;
  sales: ResolvedFilter;
}

/** Per representative (rows, by name) and period (columns), every server metric. */
export interface RepPeriodTable {
  /** How many representatives the filter matches, built or not (`RepTableOptions.pick`). */
  total: number;
  /** The built rows, by name. */
  reps: string[];
  /** Period starts; the first is the range start, the others a Monday or a 1st. */
  periods: DayNumber[];
  /** values[metric][repRow * periods.length + period] */
  values: Record<ServerRepMetricName, Float64Array>;
}

/** Period starts covering [startDay, endDay]; the first starts on the range start. */
export const periodStarts = (
  startDay: DayNumber,
  endDay: DayNumber,
  period: ManagementPeriod,
): DayNumber[] => {
  const out: DayNumber[] = [];
  for (let start = startDay; start <= endDay;) {
    out.push(start);
    start = period === 'week' ? startOfIsoWeek(start) + 7 : startOfNextMonth(start);
  }
  return out;
};

/**
 * The merchandising-form test of the request: the Merchandising page's (merchFilter: SKU
 * and facings comparisons, placement lists, representativesMetric) plus
 * merchandisingSkuNames, which only Management sends (a selected SKU on the shelf).
 */
const merchFormTest = (db: Db, f: ResolvedFilter, params: RequestParams): ((form: MerchForm) => boolean) => {
  const { passes } = merchFilter(f, params);
  const names = new Set(splitList(params.merchandisingSkuNames));
  if (names.size === 0) return passes;
  const positions = db.skus
    .filter((s) => s.brandIdx === f.brand.idx && names.has(s.name))
    .map((s) => s.brandSkuPos);
  return (form) => passes(form) && positions.some((p) => (form.facings[p] ?? 0) > 0);
};

/** Raw sums per (rep, period); averages are divided out at the end. */
type Sum = ServerRepMetricName | 'FacingsTotal' | 'SkusTotal';
const SUMS: readonly Sum[] = [...SERVER_REP_METRIC_NAMES, 'FacingsTotal', 'SkusTotal'];

/** Slots of the unique counters passed to `once`. */
const UNIQUE_SLOTS = 9;

const ACTIVE_STATUSES = (db: Db) => db.indexes.activeStatusIdxs;

export interface RepTableOptions {
  /** Reps left out unless inactiveRepresentatives names them (default: the Schedule's rule). */
  inactive?: ReadonlySet<number>;
  /**
   * Which of the matching representatives (by name, in name order) get their rows built;
   * default every one. A page builds ten rows, whatever the brand's size: a row's hours and
   * miles are read per period.
   */
  pick?: (names: readonly string[]) => readonly string[];
}

/**
 * What a table's rows are built from: the matching representatives (in name order), the
 * periods, and the raw sums per (rep, period) of every metric.
 */
export interface RepPeriodCounts {
  matching: readonly { idx: number; name: string }[];
  periods: DayNumber[];
  endDay: DayNumber;
  sums: Readonly<Record<Sum, Float64Array>>;
}

/**
 * The representative metrics of one or more brands (one: the brand tables; all the user
 * may see: the all-brands tables) over [startDay, endDay].
 */
export const repPeriodTable = (
  db: Db,
  scopes: readonly ManagementScope[],
  params: RequestParams,
  period: ManagementPeriod,
  { inactive, pick }: RepTableOptions = {},
): RepPeriodTable => repPeriodRows(db, countRepPeriods(db, scopes, params, period, inactive), pick);

/** The counting of `repPeriodTable`: every metric of every representative, summed per period. */
export const countRepPeriods = (
  db: Db,
  scopes: readonly ManagementScope[],
  params: RequestParams,
  period: ManagementPeriod,
  inactive: ReadonlySet<number> = inactiveRepIdxs(db),
): RepPeriodCounts => {
  const startDay = Math.min(...scopes.map((s) => s.accounts.startDay));
  const endDay = Math.max(...scopes.map((s) => s.accounts.endDay));
  const periods = periodStarts(startDay, endDay, period);
  const P = periods.length;
  const R = db.reps.length;
  const periodOfDay = new Int32Array(Math.max(0, endDay - startDay + 1));
  for (let k = 0, d = startDay; d <= endDay; d++) {
    if (k + 1 < P && d >= (periods[k + 1] as number)) k++;
    periodOfDay[d - startDay] = k;
  }
  const cell = (rep: number, day: DayNumber) => rep * P + (periodOfDay[day - startDay] as number);
  const sums = Object.fromEntries(SUMS.map((m) => [m, new Float64Array(R * P)])) as Record<Sum, Float64Array>;
  const add = (metric: Sum, at: number, value = 1) => {
    sums[metric][at] = (sums[metric][at] as number) + value;
  };
  // "Unique" metrics: each (metric, rep, period, account) counts once. Within one brand an
  // account's records are visited together, so remembering the last account per cell is
  // enough; across brands an account comes back, so all-brands tables keep a set.
  const lastAccount = new Int32Array(UNIQUE_SLOTS * R * P).fill(-1);
  const seen = scopes.length > 1 ? new Set<number>() : null;
  const A = db.accounts.length;
  const once = (metric: Sum, slot: number, at: number, accountIdx: number) => {
    const marker = slot * R * P + at;
    if (lastAccount[marker] === accountIdx) return;
    lastAccount[marker] = accountIdx;
    if (seen) {
      const key = marker * A + accountIdx;
      if (seen.has(key)) return;
      seen.add(key);
    }
    add(metric, at);
  };
  const involved = new Uint8Array(R);
  const visitCounted = scopes.length > 1 ? new Uint8Array(db.visitTable.length) : null;
  const active = ACTIVE_STATUSES(db);
  const counts = (f: ResolvedFilter, rep: number) => !f.repMetric || f.repMetric.has(rep);

  for (const { accounts: f, sales } of scopes) {
    const b = f.brand.idx;
    const entries = db.indexes.byAccountBrand[b] ?? [];
    const formTest = merchFormTest(db, f, params);
    const formsByAccount = db.merch.indexes.byAccountBrand[b] ?? [];
    for (const idx of f.accountIdxs) {
      const account = db.accounts[idx] as Account;
      const ab = entries[idx];
      if (!ab) continue;
      if (counts(f, account.repIdx)) involved[account.repIdx] = 1;
      const chain = account.chain !== INDEPENDENT;

      const [lo, hi] = dayRange(ab.visitDays, f.startDay, f.endDay);
      for (let k = lo; k < hi; k++) {
        const visitIdx = ab.visitIdxs[k] as number;
        const rep = db.visitTable.repIdx[visitIdx] as number;
        if (!counts(f, rep)) continue;
        if (visitCounted) {
          if (visitCounted[visitIdx]) continue;
          visitCounted[visitIdx] = 1;
        }
        involved[rep] = 1;
        const at = cell(rep, ab.visitDays[k] as number);
        add('StatusFormsSubmitted', at);
        once('StatusStoresVisited', 0, at, idx);
      }

      const history = account.statusHistory[b] ?? [];
      for (let i = 0; i < history.length; i++) {
        const change = history[i]!;
        if (change.day < f.startDay || change.day > f.endDay || change.repIdx < 0) continue;
        if (!counts(f, change.repIdx)) continue;
        const at = cell(change.repIdx, change.day);
        const before = i > 0 ? history[i - 1]!.statusIdx : -1;
        const family: [ServerRepMetricName, ServerRepMetricName, number] | null =
          active.has(change.statusIdx) && !active.has(before)
            ? ['NewAccounts', 'NewAccountsUnique', 1]
            : change.statusIdx === STATUS.hot
              ? ['HotLeads', 'HotLeadsUnique', 2]
              : change.statusIdx === STATUS.warm
                ? ['WarmLeads', 'WarmLeadsUnique', 3]
                : change.statusIdx === STATUS.discontinued
                  ? ['Discontinued', 'DiscontinuedUnique', 4]
                  : null;
        if (!family) continue;
        involved[change.repIdx] = 1;
        add(family[0], at);
        once(family[1], family[2], at, idx);
        if (family[0] === 'NewAccounts' && chain) {
          add('NewAccountsChain', at);
          once('NewAccountsChainUnique', 5, at, idx);
        }
      }

      for (const formIdx of formsByAccount[idx] ?? []) {
        const form = db.merch.forms[formIdx] as MerchForm;
        if (form.day < f.startDay || form.day > f.endDay || !counts(f, form.repIdx)) continue;
        if (!formTest(form)) continue;
        involved[form.repIdx] = 1;
        const at = cell(form.repIdx, form.day);
        add('MerchFormsSubmitted', at);
        once('MerchStoresVisited', 6, at, idx);
        add('FacingsAdded', at, form.facingsAdded);
        add('FacingsTotal', at, form.facingsTotal);
        add('SkusTotal', at, form.skusCount);
        if (form.reorder) add('ReordersPlaced', at);
        if (form.secondaryPlacements.length > 0) {
          add('SecondaryPlacements', at);
          once('SecondaryPlacementsUnique', 7, at, idx);
        }
      }
    }

    const salesEntries = db.indexes.byAccountBrand[sales.brand.idx] ?? [];
    for (const idx of sales.accountIdxs) {
      const ab = salesEntries[idx];
      if (!ab) continue;
      forEachOrder(db, sales, ab, (orderIdx, amount, cases) => {
        const rep = db.orderTable.repIdx[orderIdx] as number;
        involved[rep] = 1;
        const at = cell(rep, db.orderTable.day[orderIdx] as number);
        add('OrdersSubmitted', at);
        add('TotalAmount', at, amount);
        add('TotalCasesCount', at, cases);
        once('UniqueAccountOrders', 8, at, idx);
      });
    }
  }

  const named = new Set(splitList(params.inactiveRepresentatives));
  const repMetric = scopes[0]?.accounts.repMetric ?? null;
  const matching = db.reps
    .filter(
      (r) =>
        involved[r.idx] === 1 &&
        (!repMetric || repMetric.has(r.idx)) &&
        (!inactive.has(r.idx) || named.has(r.name)),
    )
    .sort((x, y) => compareText(x.name, y.name));
  return { matching, periods, endDay, sums };
};

/** The rows `pick` chooses among the matching representatives (default all), by name. */
export const repPeriodRows = (
  db: Db,
  { matching, periods, endDay, sums }: RepPeriodCounts,
  pick: (names: readonly string[]) => readonly string[] = (names) => names,
): RepPeriodTable => {
  const P = periods.length;
  const picked = new Set(pick(matching.map((r) => r.name)));
  const rows = matching.filter((r) => picked.has(r.name));

  const values = Object.fromEntries(
    SERVER_REP_METRIC_NAMES.map((m) => [m, new Float64Array(rows.length * P)]),
  ) as Record<ServerRepMetricName, Float64Array>;
  rows.forEach((rep, row) => {
    for (let p = 0; p < P; p++) {
      const from = rep.idx * P + p;
      const to = row * P + p;
      for (const m of SERVER_REP_METRIC_NAMES) values[m][to] = sums[m][from] as number;
      const forms = sums.MerchFormsSubmitted[from] as number;
      const round2 = (n: number) => Math.round(n * 100) / 100;
      values.AvgNumberOfFacings[to] = forms > 0 ? round2((sums.FacingsTotal[from] as number) / forms) : 0;
      values.AvgNumberOfSKUs[to] = forms > 0 ? round2((sums.SkusTotal[from] as number) / forms) : 0;
      const periodEnd = p + 1 < P ? (periods[p + 1] as number) - 1 : endDay;
      const worked = hoursAndMiles(db, [rep.idx], periods[p] as number, periodEnd);
      values.HoursWorked[to] = worked.hours;
      values.MileageDriven[to] = worked.miles;
    }
  });
  return { total: matching.length, reps: rows.map((r) => r.name), periods, values };
};

type MetricsPayload = ServerPayload<typeof brandWeek>;

/**
 * The /management/{brand,all-brands}/{week,month} answer: the number of matching
 * representatives and, per built row (a page), per requested server metric, one
 * DateStart/Value point per period (zeros included, so every table row has every column).
 */
export const repMetricsPayload = (
  db: Db,
  table: RepPeriodTable,
  metrics: readonly ServerRepMetricName[],
): MetricsPayload => {
  const rows: MetricsPayload['Rows'] = {};
  const dates = table.periods.map((d) => db.iso(d));
  const P = dates.length;
  table.reps.forEach((name, row) => {
    const byMetric: MetricsPayload['Rows'][string] = {};
    for (const m of metrics) {
      const column = table.values[m];
      byMetric[m] = dates.map((DateStart, p) => ({ DateStart, Value: column[row * P + p] as number }));
    }
    rows[name] = byMetric;
  });
  return { Total: table.total, Rows: rows };
};

type OptionsPayload = ServerPayload<typeof managementFilters>;

/** GET /management/filters: the shared lists, both SKU lists and, per brand, its inactive reps. */
export const managementFilterOptions = (db: Db, brands: readonly string[]): OptionsPayload => {
  const base = baseFilterOptions(db);
  const inactive = new Set([...inactiveRepIdxs(db)].map((i) => db.reps[i]?.name ?? ''));
  const skus = db.skus.map((s) => ({ Name: s.name, Brand: db.brands[s.brandIdx]?.name ?? '' }));
  return restrictToBrands(
    {
      ...base,
      SalesSkuNames: skus,
      MerchandisingSkuNames: skus,
      InactiveReps: Object.fromEntries(
        Object.entries(base.RepresentativesMetric).map(([brand, reps]) => [
          brand,
          sortedUnique(reps.filter((name) => inactive.has(name))),
        ]),
      ),
    },
    brands,
  );
};
