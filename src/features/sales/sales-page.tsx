import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionPanels } from '@/ui/page/use-section-panels';
import { SectionPage } from '@/ui/page/page-frame';
import { PanelCodeLoading } from '@/ui/panel/panel-code-loading';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import { salesDataQuery, salesRequests } from './queries';

const loadPanels = () => import('./sales-panels');

/**
 * The panels (charts, table, map shell) are their own chunk, so the page and its filter
 * board show without waiting for recharts (useSectionPanels loads it beside the data).
 */
const SalesPanels = lazyComponent(() => loadPanels().then((m) => m.SalesPanels));

/**
 * The Sales page: the filter board, then every permitted panel for the applied filter.
 * Hovering or focusing a period shortcut warms the same queries the panels will read.
 */
export function SalesPage() {
  const { filter, permissions, comparison, onPrefetch } = useSectionPanels({
    section: 'sales',
    loadPanels,
    requests: salesRequests,
    baselineQuery: salesDataQuery,
  });
  return (
    <SectionPage section="sales">
      <FilterBoard
        filter={filter}
        permissions={permissions}
        onPrefetch={onPrefetch}
        comparison={comparison}
      />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <SalesPanels fallback={<PanelCodeLoading />} params={filter.params} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
