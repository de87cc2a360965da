import { z } from 'zod';
import {
  BrandItem,
  Coordinates,
  DatedStatus,
  SHARED_FILTER_PARAMS,
  baseFilterOptionsShape,
  isoDate,
  percentage,
  toBaseFilterOptions,
} from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';
import type { RequestParamName } from './request-params';

/**
 * Top 10 Accounts leaves out the company's own group account (SPEC.md section 4,
 * docs/decisions.md behaviour 7). The app and the demo API share this one name.
 */
export const COMPANY_GROUP_ACCOUNT_NAME = 'Westline Beverage Group';

/** Top accounts table size (SPEC.md section 9). */
export const TOP_ACCOUNTS_LIMIT = 10;

/**
 * The Sales page filter: the shared fields plus SKUs (SPEC.md section 3). On sales
 * endpoints `distributors`, `skuNames` and `representativesMetric` select orders (the
 * distributor that shipped, the SKUs on the lines, the rep who took the order); the
 * other fields select accounts.
 */
export const SALES_PARAMS = [
  ...SHARED_FILTER_PARAMS,
  'skuNames',
] as const satisfies readonly RequestParamName[];

export const SalesFilterOptions = z
  .object({ ...baseFilterOptionsShape, Skus: z.array(BrandItem) })
  .transform((s) => ({ ...toBaseFilterOptions(s), skus: s.Skus }));
export type SalesFilterOptions = z.output<typeof SalesFilterOptions>;

const nullableDate = isoDate.nullable();

/** A Sales Map pin: an account with orders for the filter (SPEC.md section 3, "Sales account pin"). */
export const SalesAccount = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Address: z.string(),
    StorePictureUrl: z.string().nullable(),
    /** Whole dollars of the account's orders in the period. */
    TotalSales: z.number(),
    /** Orders in the period, and their share of all orders for the filter. */
    TotalOrders: z
      .object({ Count: z.number().int(), Percentage: percentage })
      .transform((s) => ({ count: s.Count, percentage: s.Percentage })),
    TotalCases: z.number(),
    LastOrderDate: nullableDate,
    /** First day the account was authorised for the brand. */
    AuthorisedDate: nullableDate,
    /** Merchandising (rep) visits in the period. */
    Visits: z.number().int(),
    /** Status on the end date. */
    Status: DatedStatus,
    Representative: z.string(),
    NextScheduledDate: nullableDate,
    Coordinates,
  })
  .transform((s) => ({
    id: s.Id,
    name: s.Name,
    address: s.Address,
    storePictureUrl: s.StorePictureUrl,
    totalSales: s.TotalSales,
    totalOrders: s.TotalOrders,
    totalCases: s.TotalCases,
    lastOrderDate: s.LastOrderDate,
    authorisedDate: s.AuthorisedDate,
    visits: s.Visits,
    status: s.Status,
    representative: s.Representative,
    nextScheduledDate: s.NextScheduledDate,
    coordinates: s.Coordinates,
  }));
export type SalesAccount = z.output<typeof SalesAccount>;

/** TotalAmount equals the sum of the pins' TotalSales; UniqueAccountOrders is the pin count. */
export const SalesSummary = z
  .object({
    OrdersSubmitted: z.number().int(),
    UniqueAccountOrders: z.number().int(),
    TotalAmount: z.number(),
    TotalCases: z.number(),
  })
  .transform((s) => ({
    ordersSubmitted: s.OrdersSubmitted,
    uniqueAccountOrders: s.UniqueAccountOrders,
    totalAmount: s.TotalAmount,
    totalCases: s.TotalCases,
  }));
export type SalesSummary = z.output<typeof SalesSummary>;

export const SalesData = z
  .object({ Addresses: z.array(SalesAccount), Summary: SalesSummary })
  .transform((s) => ({ accounts: s.Addresses, summary: s.Summary }));
export type SalesData = z.output<typeof SalesData>;

export const INTERVAL_TYPES = ['day', 'week', 'month', 'year'] as const;
export const IntervalType = z.enum(INTERVAL_TYPES);
export type IntervalType = z.output<typeof IntervalType>;

