import type { Db } from './generate';
import { STATUSES } from './reference-data';
import { SCHEDULE_UPCOMING } from './tables';

/**
 * Precomputed lookups so every endpoint answers from the default data set in a few
 * milliseconds: per (brand, account) sorted day arrays with prefix sums (range totals by
 * binary search), per-brand day rollups of sales (the unfiltered fast path), and
 * day-sorted global lists.
 */
export interface AccountBrandIndex {
  /** Days of visits covering the brand, ascending, and the visits' indexes. */
  visitDays: number[];
  visitIdxs: number[];
  /** Orders of the brand by day, with prefix sums (length + 1) of amount and cases. */
  orderDays: number[];
  orderIdxs: number[];
  cumAmount: number[];
  cumCases: number[];
  /** First day the account turned active (Authorized) for the brand, or -1. */
  authorisedDay: number;
  authorisedRepIdx: number;
}

export interface RepDays {
  /** Plain arrays, like every day list that binary searches see (one element kind keeps them fast). */
  days: number[];
  /** Prefix sums (length + 1). */
  cumHours: Float64Array;
  cumMiles: Float64Array;
}

/** Per brand sales by day (index = day - brand.earliestDay) and SKU position / distributor. */
export interface SalesRollup {
  firstDay: number;
  dayCount: number;
  skuCount: number;
  distributorCount: number;
  skuAmount: Float64Array;
  skuCases: Float64Array;
  distributorAmount: Float64Array;
  distributorCases: Float64Array;
  orders: Int32Array;
}

export interface DbIndexes {
  accountsByBrand: number[][];
  /** [brandIdx][accountIdx]; null when the account is not in the brand's universe. */
  byAccountBrand: (AccountBrandIndex | null)[][];
  /**
   * Rows of an account in the visit, order and schedule tables (each account's rows are
   * contiguous): rows start[a] .. start[a + 1] - 1. Length accounts + 1.
   */
  visitStartByAccount: Int32Array;
  orderStartByAccount: Int32Array;
  scheduleStartByAccount: Int32Array;
  /** Last visit day of any brand, -1 when never visited. */
  lastVisitDayByAccount: Int32Array;
  /** First upcoming schedule day after today, -1 when none. */
  nextScheduledDayByAccount: Int32Array;
  /** Global lists sorted by day (stable: same-day items keep generation order); built on first use. */
  readonly visitsByDay: Int32Array;
  readonly schedulesByDay: Int32Array;
  readonly ordersByBrandByDay: Int32Array[];
  repDays: RepDays[];
  salesByBrand: SalesRollup[];
  activeStatusIdxs: Set<number>;
}

/** Row indexes of a day column (optionally only some rows) ordered by day; a counting sort, so stable and O(n). */
const sortIdxByDay = (days: Int32Array, keep?: (i: number) => boolean): Int32Array => {
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (let i = 0; i < days.length; i++) {
    if (keep && !keep(i)) continue;
    const d = days[i] as number;
    if (d < min) min = d;
    if (d > max) max = d;
    count++;
  }
  if (count === 0) return new Int32Array(0);
  const starts = new Int32Array(max - min + 2);
  for (let i = 0; i < days.length; i++) {
    if (keep && !keep(i)) continue;
    const k = (days[i] as number) - min + 1;
    starts[k] = (starts[k] as number) + 1;
  }
  for (let k = 1; k < starts.length; k++) starts[k] = (starts[k] as number) + (starts[k - 1] as number);
  const out = new Int32Array(count);
  for (let i = 0; i < days.length; i++) {
    if (keep && !keep(i)) continue;
    const k = (days[i] as number) - min;
    out[starts[k] as number] = i;
    starts[k] = (starts[k] as number) + 1;
  }
  return out;
};

