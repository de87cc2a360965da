import { z } from 'zod';
import {
  BrandItem,
  REPORTS_PARAMS,
  ScorecardFile,
  baseFilterOptionsShape,
  isoDate,
  perBrand,
  toBaseFilterOptions,
} from './common';
import { blobEndpoint, jsonEndpoint, type BlobEndpoint, type DefinedHere } from './endpoint';
import type { RequestParamName } from './request-params';

/**
 * One column of the Weekly or Monthly Summary table (SPEC.md section 3, "Scorecard period
 * row"). Field names are the PascalCase of SPEC.md's list.
 */
export const ScorecardPeriod = z
  .object({
    Label: z.enum(['Week', 'Month']),
    Start: isoDate,
    End: isoDate,
    Visits: z.number(),
    AccountsVisited: z.number(),
    HoursWorked: z.number(),
    MileageDriven: z.number(),
    AuthorisedAccounts: z.number(),
    NewAccountsUds: z.number(),
    NewAccountsUdsNew: z.number(),
    NewAccountsChain: z.number(),
    NewAccountsChainNew: z.number(),
    HotLeads: z.number(),
    HotLeadsNew: z.number(),
    WarmLeads: z.number(),
    WarmLeadsNew: z.number(),
    DiscontinuedLeads: z.number(),
    DiscontinuedLeadsNew: z.number(),
    MerchandisingVisits: z.number(),
    AccountsMerchandised: z.number(),
    FacingsAddedTotal: z.number(),
    FacingsAddedAverage: z.number(),
    AverageSkus: z.number(),
    Reorders: z.number(),
    SecondaryPlacements: z.number(),
    Orders: z.number(),
    AccountsOrdered: z.number(),
    Sales: z.number(),
    Cases: z.number(),
  })
  .transform((s) => ({
    label: s.Label,
    start: s.Start,
    end: s.End,
    visits: s.Visits,
    accountsVisited: s.AccountsVisited,
    hoursWorked: s.HoursWorked,
    mileage: s.MileageDriven,
    authorisedAccounts: s.AuthorisedAccounts,
    newAccountsUds: s.NewAccountsUds,
    newAccountsUdsNew: s.NewAccountsUdsNew,
    newAccountsChain: s.NewAccountsChain,
    newAccountsChainNew: s.NewAccountsChainNew,
    hotLeads: s.HotLeads,
    hotLeadsNew: s.HotLeadsNew,
    warmLeads: s.WarmLeads,
    warmLeadsNew: s.WarmLeadsNew,
    discontinuedLeads: s.DiscontinuedLeads,
    discontinuedLeadsNew: s.DiscontinuedLeadsNew,
    merchandisingVisits: s.MerchandisingVisits,
    accountsMerchandised: s.AccountsMerchandised,
    facingsAddedTotal: s.FacingsAddedTotal,
    facingsAddedAverage: s.FacingsAddedAverage,
    averageSkus: s.AverageSkus,
    reorders: s.Reorders,
    secondaryPlacements: s.SecondaryPlacements,
    orders: s.Orders,
    accountsOrdered: s.AccountsOrdered,
    sales: s.Sales,
    cases: s.Cases,
  }));
export type ScorecardPeriod = z.output<typeof ScorecardPeriod>;

/**
 * The Weekly and Monthly Summary (tables, and the Summary Report spreadsheets): SPEC.md's
 * four blocks and the rows of each, in order. One declaration read by the page's tables
 * and the demo API's sheets, so both show the same rows under the same labels.
 */
export type ScorecardValueKey = Exclude<keyof ScorecardPeriod, 'label' | 'start' | 'end'>;
export type ScorecardFormat = 'integer' | 'decimal' | 'money';

export interface ScorecardRowSpec {
  key: ScorecardValueKey;
  label: string;
  format: ScorecardFormat;
}

export const SCORECARD_BLOCKS: readonly { title: string; rows: readonly ScorecardRowSpec[] }[] = [
  {
    title: 'Time and Efforts',
    rows: [
      { key: 'visits', label: 'Visits', format: 'integer' },
      { key: 'accountsVisited', label: 'Accounts Visited', format: 'integer' },
      { key: 'hoursWorked', label: 'Hours Worked', format: 'decimal' },
      { key: 'mileage', label: 'Mileage Driven', format: 'decimal' },
    ],
  },
  {
    title: 'Account Status',
    rows: [
      { key: 'authorisedAccounts', label: 'Authorized Accounts', format: 'integer' },
      { key: 'newAccountsUds', label: 'UDS Accounts (All)', format: 'integer' },
      { key: 'newAccountsUdsNew', label: 'UDS Accounts (New)', format: 'integer' },
      { key: 'newAccountsChain', label: 'Chain Accounts (All)', format: 'integer' },
      { key: 'newAccountsChainNew', label: 'Chain Accounts (New)', format: 'integer' },
      { key: 'hotLeads', label: 'Hot Leads (All)', format: 'integer' },
      { key: 'hotLeadsNew', label: 'Hot Leads (New)', format: 'integer' },
      { key: 'warmLeads', label: 'Warm Leads (All)', format: 'integer' },
      { key: 'warmLeadsNew', label: 'Warm Leads (New)', format: 'integer' },
      { key: 'discontinuedLeads', label: 'Discontinued (All)', format: 'integer' },
      { key: 'discontinuedLeadsNew', label: 'Discontinued (New)', format: 'integer' },
    ],
  },
  {
    title: 'Merchandising',
    rows: [
      { key: 'merchandisingVisits', label: 'Merchandising Visits', format: 'integer' },
      { key: 'accountsMerchandised', label: 'Accounts Merchandised', format: 'integer' },
      { key: 'facingsAddedTotal', label: 'Facings Added (Total)', format: 'integer' },
      { key: 'facingsAddedAverage', label: 'Facings Added (Avg)', format: 'decimal' },
      { key: 'averageSkus', label: 'SKUs (Avg)', format: 'decimal' },
      { key: 'reorders', label: 'Reorders', format: 'integer' },
      { key: 'secondaryPlacements', label: 'Secondary Placements', format: 'integer' },
    ],
  },
  {
    title: 'Sales',
    rows: [
      { key: 'orders', label: 'Orders', format: 'integer' },
      { key: 'accountsOrdered', label: 'Accounts Ordered', format: 'integer' },
      { key: 'sales', label: 'Sales', format: 'money' },
      { key: 'cases', label: 'Cases', format: 'integer' },
    ],
  },
];

