import type { DayNumber } from './dates';
import type {
  Account,
  Brand,
  OrderTable,
  Rep,
  ScheduleTable,
  Sku,
  StatusChange,
  VisitTable,
  WorkingDayTable,
} from './entities';
import { STATUSES } from './reference-data';
import { SCHEDULE_UPCOMING, type OrderColumns, type ScheduleColumns, type VisitColumns } from './tables';

/**
 * Precomputed lookups so every endpoint answers from the default data set in a few
 * milliseconds: per (brand, account) sorted day arrays with prefix sums (range totals by
 * binary search), per-brand day rollups of sales (the unfiltered fast path), and
 * day-sorted global lists.
 */
/** Read-only: entries without visits or orders share their (empty) arrays. */
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

/**
 * Shared by every index entry without visits or orders (about a third have no orders):
 * fewer long-lived arrays for the garbage collector. Never mutate index arrays.
 */
const NO_ROWS: number[] = [];
const ZERO_SUMS: number[] = [0];
const NO_ROWS_OF_CHANGES: readonly StatusChange[] = [];

/**
 * Builds the indexes account by account while the generator writes each account's rows
 * (so the work shares the generator's warmed-up code and can pause between accounts with
 * it): beginAccount, then its visits and orders as they are made, then endAccount, in
 * account order.
 */
export class IndexBuilder {
  readonly accountsByBrand: number[][];
  readonly byAccountBrand: (AccountBrandIndex | null)[][];
  readonly visitStartByAccount: Int32Array;
  readonly orderStartByAccount: Int32Array;
  readonly scheduleStartByAccount: Int32Array;
  readonly lastVisitDayByAccount: Int32Array;
  readonly nextScheduledDayByAccount: Int32Array;
  readonly salesByBrand: SalesRollup[];
  readonly activeStatusIdxs = new Set(STATUSES.flatMap((s, i) => (s.active ? [i] : [])));
  private readonly skuPos: Int32Array;

