import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePermissions } from '@/auth/session-context';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionFilter } from '@/filters/use-section-filter';
import { useViewUpdate } from '@/filters/use-view-update';
import { SectionPage } from '@/ui/page/page-frame';
import { ReportDownloads } from './report-downloads';
import { SummaryTablePanel } from './summary-table-panel';

const routeApi = getRouteApi('/_authenticated/reports');

/**
 * The Reports page: the filter, the download sections (REPORT_BLOCKS) and the Weekly and
 * Monthly Summary tables for the applied filter.
 */
export function ReportsPage() {
  const filter = useSectionFilter('reports');
  const permissions = usePermissions();
  const { scorecard } = routeApi.useSearch();
  const update = useViewUpdate<{ scorecard?: string }>();
  const onScorecardChange = useCallback((id: string) => update({ scorecard: id }), [update]);
  const ready = filter.status === 'ready' ? filter : null;
  const brand = ready?.applied.brand ?? '';
  return (
    <SectionPage section="reports">
      <FilterBoard filter={filter} permissions={permissions} />
      {ready ? (
        <DrillDownArea filter={ready} permissions={permissions}>
          <ReportDownloads
            params={ready.params}
            earliestDate={ready.options.brands.find((b) => b.name === brand)?.earliestDate ?? null}
            scorecards={ready.options.scorecards[brand] ?? []}
            scorecard={scorecard}
            onScorecardChange={onScorecardChange}
          />
          <SummaryTablePanel period="week" params={ready.params} />
          <SummaryTablePanel period="month" params={ready.params} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
