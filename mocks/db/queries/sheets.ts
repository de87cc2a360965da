import type { XlsxSheet } from '../../xlsx';
import type { Account } from '../entities';
import type { Db } from '../generate';
import { orderId } from '../tables';
import { mapAccountOf } from './accounts';
import { statusAt, type ResolvedFilter } from './filter';
import { merchandisingDataQuery, type MerchFilter } from './merchandising';
import { forEachOrder, salesDataQuery } from './sales';

/**
 * The rows of the demo API's spreadsheet downloads, built from the same queries as the
 * pages, so a download holds exactly what the page shows for the filter.
 */

const repName = (db: Db, account: Account) => db.reps[account.repIdx]?.name ?? '';

/** /accounts/xlsx: one row per Account Status Map pin. */
export const accountsMapSheet = (db: Db, f: ResolvedFilter): XlsxSheet => ({
  name: 'Map Account List',
  columns: [
    { header: 'Account ID', width: 12 },
    { header: 'Account', width: 34 },
    { header: 'Address', width: 48 },
    { header: 'City', width: 18 },
    { header: 'State', width: 8 },
    { header: 'Zip Code', width: 10 },
    { header: 'County', width: 16 },
    { header: 'Chain', width: 26 },
    { header: 'Banner', width: 26 },
    { header: 'Channel', width: 14 },
    { header: 'Region', width: 18 },
    { header: 'Area', width: 16 },
    { header: 'Representative', width: 20 },
    { header: 'Status', width: 20 },
    { header: 'Status Date', width: 12, format: 'date' },
    { header: 'Last Visit', width: 12, format: 'date' },
    { header: 'Visits', width: 8, format: 'integer' },
    { header: 'Next Scheduled Visit', width: 14, format: 'date' },
    { header: 'Discontinued Date', width: 14, format: 'date' },
  ],
  rows: f.accountIdxs.map((idx) => {
    const a = db.accounts[idx] as Account;
    const pin = mapAccountOf(db, f, idx);
    return [
      a.id,
      a.name,
      a.address,
      a.city,
      a.state,
      a.zipCode,
      a.county,
      a.chain,
      a.banner,
      a.channel,
      a.region,
      a.territory,
      pin.Representative,
      pin.Status.Name,
      pin.Status.Date,
      pin.LastDate,
      pin.TotalVisits,
      pin.NextScheduledDate,
      pin.DiscontinuedDate,
    ];
  }),
});

/** /accounts/reports/all-statuses: every status change in the period. */
export const allStatusesSheet = (db: Db, f: ResolvedFilter): XlsxSheet => {
  const rows: (string | number)[][] = [];
  for (const idx of f.accountIdxs) {
    const a = db.accounts[idx] as Account;
    const history = a.statusHistory[f.brand.idx] ?? [];
    let previous = '';
    for (const change of history) {
      const name = db.statuses[change.statusIdx]?.name ?? '';
      if (
        change.day >= f.startDay &&
        change.day <= f.endDay &&
        (!f.repMetric || f.repMetric.has(change.repIdx))
      ) {
        rows.push([
          a.id,
          a.name,
          a.address,
          a.city,
          a.chain,
          a.channel,
          repName(db, a),
          f.brand.name,
          previous,
          name,
          change.date,
          change.repIdx >= 0 ? (db.reps[change.repIdx]?.name ?? '') : '',
        ]);
      }
      previous = name;
    }
  }
  return {
    name: 'Account Status Report',
    columns: [
      { header: 'Account ID', width: 12 },
      { header: 'Account', width: 34 },
      { header: 'Address', width: 48 },
      { header: 'City', width: 18 },
      { header: 'Chain', width: 26 },
      { header: 'Channel', width: 14 },
      { header: 'Representative', width: 20 },
      { header: 'Brand', width: 20 },
      { header: 'Previous Status', width: 20 },
      { header: 'Status', width: 20 },
      { header: 'Date', width: 12, format: 'date' },
      { header: 'Recorded By', width: 20 },
    ],
    rows,
  };
};

/** /accounts/reports/active-accounts: accounts authorised on the end date. */
export const activeAccountsSheet = (db: Db, f: ResolvedFilter): XlsxSheet => {
  const active = db.indexes.activeStatusIdxs;
  const rows: (string | number | null)[][] = [];
  for (const idx of f.accountIdxs) {
    const a = db.accounts[idx] as Account;
    const status = statusAt(a.statusHistory[f.brand.idx], f.endDay);
    if (!status || !active.has(status.statusIdx)) continue;
    const ab = db.indexes.byAccountBrand[f.brand.idx]?.[idx];
    let orders = 0;
    let sales = 0;
    if (ab) {
      forEachOrder(db, { ...f, orderDistributors: null, skus: null }, ab, (_o, amount) => {
        orders++;
        sales += amount;
      });
    }
    rows.push([
      a.id,
      a.name,
      a.address,
      a.city,
      a.state,
      a.zipCode,
      a.chain,
      a.banner,
      a.channel,
      db.distributors[a.distributorByBrand[f.brand.idx] as number]?.name ?? '',
      repName(db, a),
      db.statuses[status.statusIdx]?.name ?? '',
      ab && ab.authorisedDay >= 0 ? db.iso(ab.authorisedDay) : null,
      orders,
      sales,
    ]);
  }
  return {
    name: 'Account List',
    columns: [
      { header: 'Account ID', width: 12 },
      { header: 'Account', width: 34 },
      { header: 'Address', width: 48 },
      { header: 'City', width: 18 },
      { header: 'State', width: 8 },
      { header: 'Zip Code', width: 10 },
      { header: 'Chain', width: 26 },
      { header: 'Banner', width: 26 },
      { header: 'Channel', width: 14 },
      { header: 'Distributor', width: 28 },
      { header: 'Representative', width: 20 },
      { header: 'Status', width: 20 },
      { header: 'Authorized Date', width: 14, format: 'date' },
      { header: 'Orders', width: 8, format: 'integer' },
      { header: 'Sales ($)', width: 12, format: 'money' },
    ],
    rows,
  };
};