export const SalesTotals = z
  .object({ Amount: z.number(), Cases: z.number() })
  .transform((s) => ({ amount: s.Amount, cases: s.Cases }));
export type SalesTotals = z.output<typeof SalesTotals>;

export const NamedSalesTotals = z
  .object({ Name: z.string(), Amount: z.number(), Cases: z.number() })
  .transform((s) => ({ name: s.Name, amount: s.Amount, cases: s.Cases }));
export type NamedSalesTotals = z.output<typeof NamedSalesTotals>;

/**
 * One interval of the period (a day, an ISO week, a calendar month or year, clipped to
 * the period). Totals equal the sum of BySku and of ByDistributor; every SKU and
 * distributor of the selection is listed in every interval (zeros included) so series
 * line up.
 */
export const SalesInterval = z
  .object({
    Start: isoDate,
    End: isoDate,
    Totals: SalesTotals,
    BySku: z.array(NamedSalesTotals),
    ByDistributor: z.array(NamedSalesTotals),
  })
  .transform((s) => ({
    start: s.Start,
    end: s.End,
    totals: s.Totals,
    bySku: s.BySku,
    byDistributor: s.ByDistributor,
  }));
export type SalesInterval = z.output<typeof SalesInterval>;

/**
 * IntervalType follows the period length: up to 31 days by day, up to 26 weeks by ISO
 * week, up to 3 years by month, longer by year. Totals covers the whole period.
 */
export const SalesTotalsData = z
  .object({ IntervalType, Totals: SalesTotals, SalesIntervals: z.array(SalesInterval) })
  .transform((s) => ({ intervalType: s.IntervalType, totals: s.Totals, intervals: s.SalesIntervals }));
export type SalesTotalsData = z.output<typeof SalesTotalsData>;

export const TopAccount = z
  .object({
    /** Defined here (SPEC.md's row has no id): links the row to the account's page; absent, no link. */
    AccountId: z.number().int().optional(),
    AccountName: z.string(),
    Address: z.string(),
    TotalSales: z.number().int(),
    TotalCases: z.number(),
  })
  .transform((s) => ({
    accountId: s.AccountId ?? null,
    accountName: s.AccountName,
    address: s.Address,
    totalSales: s.TotalSales,
    totalCases: s.TotalCases,
  }));
export type TopAccount = z.output<typeof TopAccount>;

const params = SALES_PARAMS;

export const salesFilters = jsonEndpoint({
  method: 'GET',
  path: '/sales/filters',
  summary: 'Filter options of the Sales page: the shared lists plus Skus (name, brand).',
  params: [],
  response: SalesFilterOptions,
});

export const salesData = jsonEndpoint({
  method: 'GET',
  path: '/sales',
  summary:
    'Sales Map pins (Addresses: accounts with orders for the filter) and Summary (OrdersSubmitted, UniqueAccountOrders, TotalAmount, TotalCases). Summary shape defined here.',
  params,
  response: SalesData,
  listsEveryAccount: true,
});

export const salesTotals = jsonEndpoint({
  method: 'GET',
  path: '/sales/totals',
  summary: 'SalesIntervals (Totals, BySku, ByDistributor per interval), IntervalType and period Totals.',
  params,
  response: SalesTotalsData,
});

export const salesTopAccounts = jsonEndpoint({
  method: 'GET',
  path: '/sales/top-accounts',
  definedHere: 'call',
  summary: `Top ${TOP_ACCOUNTS_LIMIT} accounts by sales for the filter, highest first, without the company group account; TotalSales rounded to whole dollars; AccountId (defined here) names the account for its page.`,
  params,
  response: z.array(TopAccount),
});

export const salesXlsx = blobEndpoint({
  method: 'GET',
  path: '/sales/xlsx',
  summary: 'Map Account List: one row per /sales pin for the same filter (.xlsx).',
  params,
  failureSubject: 'sales report',
});

/** Reports page: honours the shared filter plus the report's sales SKUs. */
export const salesOrdersReport = blobEndpoint({
  method: 'GET',
  path: '/sales/reports/orders',
  summary: 'Sales Report: one row per order line in the period (.xlsx).',
  params: [...SHARED_FILTER_PARAMS, 'salesSkuNames'],
  failureSubject: 'sales report',
});
