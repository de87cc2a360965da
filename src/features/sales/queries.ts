import { salesData, salesTopAccounts, salesTotals } from '@/api/contract/sales';
import { filterQuery } from '@/filters/filter-query';
import type { PanelRequest } from '@/filters/panel-requests';

/**
 * One queryOptions factory per Sales endpoint, keyed by the params that endpoint sends
 * (docs/filters.md, "Caching contract for panels"). The route-independent page, the
 * period-shortcut prefetch and the tests all call these, so they share cache entries.
 */

/** GET /sales: the Sales Map pins and the Summary they add up to. */
export const salesDataQuery = filterQuery(salesData);
/** GET /sales/totals: per-interval totals, by SKU and by distributor (every chart). */
export const salesTotalsQuery = filterQuery(salesTotals);
/** GET /sales/top-accounts: the Top 10 Accounts table. */
export const salesTopAccountsQuery = filterQuery(salesTopAccounts);

/** What the page's permitted panels read; the others are never requested. */
export const salesRequests = {
  data: { readBy: ['map', 'summary'], query: salesDataQuery },
  totals: { readBy: ['total', 'totalBySku', 'totalByDistributor'], query: salesTotalsQuery },
  topAccounts: { readBy: ['topAccounts'], query: salesTopAccountsQuery },
} satisfies Record<string, PanelRequest<'sales'>>;
