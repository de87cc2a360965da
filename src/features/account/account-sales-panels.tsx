import { SegmentedControl } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { AccountSales } from '@/api/contract/account';
import type { RequestParams } from '@/api/contract/request-params';
import { formatDateLabel, formatInteger, formatMoney } from '@/lib/format';
import { BarChart } from '@/ui/charts/bar-chart';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { ACCOUNT_BLOCK_PERMISSIONS } from '@/api/contract/account';
import type { accountPageRequests } from './queries';

type Metric = 'cases' | 'amount';
const METRICS = [
  { value: 'cases', label: 'Cases' },
  { value: 'amount', label: 'Dollars' },
] as const;
const FORMAT: Record<Metric, (value: number) => string> = {
  cases: formatInteger,
  amount: (v) => formatMoney(v),
};
const CHART_HEIGHT = 300;

/** Cases | Dollars for one chart; named after the chart, so two toggles are told apart. */
function MetricSwitch({
  value,
  onChange,
  chart,
}: {
  value: Metric;
  onChange: (m: Metric) => void;
  chart: string;
}) {
  return (
    <SegmentedControl
      size="xs"
      data={[...METRICS]}
      value={value}
      onChange={(next) => onChange(next as Metric)}
      aria-label={`${chart} view`}
    />
  );
}

const hasSales = (data: AccountSales) => data.orders > 0;

function OverTime({ data, metric }: { data: AccountSales; metric: Metric }) {
  const rows = useMemo(
    () => data.intervals.map((i) => ({ start: i.start, value: i[metric] })),
    [data, metric],
  );
  const label = metric === 'cases' ? 'Cases' : 'Sales';
  return (
    <BarChart
      title={label}
      hideTitle
      data={rows}
      xKey="start"
      xType="category"
      series={[{ key: 'value', label }]}
      formatX={(value) => formatDateLabel(value, data.intervalType)}
      formatXTick={(value) => formatDateLabel(value, data.intervalType, true)}
      formatValue={FORMAT[metric]}
      height={CHART_HEIGHT}
      showLegend={false}
    />
  );
}

function BySku({ data, metric }: { data: AccountSales; metric: Metric }) {
  const rows = useMemo(
    () =>
      [...data.bySku].sort((a, b) => b[metric] - a[metric]).map((s) => ({ sku: s.name, value: s[metric] })),
    [data, metric],
  );
  const label = metric === 'cases' ? 'Cases By SKU' : 'Sales By SKU';
  return (
    <BarChart
      title={label}
      hideTitle
      data={rows}
      xKey="sku"
      xType="category"
      series={[{ key: 'value', label }]}
      formatValue={FORMAT[metric]}
      height={CHART_HEIGHT}
      showLegend={false}
    />
  );
}

/** Sales over time and by SKU for the account, each with its own Cases | Dollars switch. */
export function AccountSalesPanels({
  requests,
  params,
}: {
  requests: ReturnType<typeof accountPageRequests>;
  params: RequestParams;
}) {
  const query = usePanelQuery('accounts', requests.sales, params);
  const [timeMetric, setTimeMetric] = useState<Metric>('cases');
  const [skuMetric, setSkuMetric] = useState<Metric>('cases');
  return (
    <>
      <Panel
        title="Sales over time"
        name="account-sales-over-time"
        permission={ACCOUNT_BLOCK_PERMISSIONS.salesOverTime}
        query={query}
        isEmpty={(data) => !hasSales(data)}
        actions={<MetricSwitch value={timeMetric} onChange={setTimeMetric} chart="Sales over time" />}
      >
        {(data) => <OverTime data={data} metric={timeMetric} />}
      </Panel>
      <Panel
        title="Sales by SKU"
        name="account-sales-by-sku"
        permission={ACCOUNT_BLOCK_PERMISSIONS.salesBySku}
        query={query}
        isEmpty={(data) => !hasSales(data)}
        actions={<MetricSwitch value={skuMetric} onChange={setSkuMetric} chart="Sales by SKU" />}
      >
        {(data) => <BySku data={data} metric={skuMetric} />}
      </Panel>
    </>
  );
}