/** /sales/xlsx: one row per Sales Map pin. */
export const salesMapSheet = (db: Db, f: ResolvedFilter): XlsxSheet => ({
  name: 'Map Account List',
  columns: [
    { header: 'Account ID', width: 12 },
    { header: 'Account', width: 34 },
    { header: 'Address', width: 48 },
    { header: 'Status', width: 20 },
    { header: 'Authorized Date', width: 14, format: 'date' },
    { header: 'Last Order Date', width: 14, format: 'date' },
    { header: 'Orders', width: 8, format: 'integer' },
    { header: 'Orders (%)', width: 10, format: 'percent' },
    { header: 'Sales ($)', width: 12, format: 'money' },
    { header: 'Cases', width: 10, format: 'integer' },
    { header: 'Visits', width: 8, format: 'integer' },
    { header: 'Representative', width: 20 },
    { header: 'Next Scheduled Visit', width: 14, format: 'date' },
  ],
  rows: salesDataQuery(db, f).Addresses.map((p) => [
    p.Id,
    p.Name,
    p.Address,
    p.Status.Name,
    p.AuthorisedDate,
    p.LastOrderDate,
    p.TotalOrders.Count,
    p.TotalOrders.Percentage,
    p.TotalSales,
    p.TotalCases,
    p.Visits,
    p.Representative,
    p.NextScheduledDate,
  ]),
});

/** /sales/reports/orders: one row per order line in the period. */
export const ordersSheet = (db: Db, f: ResolvedFilter): XlsxSheet => {
  const rows: (string | number)[][] = [];
  for (const idx of f.accountIdxs) {
    const a = db.accounts[idx] as Account;
    const ab = db.indexes.byAccountBrand[f.brand.idx]?.[idx];
    if (!ab) continue;
    forEachOrder(db, f, ab, (orderIdx) => {
      const ot = db.orderTable;
      for (let l = ot.lineStart[orderIdx] as number; l < (ot.lineStart[orderIdx + 1] as number); l++) {
        const skuIdx = ot.lineSkuIdx[l] as number;
        if (f.skus && !f.skus.has(skuIdx)) continue;
        rows.push([
          orderId(orderIdx),
          db.iso(ot.day[orderIdx] as number),
          a.id,
          a.name,
          a.address,
          a.city,
          a.chain,
          a.channel,
          db.distributors[ot.distributorIdx[orderIdx] as number]?.name ?? '',
          db.reps[ot.repIdx[orderIdx] as number]?.name ?? '',
          f.brand.name,
          db.skus[skuIdx]?.name ?? '',
          ot.lineCases[l] as number,
          ot.lineAmount[l] as number,
        ]);
      }
    });
  }
  return {
    name: 'Sales Report',
    columns: [
      { header: 'Order ID', width: 10 },
      { header: 'Date', width: 12, format: 'date' },
      { header: 'Account ID', width: 12 },
      { header: 'Account', width: 34 },
      { header: 'Address', width: 48 },
      { header: 'City', width: 18 },
      { header: 'Chain', width: 26 },
      { header: 'Channel', width: 14 },
      { header: 'Distributor', width: 28 },
      { header: 'Representative', width: 20 },
      { header: 'Brand', width: 20 },
      { header: 'SKU', width: 36 },
      { header: 'Cases', width: 8, format: 'integer' },
      { header: 'Amount ($)', width: 12, format: 'money' },
    ],
    rows,
  };
};

/** /merchandising/xlsx: one row per Merchandising Map pin. */
export const merchandisingMapSheet = (db: Db, m: MerchFilter): XlsxSheet => ({
  name: 'Merchandising Account List',
  columns: [
    { header: 'Account ID', width: 12 },
    { header: 'Account', width: 34 },
    { header: 'Address', width: 48 },
    { header: 'City', width: 18 },
    { header: 'Chain', width: 26 },
    { header: 'Channel', width: 14 },
    { header: 'Representative', width: 20 },
    { header: 'Status', width: 20 },
    { header: 'Authorized Date', width: 14 },
    { header: 'Last Merchandising Visit', width: 14 },
    { header: 'Merchandising Visits', width: 12 },
    { header: 'Primary Placement', width: 16 },
    { header: 'Secondary Placements', width: 12 },
    { header: 'Secondary Placements (%)', width: 12 },
  ],
  rows: merchandisingDataQuery(db, m).Accounts.map((pin) => {
    const a = db.accountById.get(pin.Id) as Account;
    return [
      pin.Id,
      pin.Name,
      pin.Address,
      a.city,
      a.chain,
      a.channel,
      pin.Representative,
      pin.Status.Name,
      pin.AuthorisedDate,
      pin.LastDate,
      pin.TotalVisits,
      pin.PrimaryPlacement,
      pin.SecondaryPlacementCount,
      pin.SecondaryPlacementCountPercentage,
    ];
  }),
});
