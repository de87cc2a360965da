import type { ServerPayload } from '@/api/contract/endpoint';
import {
  COMPANY_GROUP_ACCOUNT_NAME,
  TOP_ACCOUNTS_LIMIT,
  type IntervalType,
  type salesData,
  type salesTopAccounts,
  type salesTotals,
} from '@/api/contract/sales';
import { isoWeekday, startOfNextMonth, startOfNextYear, type DayNumber } from '../dates';
import type { Account, OrderTable } from '../entities';
import type { Db } from '../generate';
import type { AccountBrandIndex } from '../indexes';
import { STATUS } from '../reference-data';
import { visitsInPeriod } from './accounts';
import { dayRange, percentOf, statusAt, type ResolvedFilter } from './filter';

type SalesPayload = ServerPayload<typeof salesData>;
type SalesPinPayload = SalesPayload['Addresses'][number];
type TotalsPayload = ServerPayload<typeof salesTotals>;
type TopAccountsPayload = ServerPayload<typeof salesTopAccounts>;

/** True when orders must be looked at one by one (a rep, distributor or SKU selection). */
const selectsOrders = (f: ResolvedFilter) =>
  f.repMetric !== null || f.orderDistributors !== null || f.skus !== null;

const orderPasses = (f: ResolvedFilter, orders: OrderTable, i: number) =>
  (!f.repMetric || f.repMetric.has(orders.repIdx[i] as number)) &&
  (!f.orderDistributors || f.orderDistributors.has(orders.distributorIdx[i] as number));

/**
 * Calls `visit(orderIdx, amount, cases)` for each order of the filter at one account in
 * the period (`orderIdx`: a row of db.orderTable); with a SKU selection only the selected
 * lines count, and orders without any are skipped.
 */
export const forEachOrder = (
  db: Db,
  f: ResolvedFilter,
  ab: AccountBrandIndex,
  visit: (orderIdx: number, amount: number, cases: number) => void,
): void => {
  const ot = db.orderTable;
  const [lo, hi] = dayRange(ab.orderDays, f.startDay, f.endDay);
  for (let k = lo; k < hi; k++) {
    const i = ab.orderIdxs[k] as number;
    if (!orderPasses(f, ot, i)) continue;
    if (!f.skus) {
      visit(i, ot.amount[i] as number, ot.cases[i] as number);
      continue;
    }
    let amount = 0;
    let cases = 0;
    let any = false;
    for (let l = ot.lineStart[i] as number; l < (ot.lineStart[i + 1] as number); l++) {
      if (!f.skus.has(ot.lineSkuIdx[l] as number)) continue;
      any = true;
      amount += ot.lineAmount[l] as number;
      cases += ot.lineCases[l] as number;
    }
    if (any) visit(i, amount, cases);
  }
};

export interface AccountSales {
  accountIdx: number;
  orders: number;
  amount: number;
  cases: number;
  lastOrderDay: number;
}

/** Sales per account for the filter: only accounts with at least one order. */
export const salesByAccount = (db: Db, f: ResolvedFilter): AccountSales[] => {
  const out: AccountSales[] = [];
  const fast = !selectsOrders(f);
  for (const idx of f.accountIdxs) {
    const ab = db.indexes.byAccountBrand[f.brand.idx]?.[idx];
    if (!ab) continue;
    if (fast) {
      const [lo, hi] = dayRange(ab.orderDays, f.startDay, f.endDay);
      if (hi === lo) continue;
      out.push({
        accountIdx: idx,
        orders: hi - lo,
        amount: (ab.cumAmount[hi] as number) - (ab.cumAmount[lo] as number),
        cases: (ab.cumCases[hi] as number) - (ab.cumCases[lo] as number),
        lastOrderDay: ab.orderDays[hi - 1] as number,
      });
      continue;
    }
    const row: AccountSales = { accountIdx: idx, orders: 0, amount: 0, cases: 0, lastOrderDay: -1 };
    forEachOrder(db, f, ab, (orderIdx, amount, cases) => {
      row.orders++;
      row.amount += amount;
      row.cases += cases;
      row.lastOrderDay = db.orderTable.day[orderIdx] as number;
    });
    if (row.orders > 0) out.push(row);
  }
  return out;
};

