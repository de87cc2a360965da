import { Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { permissionKeys, can, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionFilter } from '@/filters/use-section-filter';
import { SectionPage } from '@/ui/page/page-frame';
import { totalsAreEmpty } from './chart-model';
import { MetricToggle } from './metric-toggle';
import {
  prefetchSalesPanels,
  salesDataQuery,
  salesNeeds,
  salesTopAccountsQuery,
  salesTotalsQuery,
  type SalesNeeds,
} from './queries';
import { SalesChartPanels } from './sales-chart-panels';
import { SalesMapPanel } from './sales-map-panel';
import classes from './sales-page.module.css';
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

function SalesPanels({ params }: { params: RequestParams }) {
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
        <Group justify="flex-end" gap="xs" className={classes.toolbar}>
          <Text size="sm" fw={500} aria-hidden>
            Metric
          </Text>
          <MetricToggle value={view.metric} onChange={view.setMetric} label="Metric" size="sm" />
        </Group>
      ) : null}
      <SalesChartPanels params={params} view={view} />
      <TopAccountsPanel params={params} />
    </>
  );
}

/**
 * The Sales page: the filter board, then every permitted panel for the applied filter.
 * Hovering or focusing a period shortcut warms the same queries the panels will read.
 */
export function SalesPage() {
  const filter = useSectionFilter('sales');
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const onPrefetch = useCallback(
    (params: RequestParams) => prefetchSalesPanels(queryClient, params, permissions),
    [queryClient, permissions],
  );
  return (
    <SectionPage section="sales">
      <FilterBoard filter={filter} permissions={permissions} onPrefetch={onPrefetch} />
      {filter.status === 'ready' ? <SalesPanels params={filter.params} /> : null}
    </SectionPage>
  );
}
