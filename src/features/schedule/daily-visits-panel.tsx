import { useMemo } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import type { DailyVisits } from '@/api/contract/schedule';
import { BarChart } from '@/ui/charts/bar-chart';
import type { ChartSeries } from '@/ui/charts/types';
import { formatDateLabel } from '@/lib/format';
import { KeepRecent } from '@/ui/panel/keep-recent';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { scheduleFilterRequests } from './queries';
import { dailyVisitRows, dayHeader, STATUS_COLORS, STATUS_NAMES } from './schedule-model';

export const DAILY_VISITS_TITLE = 'ASM Daily Visits';
const CHART_HEIGHT = 400;

const SERIES: readonly ChartSeries[] = STATUS_NAMES.map((name) => ({
  key: name,
  color: STATUS_COLORS[name],
}));

const formatX = (date: string) => `${dayHeader(date).weekday}, ${formatDateLabel(date)}`;
const formatXTick = (date: string) =>
  `${dayHeader(date).weekday.slice(0, 3)} ${formatDateLabel(date, 'day', true)}`;

function DailyVisitsChart({
  days,
  hidden,
  onHiddenChange,
}: {
  days: readonly DailyVisits[];
  hidden: ReadonlySet<string>;
  onHiddenChange: (next: ReadonlySet<string>) => void;
}) {
  const rows = useMemo(() => dailyVisitRows(days), [days]);
  return (
    <BarChart
      title={DAILY_VISITS_TITLE}
      hideTitle
      data={rows}
      xKey="date"
      series={SERIES}
      xType="category"
      formatX={formatX}
      formatXTick={formatXTick}
      height={CHART_HEIGHT}
      disabled={hidden}
      onDisabledChange={onHiddenChange}
      stacked
    />
  );
}

/** 'ASM Daily Visits': per day, visits stacked by status; the legend shares the calendar's hidden set. */
export function DailyVisitsPanel({
  params,
  hidden,
  onHiddenChange,
}: {
  params: RequestParams;
  hidden: ReadonlySet<string>;
  onHiddenChange: (next: ReadonlySet<string>) => void;
}) {
  const query = usePanelQuery('schedule', scheduleFilterRequests.count, params);
  return (
    <Panel
      title={DAILY_VISITS_TITLE}
      name="schedule-daily-visits"
      permission={{ section: 'schedule', key: 'asmDailyVisits' }}
      query={query}
      isEmpty={(days) => days.every((d) => d.visitsData.every((v) => v.value === 0))}
      emptyText="No scheduled visits for the selected filters."
      skeletonHeight={CHART_HEIGHT + 40}
    >
      {(days) => (
        <KeepRecent itemKey={days} deps={[hidden, onHiddenChange]}>
          {() => <DailyVisitsChart days={days} hidden={hidden} onHiddenChange={onHiddenChange} />}
        </KeepRecent>
      )}
    </Panel>
  );
}
