import { describe, expect, it } from 'vitest';
import type { Permissions } from '@/api/contract/permissions';
import { isRequested } from '@/filters/panel-requests';
import { managementRequests, type ManagementRequestId } from './queries';
import type { ManagementViewSearch } from './view-state';

const management = (keys: string[]): Permissions => ({ management: { permissions: keys, filters: [] } });

/** The requests (view:group) a user with `permissions` makes, for the view keys of the URL. */
const requested = (permissions: Permissions, search: ManagementViewSearch) =>
  Object.entries(managementRequests(search))
    .filter(([, request]) => isRequested('management', request, permissions))
    .map(([id]) => id as ManagementRequestId);

const PARAMS = { brand: 'Sunset Soda', dateStart: '2026-01-01' };

describe('managementRequests', () => {
  const all = management([
    'brandWeekly',
    'brandMonthly',
    'allBrandsWeekly',
    'allBrandsMonthly',
    'accountMetrics',
    'salesMetrics',
  ]);

  it('asks, for each permitted group, the one view the URL names when it is permitted, else the default view', () => {
    expect(requested(all, { view: 'allBrandsWeek' })).toEqual([
      'allBrandsWeek:account',
      'allBrandsWeek:sales',
    ]);
    expect(requested(all, {})).toEqual(['brandMonth:account', 'brandMonth:sales']);
    const weeklyOnly = management(['brandWeekly', 'allBrandsWeekly', 'accountMetrics']);
    expect(requested(weeklyOnly, { view: 'brandMonth' })).toEqual(['brandWeek:account']);
  });

  it('asks for nothing without a metric group to show it, or without a permitted view', () => {
    expect(requested(management(['brandWeekly', 'brandMonthly']), { view: 'brandWeek' })).toEqual([]);
    expect(requested(management(['accountMetrics']), {})).toEqual([]);
  });

  it("keys and sends each table's own metric (server name) and page; page 1 and the first metric are the defaults", () => {
    const requests = managementRequests({ salesMetric: 'totalAmount', salesPage: 3, accountPage: 1 });
    expect(requests['brandMonth:sales'].query(PARAMS).queryKey).toEqual([
      '/management/brand/month',
      PARAMS,
      { metrics: 'TotalAmount', page: '3' },
    ]);
    expect(requests['brandMonth:account'].query(PARAMS).queryKey).toEqual([
      '/management/brand/month',
      PARAMS,
      { metrics: 'StatusStoresVisited' },
    ]);
    expect(requests['allBrandsWeek:merchandising'].query(PARAMS).queryKey).toEqual([
      '/management/all-brands/week',
      PARAMS,
      { metrics: 'MerchFormsSubmitted' },
    ]);
  });
});