export const ReportsFilterOptions = z
  .object({
    ...baseFilterOptionsShape,
    SalesSkuNames: z.array(BrandItem),
    MerchandisingSkuNames: z.array(BrandItem),
    Scorecards: perBrand(ScorecardFile),
  })
  .transform((s) => ({
    ...toBaseFilterOptions(s),
    salesSkuNames: s.SalesSkuNames,
    merchandisingSkuNames: s.MerchandisingSkuNames,
    scorecards: s.Scorecards,
  }));
export type ReportsFilterOptions = z.output<typeof ReportsFilterOptions>;

const params = REPORTS_PARAMS;

export const reportsFilters = jsonEndpoint({
  method: 'GET',
  path: '/reports/filters',
  summary: 'Filter options of the Reports page, with chain scorecard files per brand.',
  params: [],
  response: ReportsFilterOptions,
});

export const scorecardWeek = jsonEndpoint({
  method: 'GET',
  path: '/scorecard/week',
  summary: 'Weekly Summary table: one column per ISO week of the period.',
  params,
  response: z.array(ScorecardPeriod),
});

export const scorecardMonth = jsonEndpoint({
  method: 'GET',
  path: '/scorecard/month',
  summary: 'Monthly Summary table: one column per month of the period.',
  params,
  response: z.array(ScorecardPeriod),
});

const download = (
  path: string,
  summary: string,
  failureSubject: string,
  extra: {
    params?: readonly RequestParamName[];
    extraParams?: readonly string[];
    definedHere?: DefinedHere;
  } = {},
): BlobEndpoint =>
  blobEndpoint({
    method: 'GET',
    path,
    summary,
    params: extra.params ?? params,
    failureSubject,
    ...(extra.extraParams ? { extraParams: extra.extraParams } : {}),
    ...(extra.definedHere ? { definedHere: extra.definedHere } : {}),
  });

export const scorecardWeekReport = download(
  '/reports/scorecard/week',
  'Weekly Summary Report (.xlsx).',
  'scorecards week report',
);
export const scorecardMonthReport = download(
  '/reports/scorecard/month',
  'Monthly Summary Report (.xlsx).',
  'scorecards month report',
);
export const merchandisingReport = download(
  '/merchandising/reports/all-visits',
  'Merchandising Report: every merchandising visit (.xlsx).',
  'merchandising report',
);
export const voidsReport = download(
  '/merchandising/reports/voids-report',
  'Voids Report (.xlsx).',
  'void report',
);
// The Account List, Account Status Report and Sales Report downloads live with their
// areas: accounts.ts (accountsActiveAccountsReport, accountsAllStatusesReport) and
// sales.ts (salesOrdersReport).
export const brandSalesByDistributorReport = download(
  '/reports/sales/all-by-distributor',
  'Brand Sales by Distributor (.xlsx).',
  'sales report',
);
export const skuSalesByDistributorReport = download(
  '/reports/sales/by-distributor-by-sku',
  'SKU Sales by Distributor (.xlsx).',
  'sales report',
);
export const brandSalesByAccountReport = download(
  '/reports/sales/all-by-account',
  'Brand Sales by Account (.xlsx).',
  'sales report',
);
export const skuSalesByAccountReport = download(
  '/reports/sales/by-account-by-sku',
  'SKU Sales by Account (.xlsx).',
  'sales report',
);
export const chainScorecardReport = download(
  '/reports/chain/scorecard',
  'Chain Reports: the chosen scorecard file filled in for the filter (.xlsx).',
  'scorecards',
  { extraParams: ['scorecardId'], definedHere: 'path' },
);
export const chainPromosReport = download(
  '/reports/chain/promos',
  'Chain Reports: promos of the chosen scorecard file (.xlsx).',
  'scorecards',
  { extraParams: ['scorecardId'], definedHere: 'path' },
);