const pinOf = (db: Db, f: ResolvedFilter, row: AccountSales, totalOrders: number): SalesPinPayload => {
  const account = db.accounts[row.accountIdx] as Account;
  const ab = db.indexes.byAccountBrand[f.brand.idx]?.[row.accountIdx] as AccountBrandIndex;
  const status = statusAt(account.statusHistory[f.brand.idx], f.endDay);
  const next = db.indexes.nextScheduledDayByAccount[row.accountIdx] as number;
  return {
    Id: account.id,
    Name: account.name,
    Address: account.address,
    StorePictureUrl: account.photos.store,
    TotalSales: row.amount,
    TotalOrders: { Count: row.orders, Percentage: percentOf(row.orders, totalOrders) },
    TotalCases: row.cases,
    LastOrderDate: row.lastOrderDay >= 0 ? db.iso(row.lastOrderDay) : null,
    AuthorisedDate: ab.authorisedDay >= 0 ? db.iso(ab.authorisedDay) : null,
    Visits: visitsInPeriod(db, f, ab).count,
    Status: {
      Name: db.statuses[status?.statusIdx ?? STATUS.notVisited]?.name ?? '',
      Date: db.iso(status?.day ?? (account.addedDay[f.brand.idx] as number)),
    },
    Representative: db.reps[account.repIdx]?.name ?? '',
    NextScheduledDate: next > 0 ? db.iso(next) : null,
    Coordinates: { Latitude: account.lat, Longitude: account.lng },
  };
};

/** GET /sales: pins of accounts with orders, and the summary they add up to. */
export const salesDataQuery = (db: Db, f: ResolvedFilter): SalesPayload => {
  const rows = salesByAccount(db, f);
  let orders = 0;
  let amount = 0;
  let cases = 0;
  for (const r of rows) {
    orders += r.orders;
    amount += r.amount;
    cases += r.cases;
  }
  return {
    Addresses: rows.map((r) => pinOf(db, f, r, orders)),
    Summary: {
      OrdersSubmitted: orders,
      UniqueAccountOrders: rows.length,
      TotalAmount: amount,
      TotalCases: cases,
    },
  };
};

/** Interval size from the period length (contract `SalesTotalsData`). */
export const intervalTypeFor = (startDay: DayNumber, endDay: DayNumber): IntervalType => {
  const days = endDay - startDay + 1;
  if (days <= 31) return 'day';
  if (days <= 26 * 7) return 'week';
  if (days <= 3 * 365 + 1) return 'month';
  return 'year';
};

/** [start, end] day pairs covering the period, aligned to calendar units and clipped to it. */
export const intervalsFor = (
  type: IntervalType,
  startDay: DayNumber,
  endDay: DayNumber,
): [DayNumber, DayNumber][] => {
  const out: [DayNumber, DayNumber][] = [];
  let s = startDay;
  while (s <= endDay) {
    const next =
      type === 'day'
        ? s + 1
        : type === 'week'
          ? s - isoWeekday(s) + 7
          : type === 'month'
            ? startOfNextMonth(s)
            : startOfNextYear(s);
    const e = Math.min(endDay, next - 1);
    out.push([s, e]);
    s = e + 1;
  }
  return out;
};

