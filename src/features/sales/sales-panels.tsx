import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { can, permissionKeys, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { totalsAreEmpty } from './chart-model';
import { MetricToggle } from './metric-toggle';
import {
  salesDataQuery,
  salesNeeds,
  salesTopAccountsQuery,
  salesTotalsQuery,
  type SalesNeeds,
} from './queries';
import { SalesChartPanels } from './sales-chart-panels';
import { SalesMapPanel } from './sales-map-panel';
import { SalesSummaryPanel } from './sales-summary';
import { TopAccountsPanel } from './top-accounts-panel';
import { useSalesView } from './use-sales-view';

/**
 * SPEC.md section 2: "shown only when any sales dataset is non-empty". Reads the same
 * queries the panels read (one request each), only those the user's panels need.
 */
function useAnySalesData(params: RequestParams, needs: SalesNeeds): boolean {
  const data = useQuery({ ...salesDataQuery(params), enabled: needs.data }).data;
  const totals = useQuery({ ...salesTotalsQuery(params), enabled: needs.totals }).data;
  const top = useQuery({ ...salesTopAccountsQuery(params), enabled: needs.topAccounts }).data;
  return (
    (needs.data && (data?.accounts.length ?? 0) > 0) ||
    (needs.totals && totals !== undefined && !totalsAreEmpty(totals)) ||
    (needs.topAccounts && (top?.length ?? 0) > 0)
  );
}

const holdsAnySalesPanel = (permissions: Permissions | null): boolean =>
  permissionKeys('sales').some((key) => key !== 'mapReport' && can(permissions, 'sales', key));

/** Every permitted Sales panel for the applied filter, in SPEC order. */
export function SalesPanels({ params }: { params: RequestParams }) {
  const permissions = usePermissions();
  const view = useSalesView();
  const needs = salesNeeds(permissions);
  const anyData = useAnySalesData(params, needs);

  if (!holdsAnySalesPanel(permissions)) {
    return (
      <Text c="dimmed" size="sm">
        No Sales panels are enabled for your account.
      </Text>
    );
  }
  return (
    <>
      <SalesMapPanel params={params} />
      <SalesSummaryPanel params={params} />
      {needs.totals && anyData ? (
        <Group justify="flex-end" gap="xs">
          <Text size="sm" fw={500} aria-hidden>
            Metric
          </Text>
          <MetricToggle value={view.metric} onChange={view.setMetric} label="Metric" size="sm" />
        </Group>
      ) : null}
      <SalesChartPanels params={params} view={view} />
      <TopAccountsPanel params={params} sort={view.topSort} onSortChange={view.setTopSort} />
    </>
  );
}
