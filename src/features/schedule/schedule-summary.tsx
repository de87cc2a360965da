import { useQuery } from '@tanstack/react-query';
import type { RequestParams } from '@/api/contract/request-params';
import { useCan } from '@/auth/session-context';
import { SummaryCards } from '@/ui/cards/summary-cards';
import { Panel } from '@/ui/panel/panel';
import { scheduleSummaryQuery } from './queries';
import { scheduleSummaryItems } from './schedule-model';

/** The Summary cards, shown only when all eight values are present (SPEC.md section 2). */
export function ScheduleSummaryPanel({ params }: { params: RequestParams }) {
  const allowed = useCan('schedule', 'summary');
  const query = useQuery({ ...scheduleSummaryQuery(params), enabled: allowed });
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
      {(data) => <SummaryCards items={scheduleSummaryItems(data) ?? []} label="Schedule summary" />}
    </Panel>
  );
}
