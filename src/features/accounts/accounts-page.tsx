import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { can } from '@/api/contract/permissions';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { prefetchBaseline, useComparison } from '@/filters/use-comparison';
import type { FilterOptions } from '@/filters/options';
import { useSectionFilter } from '@/filters/use-section-filter';
import { SectionPage } from '@/ui/page/page-frame';
import { PanelCodeLoading } from '@/ui/panel/panel-code-loading';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import { usePanelQuery, usePrefetchRequests } from '@/ui/page/use-panel-requests';
import { AccountStatusMapPanel } from './account-status-map-panel';
import { AttentionEntry } from './attention-entry';
import { statusLegend } from './accounts-model';
import { accountsDataQuery, accountsRequests } from './queries';
import { SummaryPanel } from './summary-panel';
import { useHiddenStatuses } from './use-hidden-statuses';

/**
 * The charts' chunk (recharts with it), started when the panels render. Not from the
 * route loader: the loader sits in the route tree's first download, and its dynamic
 * import would add the chunk's preload list to every route.
 */
const loadAccountsCharts = () => import('./accounts-charts');

const AccountsCharts = lazyComponent(() => loadAccountsCharts().then((m) => m.AccountsCharts));

/**
 * The Accounts page (SPEC.md section 2): the filter board, then the permitted panels.
 * The map and the charts read separate endpoints, so either loads, fails and refetches on
 * its own; the map legend's hidden statuses are also hidden from the status charts.
 */
export function AccountsPage({ chartWidth }: { chartWidth?: number } = {}) {
  const filter = useSectionFilter('accounts');
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const comparison = useComparison('accounts');
  const prefetchPanels = usePrefetchRequests('accounts', accountsRequests);
  const prefetch = useCallback(
    (params: RequestParams) => {
      prefetchPanels(params);
      prefetchBaseline(
        queryClient,
        comparison.baselineOf(params),
        accountsDataQuery,
        can(permissions, 'accounts', 'summary'),
      );
    },
    [permissions, queryClient, comparison, prefetchPanels],
  );
  return (
    <SectionPage section="accounts">
      <AttentionEntry />
      <FilterBoard filter={filter} permissions={permissions} onPrefetch={prefetch} comparison={comparison} />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <AccountsPanels
            params={filter.params}
            options={filter.options}
            endDate={filter.applied.endDate ?? filter.today}
            chartWidth={chartWidth}
          />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}

interface PanelsProps {
  params: RequestParams;
  options: FilterOptions;
  endDate: string;
  /** Fixed chart width for tests (jsdom cannot measure). */
  chartWidth?: number;
}

function AccountsPanels({ params, options, endDate, chartWidth }: PanelsProps) {
  const legend = useMemo(() => statusLegend(options.statuses), [options.statuses]);
  const { legendFor } = useHiddenStatuses(options.statuses);
  // Only what a permitted panel shows is fetched.
  const mapQuery = usePanelQuery('accounts', accountsRequests.map, params);
  const dataQuery = usePanelQuery('accounts', accountsRequests.data, params);
  const mapKeys = useMemo(() => legend.map((s) => s.key), [legend]);
  return (
    <Stack gap="md">
      <AccountStatusMapPanel query={mapQuery} params={params} legend={legend} hidden={legendFor(mapKeys)} />
      <SummaryPanel query={dataQuery} params={params} />
      <AccountsCharts
        fallback={<PanelCodeLoading />}
        query={dataQuery}
        legend={legend}
        activeStatuses={options.activeStatuses}
        legendState={legendFor}
        chartWidth={chartWidth}
        endDate={endDate}
      />
    </Stack>
  );
}
