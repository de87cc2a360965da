import type { XlsxColumn, XlsxSheet } from '../../xlsx';
import type { Account } from '../entities';
import type { Db } from '../generate';
import type { ResolvedFilter } from './filter';
import { forEachOrder } from './sales';

/**
 * The Reports page's sales breakdowns (SPEC.md section 2, Sales Reports), declared as data:
 * what a row is grouped by, and whether it splits orders into their SKU lines. One function
 * sums the filter's orders (the ones the Sales page counts) for any of them.
 */
export type SalesBreakdownKey = 'brandByDistributor' | 'skuByDistributor' | 'brandByAccount' | 'skuByAccount';

interface SalesBreakdown {
  sheetName: string;
  by: 'distributor' | 'account';
  perSku: boolean;
}

export const SALES_BREAKDOWNS: Record<SalesBreakdownKey, SalesBreakdown> = {
  brandByDistributor: { sheetName: 'Brand Sales by Distributor', by: 'distributor', perSku: false },
  skuByDistributor: { sheetName: 'SKU Sales by Distributor', by: 'distributor', perSku: true },
  brandByAccount: { sheetName: 'Brand Sales by Account', by: 'account', perSku: false },
  skuByAccount: { sheetName: 'SKU Sales by Account', by: 'account', perSku: true },
};

interface Totals {
  orders: number;
  cases: number;
  amount: number;
}

const groupColumns: Record<SalesBreakdown['by'], readonly XlsxColumn[]> = {
  distributor: [{ header: 'Distributor', width: 30 }],
  account: [
    { header: 'Account ID', width: 12 },
    { header: 'Account', width: 34 },
    { header: 'Address', width: 48 },
    { header: 'Chain', width: 26 },
  ],
};

const groupCells = (db: Db, by: SalesBreakdown['by'], orderIdx: number): (string | number)[] => {
  if (by === 'distributor')
    return [db.distributors[db.orderTable.distributorIdx[orderIdx] as number]?.name ?? ''];
  const a = db.accounts[db.orderTable.accountIdx[orderIdx] as number] as Account;
  return [a.id, a.name, a.address, a.chain];
};

/** One sales breakdown of the filter's orders, biggest sales first. */
export const salesBreakdownSheet = (db: Db, f: ResolvedFilter, key: SalesBreakdownKey): XlsxSheet => {
  const spec = SALES_BREAKDOWNS[key];
  const ot = db.orderTable;
  const groups = new Map<string, { cells: (string | number)[]; totals: Totals }>();
  const add = (cells: (string | number)[], cases: number, amount: number) => {
    const id = cells.join('\u0000');
    const group = groups.get(id) ?? { cells, totals: { orders: 0, cases: 0, amount: 0 } };
    group.totals.orders++;
    group.totals.cases += cases;
    group.totals.amount += amount;
    groups.set(id, group);
  };
  for (const idx of f.accountIdxs) {
    const ab = db.indexes.byAccountBrand[f.brand.idx]?.[idx];
    if (!ab) continue;
    forEachOrder(db, f, ab, (orderIdx, amount, cases) => {
      const cells = groupCells(db, spec.by, orderIdx);
      if (!spec.perSku) {
        add(cells, cases, amount);
        return;
      }
      for (let l = ot.lineStart[orderIdx] as number; l < (ot.lineStart[orderIdx + 1] as number); l++) {
        const sku = ot.lineSkuIdx[l] as number;
        if (f.skus && !f.skus.has(sku)) continue;
        add([...cells, db.skus[sku]?.name ?? ''], ot.lineCases[l] as number, ot.lineAmount[l] as number);
      }
    });
  }
  const rows = [...groups.values()]
    .sort((x, y) => y.totals.amount - x.totals.amount || String(x.cells[0]).localeCompare(String(y.cells[0])))
    .map((g) => [...g.cells, g.totals.orders, g.totals.cases, g.totals.amount]);
  return {
    name: spec.sheetName,
    columns: [
      ...groupColumns[spec.by],
      ...(spec.perSku ? [{ header: 'SKU', width: 36 }] : []),
      { header: 'Orders', width: 9, format: 'integer' },
      { header: 'Cases', width: 10, format: 'integer' },
      { header: 'Sales ($)', width: 14, format: 'money' },
    ],
    rows,
  };
};
