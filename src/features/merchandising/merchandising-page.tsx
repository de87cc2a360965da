import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionPanels } from '@/ui/page/use-section-panels';
import { SectionPage } from '@/ui/page/page-frame';
import { PanelCodeLoading } from '@/ui/panel/panel-code-loading';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import { PhotoLibraryEntry } from './photo-library-entry';
import { dropOtherPictures, merchandisingDataQuery, merchandisingRequests } from './queries';

const loadPanels = () => import('./merchandising-panels');

/** The panels (charts, map shell, photo gallery) are their own chunk, as on the Sales page. */
const MerchandisingPanels = lazyComponent(() => loadPanels().then((m) => m.MerchandisingPanels));

/** The Merchandising page (SPEC.md section 2): the filter board, then every permitted panel. */
export function MerchandisingPage() {
  const { filter, permissions, comparison, onPrefetch } = useSectionPanels({
    section: 'merchandising',
    loadPanels,
    requests: merchandisingRequests,
    baselineQuery: merchandisingDataQuery,
    // Applying clears the cached merchandising images of other filters (SPEC.md section 2).
    onApplied: dropOtherPictures,
  });
  return (
    <SectionPage section="merchandising">
      <PhotoLibraryEntry />
      <FilterBoard
        filter={filter}
        permissions={permissions}
        onPrefetch={onPrefetch}
        comparison={comparison}
      />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <MerchandisingPanels
            fallback={<PanelCodeLoading />}
            params={filter.params}
            placements={filter.options.placements}
            endDate={filter.applied.endDate ?? filter.today}
          />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
