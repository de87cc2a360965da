import { Group, Text } from '@mantine/core';
import { can, permissionKeys, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { isRequested } from '@/filters/panel-requests';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { totalsAreEmpty } from './chart-model';
import { MetricToggle } from './metric-toggle';
import { salesRequests } from './queries';
import { SalesChartPanels } from './sales-chart-panels';
import { SalesMapPanel } from './sales-map-panel';
import { SalesSummaryPanel } from './sales-summary';
import { TopAccountsPanel } from './top-accounts-panel';
import { usePageMetric } from './use-sales-view';

/**
 * SPEC.md section 2: "shown only when any sales dataset is non-empty". Reads the same
 * queries the panels read (one request each), only those the user's panels need.
 */
function useAnySalesData(params: RequestParams, permissions: Permissions | null): boolean {
  const read = (request: keyof typeof salesRequests) =>
    isRequested('sales', salesRequests[request], permissions);
  const data = usePanelQuery('sales', salesRequests.data, params).data;
  const totals = usePanelQuery('sales', salesRequests.totals, params).data;
  const top = usePanelQuery('sales', salesRequests.topAccounts, params).data;
  return (
    (read('data') && (data?.accounts.length ?? 0) > 0) ||
    (read('totals') && totals !== undefined && !totalsAreEmpty(totals)) ||
    (read('topAccounts') && (top?.length ?? 0) > 0)
  );
}

const holdsAnySalesPanel = (permissions: Permissions | null): boolean =>
  permissionKeys('sales').some((key) => key !== 'mapReport' && can(permissions, 'sales', key));

/** The page Metric: it reads its own key, so the panels do not render again for a view change. */
function PageMetricToggle() {
  const { metric, setMetric } = usePageMetric();
  return <MetricToggle value={metric} onChange={setMetric} label="Metric" size="sm" />;
}

/** Every permitted Sales panel for the applied filter, in SPEC order. */
export function SalesPanels({ params }: { params: RequestParams }) {
  const permissions = usePermissions();
  const anyData = useAnySalesData(params, permissions);

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
      {isRequested('sales', salesRequests.totals, permissions) && anyData ? (
        <Group justify="flex-end" gap="xs">
          <Text size="sm" fw={500} aria-hidden>
            Metric
          </Text>
          <PageMetricToggle />
        </Group>
      ) : null}
      <SalesChartPanels params={params} />
      <TopAccountsPanel params={params} />
    </>
  );
}