  constructor(
    brands: readonly Brand[],
    skus: readonly Sku[],
    distributorCount: number,
    accountCount: number,
    private readonly todayDay: DayNumber,
  ) {
    this.accountsByBrand = brands.map(() => []);
    this.byAccountBrand = brands.map(() => new Array<AccountBrandIndex | null>(accountCount).fill(null));
    this.visitStartByAccount = new Int32Array(accountCount + 1);
    this.orderStartByAccount = new Int32Array(accountCount + 1);
    this.scheduleStartByAccount = new Int32Array(accountCount + 1);
    this.lastVisitDayByAccount = new Int32Array(accountCount).fill(-1);
    this.nextScheduledDayByAccount = new Int32Array(accountCount).fill(-1);
    this.skuPos = Int32Array.from(skus, (s) => s.brandSkuPos);
    this.visitIdxs = brands.map(() => NO_ROWS);
    this.visitDays = brands.map(() => NO_ROWS);
    this.orderIdxs = brands.map(() => NO_ROWS);
    this.orderDays = brands.map(() => NO_ROWS);
    this.cumAmount = brands.map(() => ZERO_SUMS);
    this.cumCases = brands.map(() => ZERO_SUMS);
    this.salesByBrand = brands.map((brand) => {
      const dayCount = todayDay - brand.earliestDay + 1;
      const skuCount = brand.skuIdxs.length;
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
  }

  // The current account's visit and order lists per brand (see beginAccount).
  private readonly visitIdxs: number[][];
  private readonly visitDays: number[][];
  private readonly orderIdxs: number[][];
  private readonly orderDays: number[][];
  private readonly cumAmount: number[][];
  private readonly cumCases: number[][];

  /** Starts the lists of the next account (accounts come in idx order). */
  beginAccount(): void {
    for (let b = 0; b < this.visitIdxs.length; b++) {
      this.visitIdxs[b] = NO_ROWS;
      this.visitDays[b] = NO_ROWS;
      this.orderIdxs[b] = NO_ROWS;
      this.orderDays[b] = NO_ROWS;
      this.cumAmount[b] = ZERO_SUMS;
      this.cumCases[b] = ZERO_SUMS;
    }
  }

  /** A visit of the current account that covered brand `b`. */
  visit(b: number, visitIdx: number, day: DayNumber): void {
    let idxs = this.visitIdxs[b] as number[];
    let days = this.visitDays[b] as number[];
    if (idxs === NO_ROWS) {
      this.visitIdxs[b] = idxs = [];
      this.visitDays[b] = days = [];
    }
    idxs.push(visitIdx);
    days.push(day);
  }

  /** Order row `i` of the current account, just written (with its lines). */
  order(ot: OrderColumns, i: number): void {
    const b = ot.brandIdx[i] as number;
    const day = ot.day[i] as number;
    const amount = ot.amount[i] as number;
    const cases = ot.cases[i] as number;
    let idxs = this.orderIdxs[b] as number[];
    let days = this.orderDays[b] as number[];
    let cumAmount = this.cumAmount[b] as number[];
    let cumCases = this.cumCases[b] as number[];
    if (idxs === NO_ROWS) {
      this.orderIdxs[b] = idxs = [];
      this.orderDays[b] = days = [];
      this.cumAmount[b] = cumAmount = [0];
      this.cumCases[b] = cumCases = [0];
    }
    idxs.push(i);
    days.push(day);
    cumAmount.push((cumAmount[cumAmount.length - 1] as number) + amount);
    cumCases.push((cumCases[cumCases.length - 1] as number) + cases);

    const r = this.salesByBrand[b];
    if (!r) return;
    const d = day - r.firstDay;
    if (d < 0 || d >= r.dayCount) return;
    r.orders[d] = (r.orders[d] as number) + 1;
    const di = d * r.distributorCount + (ot.distributorIdx[i] as number);
    r.distributorAmount[di] = (r.distributorAmount[di] as number) + amount;
    r.distributorCases[di] = (r.distributorCases[di] as number) + cases;
    for (let k = ot.lineStart[i] as number; k < (ot.lineStart[i + 1] as number); k++) {
      const si = d * r.skuCount + (this.skuPos[ot.lineSkuIdx[k] as number] as number);
      r.skuAmount[si] = (r.skuAmount[si] as number) + (ot.lineAmount[k] as number);
      r.skuCases[si] = (r.skuCases[si] as number) + (ot.lineCases[k] as number);
    }
  }

  /** Closes the current account: its index entries and per-account lookups. */
  endAccount(account: Account, vt: VisitColumns, ot: OrderColumns, st: ScheduleColumns): void {
    const a = account.idx;
    const v0 = this.visitStartByAccount[a] as number;
    const s0 = this.scheduleStartByAccount[a] as number;
    const v1 = vt.length;
    const s1 = st.length;
    this.visitStartByAccount[a + 1] = v1;
    this.orderStartByAccount[a + 1] = ot.length;
    this.scheduleStartByAccount[a + 1] = s1;
    // Each account's visits are in day order.
    if (v1 > v0) this.lastVisitDayByAccount[a] = vt.day[v1 - 1] as number;
    for (let i = s0; i < s1; i++) {
      const day = st.day[i] as number;
      if (st.status[i] !== SCHEDULE_UPCOMING || day <= this.todayDay) continue;
      const current = this.nextScheduledDayByAccount[a] as number;
      if (current < 0 || day < current) this.nextScheduledDayByAccount[a] = day;
    }
    for (const b of account.brandIdxs) {
      (this.accountsByBrand[b] as number[]).push(a);
      let authorisedDay = -1;
      let authorisedRepIdx = -1;
      for (const change of account.statusHistory[b] ?? NO_ROWS_OF_CHANGES) {
        if (this.activeStatusIdxs.has(change.statusIdx)) {
          authorisedDay = change.day;
          authorisedRepIdx = change.repIdx;
          break;
        }
      }
      (this.byAccountBrand[b] as (AccountBrandIndex | null)[])[a] = {
        visitDays: this.visitDays[b] as number[],
        visitIdxs: this.visitIdxs[b] as number[],
        orderDays: this.orderDays[b] as number[],
        orderIdxs: this.orderIdxs[b] as number[],
        cumAmount: this.cumAmount[b] as number[],
        cumCases: this.cumCases[b] as number[],
        authorisedDay,
        authorisedRepIdx,
      };
    }
  }

  /**
   * The indexes over the finished tables (after every account). The parts of the Db it
   * reads, spelled out: generate.ts builds the Db from these indexes, so naming Db here
   * would make the two modules import each other.
   */
  finish(db: {
    brands: readonly Brand[];
    reps: readonly Rep[];
    visitTable: VisitTable;
    orderTable: OrderTable;
    scheduleTable: ScheduleTable;
    workingDayTable: WorkingDayTable;
  }): DbIndexes {
    const { brands, visitTable: vt, orderTable: ot, scheduleTable: st } = db;
    // Working-day rows are ordered by rep, then day: each rep's rows are one run.
    const wt = db.workingDayTable;
    const repDays: RepDays[] = db.reps.map(() => ({
      days: [],
      cumHours: new Float64Array(1),
      cumMiles: new Float64Array(1),
    }));
    for (let i = 0; i < wt.length;) {
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

    const indexes = {
      accountsByBrand: this.accountsByBrand,
      byAccountBrand: this.byAccountBrand,
      visitStartByAccount: this.visitStartByAccount,
      orderStartByAccount: this.orderStartByAccount,
      scheduleStartByAccount: this.scheduleStartByAccount,
      lastVisitDayByAccount: this.lastVisitDayByAccount,
      nextScheduledDayByAccount: this.nextScheduledDayByAccount,
      repDays,
      salesByBrand: this.salesByBrand,
      activeStatusIdxs: this.activeStatusIdxs,
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
  }
}
