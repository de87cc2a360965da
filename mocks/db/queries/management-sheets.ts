import { REP_METRIC_KEYS, REP_METRICS, SERVER_REP_METRIC_NAMES } from '@/api/contract/common';
import type { XlsxColumn, XlsxSheet } from '../../xlsx';
import type { Account } from '../entities';
import type { Db } from '../generate';
import type { AccountBrandIndex } from '../indexes';
import { STATUS } from '../reference-data';
import { statusAt, type ResolvedFilter } from './filter';
import type { ManagementPeriod, RepPeriodTable } from './management';
import { salesByAccount } from './sales';

/**
 * The Management page's spreadsheets, as data (XlsxSheet, like sheets.ts). The ASM reports
 * hold the rows of the page's representative tables (one row per representative and
 * period, one column per metric, headed by the page's labels); the account reports read
 * the same filters and helpers as the Accounts and Sales pages.
 */

/** An account whose last order (up to the end date) is this many days old or older is "dead". */
export const DEAD_AFTER_DAYS = 90;

const PERIOD_COLUMN: Record<ManagementPeriod, string> = { week: 'Week Start', month: 'Month Start' };
const DECIMAL_METRICS = new Set(['HoursWorked', 'MileageDriven', 'AvgNumberOfFacings', 'AvgNumberOfSKUs']);

/** ASM weekly/monthly report (one brand or all brands): the representative table's rows. */
export const asmReportSheet = (
  db: Db,
  table: RepPeriodTable,
  period: ManagementPeriod,
  allBrands: boolean,
): XlsxSheet => {
  const P = table.periods.length;
  return {
    name: `${allBrands ? 'Multi-Brand ' : ''}ASM ${period === 'week' ? 'Weekly' : 'Monthly'} Report`,
    columns: [
      { header: 'Representative', width: 20 },
      { header: PERIOD_COLUMN[period], width: 12, format: 'date' },
      ...SERVER_REP_METRIC_NAMES.map((m): XlsxColumn => ({
        header: REP_METRICS[REP_METRIC_KEYS[m]].label,
        width: Math.max(10, REP_METRICS[REP_METRIC_KEYS[m]].label.length + 2),
        format: m === 'TotalAmount' ? 'money' : DECIMAL_METRICS.has(m) ? 'decimal' : 'integer',
      })),
    ],
    rows: table.reps.flatMap((rep, row) =>
      table.periods.map((start, p) => [
        rep,
        db.iso(start),
        ...SERVER_REP_METRIC_NAMES.map((m) => table.values[m][row * P + p] as number),
      ]),
    ),
  };
};

const ACCOUNT_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Account ID', width: 12 },
  { header: 'Account', width: 34 },
  { header: 'Address', width: 48 },
  { header: 'City', width: 18 },
  { header: 'Chain', width: 26 },
  { header: 'Channel', width: 14 },
  { header: 'Representative', width: 20 },
  { header: 'Status', width: 20 },
];

const accountCells = (db: Db, f: ResolvedFilter, account: Account) => [
  account.id,
  account.name,
  account.address,
  account.city,
  account.chain,
  account.channel,
  db.reps[account.repIdx]?.name ?? '',
  db.statuses[statusAt(account.statusHistory[f.brand.idx], f.endDay)?.statusIdx ?? STATUS.notVisited]?.name ??
    '',
];

interface DeadAccount {
  account: Account;
  /** The last order of the brand up to the end date; -1 when there is none. */
  lastOrderDay: number;
}

/**
 * Dead (docs/api.md, Dead Accounts): the last order up to the end date is DEAD_AFTER_DAYS or
 * more before it, or there is none. Where the period starts plays no part, so a short
 * period still lists every dead account.
 */
export const isDead = (lastOrderDay: number, endDay: number): boolean =>
  lastOrderDay < 0 || lastOrderDay <= endDay - DEAD_AFTER_DAYS;

/**
 * Dead accounts: the brand's accounts of the filter (orders by representativesMetric when
 * set) whose last order up to the end date is dead by `isDead`.
 */
