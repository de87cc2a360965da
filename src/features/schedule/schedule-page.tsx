import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionPanels } from '@/ui/page/use-section-panels';
import { SectionPage } from '@/ui/page/page-frame';
import { PanelCodeLoading } from '@/ui/panel/panel-code-loading';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import { scheduleRequests, scheduleSummaryQuery } from './queries';
import { readAsmListView } from './view-state';
import { WeekNav } from './week-nav';

const routeApi = getRouteApi('/_authenticated/schedule');

const loadPanels = () => import('./schedule-panels');

/** The panels (calendar, recharts bars, tables) are their own chunk, loaded beside the data. */
const SchedulePanels = lazyComponent(() => loadPanels().then((m) => m.SchedulePanels));

/**
 * The Schedule page: the filter board with Prev Week / Next Week, then every permitted
 * block for the applied filter. Hovering a period shortcut or a week button warms the
 * queries the panels will read for that window.
 */
export function SchedulePage() {
  // Only the keys the prefetch reads: other view changes do not render the page again.
  const asmSort = routeApi.useSearch({ select: (search) => search.asmSort });
  const asmPrefix = routeApi.useSearch({ select: (search) => search.asmPrefix });
  // Another window opens the calendar at page 1 in the same order and name filter: that is
  // what hovering a period shortcut or a week button warms.
  const firstPageRequests = useMemo(
    () => scheduleRequests(readAsmListView({ asmSort, asmPrefix })),
    [asmSort, asmPrefix],
  );
  const { filter, permissions, comparison, onPrefetch } = useSectionPanels({
    section: 'schedule',
    loadPanels,
    requests: firstPageRequests,
    baselineQuery: scheduleSummaryQuery,
  });
  return (
    <SectionPage section="schedule">
      <FilterBoard
        filter={filter}
        permissions={permissions}
        onPrefetch={onPrefetch}
        comparison={comparison}
        actions={filter.status === 'ready' ? <WeekNav filter={filter} onPrefetch={onPrefetch} /> : null}
      />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <SchedulePanels fallback={<PanelCodeLoading />} params={filter.params} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
