import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AccountsData } from '@/api/contract/accounts';
import { formatInteger } from '@/lib/format';
import { LINE_CHART_HEIGHT, LineChart } from '@/ui/charts/line-chart';
import type { MapStatus } from '@/ui/map/map-model';
import { Panel } from '@/ui/panel/panel';
import { noStatusData, statusChartRows, statusChartSeries } from './accounts-model';
import type { SharedLegendState } from './use-hidden-statuses';

export const STATUS_CHART_TITLE = 'Account Status';
/** Phones: the 600 px default would fill more than a screen. */
const COMPACT_HEIGHT = 360;

interface Props {
  query: UseQueryResult<AccountsData>;
  legend: readonly MapStatus[];
  activeStatuses: readonly string[];
  /** Shared with the map legend: a status hidden there is hidden here. */
  legendState: (keys: readonly string[]) => SharedLegendState;
  /** Fixed plot width (tests: jsdom cannot measure). */
  chartWidth?: number;
}

/** 'Account Status': accounts per status over time, plus the synthetic 'Authorized Accounts'. */
export function AccountStatusChartPanel({ query, legend, activeStatuses, legendState, chartWidth }: Props) {
  const compact = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const series = useMemo(() => statusChartSeries(legend), [legend]);
  const keys = useMemo(() => series.map((s) => s.key), [series]);
  const shared = legendState(keys);
  return (
    <Panel
      title={STATUS_CHART_TITLE}
      name="account-status"
      permission={{ section: 'accounts', key: 'accountStatus' }}
      query={query}
      isEmpty={(data) => noStatusData(data.statuses)}
      skeletonHeight={compact ? COMPACT_HEIGHT : LINE_CHART_HEIGHT}
    >
      {(data) => (
        <StatusLines
          data={data}
          series={series}
          activeStatuses={activeStatuses}
          shared={shared}
          height={compact ? COMPACT_HEIGHT : LINE_CHART_HEIGHT}
          width={chartWidth}
        />
      )}
    </Panel>
  );
}

function StatusLines({
  data,
  series,
  activeStatuses,
  shared,
  height,
  width,
}: {
  data: AccountsData;
  series: ReturnType<typeof statusChartSeries>;
  activeStatuses: readonly string[];
  shared: SharedLegendState;
  height: number;
  width: number | undefined;
}) {
  const rows = useMemo(() => statusChartRows(data.statuses, activeStatuses), [data.statuses, activeStatuses]);
  return (
    <LineChart
      title={STATUS_CHART_TITLE}
      hideTitle
      data={rows}
      xKey="date"
      series={series}
      formatValue={formatInteger}
      height={height}
      width={width}
      disabled={shared.disabled}
      onDisabledChange={shared.onDisabledChange}
    />
  );
}
