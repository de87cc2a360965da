import { accountsActiveAccountsReport, accountsAllStatusesReport } from '@/api/contract/accounts';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import type { PermissionKey } from '@/api/contract/permissions';
import {
  brandSalesByAccountReport,
  brandSalesByDistributorReport,
  chainPromosReport,
  chainScorecardReport,
  merchandisingReport,
  scorecardMonthReport,
  scorecardWeekReport,
  skuSalesByAccountReport,
  skuSalesByDistributorReport,
  voidsReport,
} from '@/api/contract/reports';
import { salesOrdersReport } from '@/api/contract/sales';

/** One download button: its label, its file, the permission it needs. */
export interface ReportButton {
  label: string;
  endpoint: BlobEndpoint;
  permission: PermissionKey<'reports'>;
}

/** A block of the Reports page: a titled group of downloads (SPEC.md section 2). */
export interface ReportBlock {
  title: string;
  name: string;
  buttons: readonly ReportButton[];
  /** Blocks with a control of their own (the Chain Reports scorecard select). */
  kind?: 'chain';
}

/**
 * Every download of the Reports page, grouped and labelled as SPEC.md lists them. The
 * Account Images report (a week picker and a PDF link) is drawn by its own component at
 * the end of the Merchandising Reports block; its permission is 'accountImages'.
 */
export const REPORT_BLOCKS: readonly ReportBlock[] = [
  {
    title: 'Account Reports',
    name: 'account-reports',
    buttons: [
      { label: 'Account List', endpoint: accountsActiveAccountsReport, permission: 'accountList' },
      {
        label: 'Account Status Report',
        endpoint: accountsAllStatusesReport,
        permission: 'accountStatusReport',
      },
    ],
  },
  {
    title: 'Merchandising Reports',
    name: 'merchandising-reports',
    buttons: [
      { label: 'Merchandising Report', endpoint: merchandisingReport, permission: 'merchandisingReport' },
      { label: 'Voids Report', endpoint: voidsReport, permission: 'voidsReport' },
    ],
  },
  {
    title: 'Sales Reports',
    name: 'sales-reports',
    buttons: [
      { label: 'Sales Report', endpoint: salesOrdersReport, permission: 'salesReport' },
      {
        label: 'Brand Sales by Distributor',
        endpoint: brandSalesByDistributorReport,
        permission: 'brandSalesByDistributor',
      },
      {
        label: 'SKU Sales by Distributor',
        endpoint: skuSalesByDistributorReport,
        permission: 'skuSalesByDistributor',
      },
      {
        label: 'Brand Sales by Account',
        endpoint: brandSalesByAccountReport,
        permission: 'brandSalesByAccount',
      },
      { label: 'SKU Sales by Account', endpoint: skuSalesByAccountReport, permission: 'skuSalesByAccount' },
    ],
  },
  {
    title: 'Chain Reports',
    name: 'chain-reports',
    kind: 'chain',
    buttons: [
      { label: 'Scorecard', endpoint: chainScorecardReport, permission: 'chainScorecard' },
      { label: 'Promos', endpoint: chainPromosReport, permission: 'chainPromos' },
    ],
  },
  {
    title: 'Summary Reports',
    name: 'summary-reports',
    buttons: [
      { label: 'Weekly Summary Report', endpoint: scorecardWeekReport, permission: 'weeklySummaryReport' },
      { label: 'Monthly Summary Report', endpoint: scorecardMonthReport, permission: 'monthlySummaryReport' },
    ],
  },
];
