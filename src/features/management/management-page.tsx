import { useMemo } from 'react';
import { usePermissions } from '@/auth/session-context';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionFilter } from '@/filters/use-section-filter';
import { SectionPage } from '@/ui/page/page-frame';
import { usePrefetchRequests } from '@/ui/page/use-panel-requests';
import { ManagementReports } from './management-reports';
import { managementRequests } from './queries';
import { RepMetricsPanels } from './rep-metrics-panels';
import { useRetainedView } from './use-management-view';
import { firstPages } from './view-state';

/**
 * The Management page: the filter board (with the admin row: data source, no activity,
 * frequency, inactive representatives), the report downloads and e-mailed reports, then
 * the representative metric tables of the selected view.
 */
export function ManagementPage() {
  const filter = useSectionFilter('management');
  const permissions = usePermissions();
  // A period shortcut applies a new filter, which starts each table at its first page: the
  // page reads the view keys that survive it, and a table's page change does not draw it again.
  const retained = useRetainedView();
  const firstPageRequests = useMemo(() => managementRequests(firstPages(retained)), [retained]);
  const onPrefetch = usePrefetchRequests('management', firstPageRequests);
  return (
    <SectionPage section="management">
      <FilterBoard filter={filter} permissions={permissions} onPrefetch={onPrefetch} />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <ManagementReports params={filter.params} />
          <RepMetricsPanels params={filter.params} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