export const deadAccounts = (db: Db, f: ResolvedFilter): DeadAccount[] => {
  const everOrdered = salesByAccount(db, {
    ...f,
    startDay: Number.NEGATIVE_INFINITY,
    orderDistributors: null,
    skus: null,
  });
  const lastOrder = new Map(everOrdered.map((row) => [row.accountIdx, row.lastOrderDay]));
  const out: DeadAccount[] = [];
  for (const idx of f.accountIdxs) {
    if (!db.indexes.byAccountBrand[f.brand.idx]?.[idx]) continue;
    const lastOrderDay = lastOrder.get(idx) ?? -1;
    if (isDead(lastOrderDay, f.endDay)) out.push({ account: db.accounts[idx] as Account, lastOrderDay });
  }
  return out;
};

const deadRows = (db: Db, f: ResolvedFilter, dead: readonly DeadAccount[], type?: string) =>
  dead.map(({ account, lastOrderDay }) => [
    ...(type ? [type] : []),
    ...accountCells(db, f, account),
    lastOrderDay >= 0 ? db.iso(lastOrderDay) : null,
    lastOrderDay >= 0 ? f.endDay - lastOrderDay : null,
  ]);

const DEAD_COLUMNS: readonly XlsxColumn[] = [
  ...ACCOUNT_COLUMNS,
  { header: 'Last Order Date', width: 14, format: 'date' },
  { header: 'Days Since Last Order', width: 12, format: 'integer' },
];

/** /management/reports/dead */
export const deadAccountsSheet = (db: Db, f: ResolvedFilter): XlsxSheet => ({
  name: 'Dead Accounts',
  columns: DEAD_COLUMNS,
  rows: deadRows(db, f, deadAccounts(db, f)),
});

/**
 * /management/reports/dead-accounts-hot: the dead accounts, then the accounts of the
 * filter that are Hot Leads on the end date (the ones to win back and the ones to win),
 * told apart by the Type column. A Hot Lead is listed once, as a Hot Lead.
 */
export const deadAccountsHotSheet = (db: Db, f: ResolvedFilter): XlsxSheet => {
  const hot: (string | number | null)[][] = [];
  const hotIdxs = new Set<number>();
  for (const idx of f.accountIdxs) {
    const account = db.accounts[idx] as Account;
    const status = statusAt(account.statusHistory[f.brand.idx], f.endDay);
    if (status?.statusIdx !== STATUS.hot) continue;
    hotIdxs.add(idx);
    const ab = db.indexes.byAccountBrand[f.brand.idx]?.[idx] as AccountBrandIndex | null;
    const last = ab ? (ab.orderDays.filter((d) => d <= f.endDay).at(-1) ?? -1) : -1;
    hot.push([
      'Hot Lead',
      ...accountCells(db, f, account),
      last >= 0 ? db.iso(last) : null,
      last >= 0 ? f.endDay - last : null,
    ]);
  }
  return {
    name: 'Dead Accounts w Hot Leads',
    columns: [{ header: 'Type', width: 12 }, ...DEAD_COLUMNS],
    rows: [
      ...deadRows(
        db,
        f,
        deadAccounts(db, f).filter(({ account }) => !hotIdxs.has(account.idx)),
        'Dead Account',
      ),
      ...hot,
    ],
  };
};

/**
 * /management/reports/sales-accounts: per account with orders, the Sales page's sums
 * (salesByAccount under the Sales filter), so the column totals are the Sales summary.
 */
export const accountsTotalSalesSheet = (db: Db, f: ResolvedFilter): XlsxSheet => ({
  name: 'Accounts Total Sales',
  columns: [
    ...ACCOUNT_COLUMNS,
    { header: 'Orders', width: 8, format: 'integer' },
    { header: 'Cases', width: 8, format: 'integer' },
    { header: 'Sales ($)', width: 12, format: 'money' },
    { header: 'Last Order Date', width: 14, format: 'date' },
  ],
  rows: salesByAccount(db, f).map((row) => [
    ...accountCells(db, f, db.accounts[row.accountIdx] as Account),
    row.orders,
    row.cases,
    row.amount,
    row.lastOrderDay >= 0 ? db.iso(row.lastOrderDay) : null,
  ]),
});
