import { describe, expect, it } from 'vitest';
import type { Permissions } from '@/api/contract/permissions';
import { isRequested } from '@/filters/panel-requests';
import { MANAGEMENT_VIEW_IDS, type ManagementViewId } from './metrics-model';
import { managementRequests } from './queries';

const management = (keys: string[]): Permissions => ({ management: { permissions: keys, filters: [] } });

/** The views whose request a user with `permissions` makes, for the view the URL asks for. */
const requested = (permissions: Permissions, view: ManagementViewId | undefined) =>
  MANAGEMENT_VIEW_IDS.filter((id) => isRequested('management', managementRequests(view)[id], permissions));

describe('managementRequests', () => {
  const all = management([
    'brandWeekly',
    'brandMonthly',
    'allBrandsWeekly',
    'allBrandsMonthly',
    'accountMetrics',
    'salesMetrics',
  ]);

  it('asks for the one view the URL names when it is permitted, else the default view', () => {
    expect(requested(all, 'allBrandsWeek')).toEqual(['allBrandsWeek']);
    expect(requested(all, undefined)).toEqual(['brandMonth']);
    const weeklyOnly = management(['brandWeekly', 'allBrandsWeekly', 'accountMetrics']);
    expect(requested(weeklyOnly, 'brandMonth')).toEqual(['brandWeek']);
  });

  it('asks for nothing without a metric group to show it, or without a permitted view', () => {
    expect(requested(management(['brandWeekly', 'brandMonthly']), 'brandWeek')).toEqual([]);
    expect(requested(management(['accountMetrics']), undefined)).toEqual([]);
  });
});