/** Start offsets (length accounts + 1) of rows grouped by account, from their account column. */
const startsByAccount = (accountIdx: Int32Array, accountCount: number): Int32Array => {
  const starts = new Int32Array(accountCount + 1);
  for (let i = 0; i < accountIdx.length; i++) {
    const a = (accountIdx[i] as number) + 1;
    starts[a] = (starts[a] as number) + 1;
  }
  for (let a = 1; a <= accountCount; a++) starts[a] = (starts[a] as number) + (starts[a - 1] as number);
  return starts;
};

export const buildIndexes = (db: Db): DbIndexes => {
  const { accounts, brands, visitTable: vt, orderTable: ot, scheduleTable: st } = db;
  const activeStatusIdxs = new Set(STATUSES.flatMap((s, i) => (s.active ? [i] : [])));
  const accountCount = accounts.length;
  // The generator writes each account's rows together; the offsets rely on it.
  const visitStartByAccount = startsByAccount(vt.accountIdx, accountCount);
  const orderStartByAccount = startsByAccount(ot.accountIdx, accountCount);
  const scheduleStartByAccount = startsByAccount(st.accountIdx, accountCount);

  const lastVisitDayByAccount = new Int32Array(accountCount).fill(-1);
  for (let i = 0; i < vt.length; i++) {
    const a = vt.accountIdx[i] as number;
    if ((vt.day[i] as number) > (lastVisitDayByAccount[a] as number)) lastVisitDayByAccount[a] = vt.day[i] as number;
  }

  const accountsByBrand: number[][] = brands.map(() => []);
  const byAccountBrand: (AccountBrandIndex | null)[][] = brands.map(() =>
    new Array<AccountBrandIndex | null>(accountCount).fill(null),
  );
  for (const account of accounts) {
    const a = account.idx;
    const v0 = visitStartByAccount[a] as number;
    const v1 = visitStartByAccount[a + 1] as number;
    const o0 = orderStartByAccount[a] as number;
    const o1 = orderStartByAccount[a + 1] as number;
    for (const brand of brands) {
      const b = brand.idx;
      if ((account.addedDay[b] as number) < 0) continue;
      (accountsByBrand[b] as number[]).push(a);
      const bit = 1 << b;
      const visitIdxs: number[] = [];
      const visitDays: number[] = [];
      for (let i = v0; i < v1; i++) {
        if (((vt.brandMask[i] as number) & bit) !== 0) {
          visitIdxs.push(i);
          visitDays.push(vt.day[i] as number);
        }
      }
      const orderIdxs: number[] = [];
      const orderDays: number[] = [];
      const cumAmount = [0];
      const cumCases = [0];
      let amount = 0;
      let cases = 0;
      for (let i = o0; i < o1; i++) {
        if (ot.brandIdx[i] !== b) continue;
        orderIdxs.push(i);
        orderDays.push(ot.day[i] as number);
        amount += ot.amount[i] as number;
        cases += ot.cases[i] as number;
        cumAmount.push(amount);
        cumCases.push(cases);
      }
      let authorisedDay = -1;
      let authorisedRepIdx = -1;
      for (const change of account.statusHistory[b] ?? []) {
        if (activeStatusIdxs.has(change.statusIdx)) {
          authorisedDay = change.day;
          authorisedRepIdx = change.repIdx;
          break;
        }
      }
      (byAccountBrand[b] as (AccountBrandIndex | null)[])[a] = {
        visitDays,
        visitIdxs,
        orderDays,
        orderIdxs,
        cumAmount,
        cumCases,
        authorisedDay,
        authorisedRepIdx,
      };
    }
  }

  const nextScheduledDayByAccount = new Int32Array(accountCount).fill(-1);
  for (let i = 0; i < st.length; i++) {
    const day = st.day[i] as number;
    if (st.status[i] !== SCHEDULE_UPCOMING || day <= db.todayDay) continue;
    const a = st.accountIdx[i] as number;
    const current = nextScheduledDayByAccount[a] as number;
    if (current < 0 || day < current) nextScheduledDayByAccount[a] = day;
  }

  // Working-day rows are ordered by rep, then day: each rep's rows are one run.
  const wt = db.workingDayTable;
  const repDays: RepDays[] = db.reps.map(() => ({
    days: [],
    cumHours: new Float64Array(1),
    cumMiles: new Float64Array(1),
  }));
  for (let i = 0; i < wt.length; ) {
    const r = wt.repIdx[i] as number;
    let end = i;
    while (end < wt.length && wt.repIdx[end] === r) end++;
    const days: number[] = [];
    const cumHours = new Float64Array(end - i + 1);
    const cumMiles = new Float64Array(end - i + 1);
    for (let k = i; k < end; k++) {
      days.push(wt.day[k] as number);
      cumHours[k - i + 1] = (cumHours[k - i] as number) + (wt.hours[k] as number);
      cumMiles[k - i + 1] = (cumMiles[k - i] as number) + (wt.miles[k] as number);
    }
    repDays[r] = { days, cumHours, cumMiles };
    i = end;
  }

  const salesByBrand: SalesRollup[] = brands.map((brand) => {
    const dayCount = db.todayDay - brand.earliestDay + 1;
    const skuCount = brand.skuIdxs.length;
    const distributorCount = db.distributors.length;
    return {
      firstDay: brand.earliestDay,
      dayCount,
      skuCount,
      distributorCount,
      skuAmount: new Float64Array(dayCount * skuCount),
      skuCases: new Float64Array(dayCount * skuCount),
      distributorAmount: new Float64Array(dayCount * distributorCount),
      distributorCases: new Float64Array(dayCount * distributorCount),
      orders: new Int32Array(dayCount),
    };
  });
  const skuPos = Int32Array.from(db.skus, (s) => s.brandSkuPos);
  for (let i = 0; i < ot.length; i++) {
    const r = salesByBrand[ot.brandIdx[i] as number];
    if (!r) continue;
    const d = (ot.day[i] as number) - r.firstDay;
    if (d < 0 || d >= r.dayCount) continue;
    r.orders[d] = (r.orders[d] as number) + 1;
    const di = d * r.distributorCount + (ot.distributorIdx[i] as number);
    r.distributorAmount[di] = (r.distributorAmount[di] as number) + (ot.amount[i] as number);
    r.distributorCases[di] = (r.distributorCases[di] as number) + (ot.cases[i] as number);
    for (let k = ot.lineStart[i] as number; k < (ot.lineStart[i + 1] as number); k++) {
      const si = d * r.skuCount + (skuPos[ot.lineSkuIdx[k] as number] as number);
      r.skuAmount[si] = (r.skuAmount[si] as number) + (ot.lineAmount[k] as number);
      r.skuCases[si] = (r.skuCases[si] as number) + (ot.lineCases[k] as number);
    }
  }

  const indexes = {
    accountsByBrand,
    byAccountBrand,
    visitStartByAccount,
    orderStartByAccount,
    scheduleStartByAccount,
    lastVisitDayByAccount,
    nextScheduledDayByAccount,
    repDays,
    salesByBrand,
    activeStatusIdxs,
  } as DbIndexes;
  // Day-sorted lists serve the schedule pages only: built on first use.
  let visitsByDay: Int32Array | null = null;
  let schedulesByDay: Int32Array | null = null;
  let ordersByBrandByDay: Int32Array[] | null = null;
  Object.defineProperties(indexes, {
    visitsByDay: { enumerable: true, get: () => (visitsByDay ??= sortIdxByDay(vt.day)) },
    schedulesByDay: { enumerable: true, get: () => (schedulesByDay ??= sortIdxByDay(st.day)) },
    ordersByBrandByDay: {
      enumerable: true,
      get: () =>
        (ordersByBrandByDay ??= brands.map((b) => sortIdxByDay(ot.day, (i) => ot.brandIdx[i] === b.idx))),
    },
  });
  return indexes;
};