/** GET /sales/totals: per-interval totals by SKU and by distributor. */
export const salesTotalsQuery = (db: Db, f: ResolvedFilter): TotalsPayload => {
  const brand = f.brand;
  const type = intervalTypeFor(f.startDay, f.endDay);
  const intervals = f.startDay <= f.endDay ? intervalsFor(type, f.startDay, f.endDay) : [];
  const skuIdxs = brand.skuIdxs.filter((s) => !f.skus || f.skus.has(s));
  const distributorIdxs = brand.distributorIdxs.filter(
    (d) => !f.orderDistributors || f.orderDistributors.has(d),
  );
  const skuCount = brand.skuIdxs.length;
  const distCount = db.distributors.length;
  // Per day of the period: amount and cases by SKU position and by distributor.
  const days = Math.max(0, f.endDay - f.startDay + 1);
  const skuAmount = new Float64Array(days * skuCount);
  const skuCases = new Float64Array(days * skuCount);
  const distAmount = new Float64Array(days * distCount);
  const distCases = new Float64Array(days * distCount);

  const rollup = db.indexes.salesByBrand[brand.idx];
  if (rollup && !f.accountFiltered && !selectsOrders(f)) {
    // Nothing narrows the brand's orders: copy the precomputed day rollup.
    const from = f.startDay - rollup.firstDay;
    skuAmount.set(rollup.skuAmount.subarray(from * skuCount, (from + days) * skuCount));
    skuCases.set(rollup.skuCases.subarray(from * skuCount, (from + days) * skuCount));
    distAmount.set(rollup.distributorAmount.subarray(from * distCount, (from + days) * distCount));
    distCases.set(rollup.distributorCases.subarray(from * distCount, (from + days) * distCount));
  } else {
    for (const idx of f.accountIdxs) {
      const ab = db.indexes.byAccountBrand[brand.idx]?.[idx];
      if (!ab) continue;
      forEachOrder(db, f, ab, (i, amount, cases) => {
        const ot = db.orderTable;
        const d = (ot.day[i] as number) - f.startDay;
        const di = d * distCount + (ot.distributorIdx[i] as number);
        distAmount[di] = (distAmount[di] as number) + amount;
        distCases[di] = (distCases[di] as number) + cases;
        for (let l = ot.lineStart[i] as number; l < (ot.lineStart[i + 1] as number); l++) {
          const skuIdx = ot.lineSkuIdx[l] as number;
          if (f.skus && !f.skus.has(skuIdx)) continue;
          const si = d * skuCount + (db.skus[skuIdx]?.brandSkuPos ?? 0);
          skuAmount[si] = (skuAmount[si] as number) + (ot.lineAmount[l] as number);
          skuCases[si] = (skuCases[si] as number) + (ot.lineCases[l] as number);
        }
      });
    }
  }

  let totalAmount = 0;
  let totalCases = 0;
  const SalesIntervals = intervals.map(([s, e]) => {
    const sum = (values: Float64Array, width: number, pos: number) => {
      let total = 0;
      for (let d = s - f.startDay; d <= e - f.startDay; d++) total += values[d * width + pos] as number;
      return total;
    };
    const BySku = skuIdxs.map((skuIdx) => {
      const pos = db.skus[skuIdx]?.brandSkuPos ?? 0;
      return {
        Name: db.skus[skuIdx]?.name ?? '',
        Amount: sum(skuAmount, skuCount, pos),
        Cases: sum(skuCases, skuCount, pos),
      };
    });
    const ByDistributor = distributorIdxs.map((d) => ({
      Name: db.distributors[d]?.name ?? '',
      Amount: sum(distAmount, distCount, d),
      Cases: sum(distCases, distCount, d),
    }));
    const amount = BySku.reduce((t, x) => t + x.Amount, 0);
    const cases = BySku.reduce((t, x) => t + x.Cases, 0);
    totalAmount += amount;
    totalCases += cases;
    return {
      Start: db.iso(s),
      End: db.iso(e),
      Totals: { Amount: amount, Cases: cases },
      BySku,
      ByDistributor,
    };
  });

  return { IntervalType: type, Totals: { Amount: totalAmount, Cases: totalCases }, SalesIntervals };
};

/** GET /sales/top-accounts: the 10 best accounts by sales, without the company group account. */
export const topAccountsQuery = (db: Db, f: ResolvedFilter): TopAccountsPayload =>
  salesByAccount(db, f)
    .filter((r) => db.accounts[r.accountIdx]?.name !== COMPANY_GROUP_ACCOUNT_NAME)
    .sort((a, b) => b.amount - a.amount || a.accountIdx - b.accountIdx)
    .slice(0, TOP_ACCOUNTS_LIMIT)
    .map((r) => {
      const account = db.accounts[r.accountIdx] as Account;
      return {
        AccountId: account.id,
        AccountName: account.name,
        Address: account.address,
        TotalSales: Math.round(r.amount),
        TotalCases: r.cases,
      };
    });
