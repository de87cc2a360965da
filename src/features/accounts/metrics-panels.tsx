import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { AccountsData } from '@/api/contract/accounts';
import type { Distribution } from '@/api/contract/common';
import type { PermissionKey } from '@/api/contract/permissions';
import { usePermissions } from '@/auth/session-context';
import { formatInteger } from '@/lib/format';
import type { DrillField } from '@/filters/drill-down';
import { PieChart, type PieDatum } from '@/ui/charts/pie-chart';
import type { MapStatus } from '@/ui/map/map-model';
import { isPanelPermitted, Panel } from '@/ui/panel/panel';
import { distributionPieData, noDistributionData, noStatusData, statusPieData } from './accounts-model';
import type { SharedLegendState } from './use-hidden-statuses';

type AccountsKey = PermissionKey<'accounts'>;

/** The 'Metrics as of' pies in SPEC.md order, each with its catalogue permission. */
export const METRIC_PIES = [
  { key: 'noInterest', name: 'status-pie', title: 'Account Status - All Accounts', drill: 'statusesNames' },
  {
    key: 'channels',
    name: 'channels-pie',
    title: 'Accounts by Channel - All Accounts',
    drill: 'channelTypes',
  },
  {
    key: 'authorisedChannels',
    name: 'authorised-channels-pie',
    title: 'Authorized Accounts by Channel',
    drill: 'channelTypes',
  },
  {
    key: 'distributors',
    name: 'distributors-pie',
    title: 'New Accounts by Distributor',
    drill: 'distributors',
  },
] as const satisfies readonly { key: AccountsKey; name: string; title: string; drill: DrillField }[];

/** SPEC.md section 9: dates read YYYY-MM-DD. */
export const metricsHeading = (endDate: string): string => `Metrics as of ${endDate}`;

const EMPTY_TEXT: Record<(typeof METRIC_PIES)[number]['key'], string> = {
  noInterest: 'No accounts match the selected filters.',
  channels: 'No accounts match the selected filters.',
  authorisedChannels: 'No authorized accounts on this date.',
  distributors: 'No new accounts in this period.',
};

interface Props {
  query: UseQueryResult<AccountsData>;
  /** The filter's end date: the date the pies describe. */
  endDate: string;
  legend: readonly MapStatus[];
  legendState: (keys: readonly string[]) => SharedLegendState;
  chartWidth?: number;
}

/**
 * 'Metrics as of {end date}': four pies on the end date. The status pie shares the page's
 * hidden statuses with the map; the channel and distributor pies have their own legends.
 */
export function MetricsPanels({ query, endDate, legend, legendState, chartWidth }: Props) {
  const permissions = usePermissions();
  const headingId = useId();
  const permitted = METRIC_PIES.filter((pie) =>
    isPanelPermitted(permissions, { section: 'accounts', key: pie.key }),
  );
  if (permitted.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-metrics>
      <Title order={2} size="h3" id={headingId}>
        {metricsHeading(endDate)}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: Math.min(2, permitted.length), xl: Math.min(4, permitted.length) }}
        spacing="md"
      >
        {permitted.map((pie) => (
          <Panel
            key={pie.key}
            title={pie.title}
            name={pie.name}
            permission={{ section: 'accounts', key: pie.key }}
            query={query}
            isEmpty={(data) =>
              pie.key === 'noInterest'
                ? noStatusData(data.statuses.slice(-1))
                : noDistributionData(pick(data, pie.key))
            }
            emptyText={EMPTY_TEXT[pie.key]}
            skeletonHeight={250}
          >
            {(data) =>
              pie.key === 'noInterest' ? (
                <StatusPie
                  data={data}
                  title={pie.title}
                  legend={legend}
                  legendState={legendState}
                  width={chartWidth}
                />
              ) : (
                <DistributionPie
                  items={pick(data, pie.key)}
                  title={pie.title}
                  width={chartWidth}
                  drillField={pie.drill}
                />
              )
            }
          </Panel>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const pick = (data: AccountsData, key: 'channels' | 'authorisedChannels' | 'distributors'): Distribution[] =>
  key === 'channels'
    ? data.allChannelSums
    : key === 'authorisedChannels'
      ? data.authorisedChannelSums
      : data.distributorSums;

function StatusPie({
  data,
  title,
  legend,
  legendState,
  width,
}: {
  data: AccountsData;
  title: string;
  legend: readonly MapStatus[];
  legendState: (keys: readonly string[]) => SharedLegendState;
  width: number | undefined;
}) {
  const slices = useMemo(() => statusPieData(data.statuses, legend), [data.statuses, legend]);
  const keys = useMemo(() => slices.map((s) => s.key), [slices]);
  const shared = legendState(keys);
  return <Pie title={title} data={slices} width={width} drillField="statusesNames" {...shared} />;
}

function DistributionPie({
  items,
  title,
  width,
  drillField,
}: {
  items: Distribution[];
  title: string;
  width: number | undefined;
  drillField: DrillField;
}) {
  const slices = useMemo(() => distributionPieData(items), [items]);
  return <Pie title={title} data={slices} width={width} drillField={drillField} />;
}

function Pie({
  title,
  data,
  width,
  disabled,
  onDisabledChange,
  drillField,
}: {
  title: string;
  data: PieDatum[];
  width: number | undefined;
  disabled?: ReadonlySet<string>;
  onDisabledChange?: (next: ReadonlySet<string>) => void;
  drillField: DrillField;
}) {
  return (
    <PieChart
      title={title}
      hideTitle
      data={data}
      formatValue={formatInteger}
      width={width}
      disabled={disabled}
      onDisabledChange={onDisabledChange}
      drillField={drillField}
    />
  );
}
