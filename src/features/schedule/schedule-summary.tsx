import type { RequestParams } from '@/api/contract/request-params';
import { useCan } from '@/auth/session-context';
import { comparedSummary } from '@/ui/cards/compared-summary';
import { useBaselineQuery } from '@/filters/use-comparison';
import { alertMeAction } from '@/ui/alerts/alert-me-button';
import { SummaryCards } from '@/ui/cards/summary-cards';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { scheduleFilterRequests, scheduleSummaryQuery } from './queries';
import { scheduleSummaryItems } from './schedule-model';

/** The Summary cards, shown only when all eight values are present (SPEC.md section 2). */
export function ScheduleSummaryPanel({ params }: { params: RequestParams }) {
  const allowed = useCan('schedule', 'summary');
  const query = usePanelQuery('schedule', scheduleFilterRequests.summary, params);
  const baseline = useBaselineQuery('schedule', params, scheduleSummaryQuery, allowed);
  // Loaded, but a value is missing: no block at all rather than a card reading zero.
  if (query.data !== undefined && !query.isError && scheduleSummaryItems(query.data) === null) return null;
  return (
    <Panel
      title="Summary"
      name="schedule-summary"
      permission={{ section: 'schedule', key: 'summary' }}
      query={query}
      skeletonHeight={96}
    >
      {(data) => {
        const view = comparedSummary(scheduleSummaryItems(data) ?? [], baseline, scheduleSummaryItems);
        return (
          <SummaryCards
            items={view.items}
            compare={view.compare}
            label="Schedule summary"
            cardAction={alertMeAction('schedule')}
          />
        );
      }}
    </Panel>
  );
}
