import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import {
  merchandisingXlsx,
  type MerchandisingData,
  type SkuRetailPriceData,
} from '@/api/contract/merchandising';
import type { RequestParams } from '@/api/contract/request-params';
import { useCan, usePermissions } from '@/auth/session-context';
import { pickParams } from '@/filters/normalise';
import { formatDateLabel, formatInteger, formatMoney, formatNumber } from '@/lib/format';
import { comparedSummary } from '@/ui/cards/compared-summary';
import { useBaselineQuery } from '@/filters/use-comparison';
import { alertMeAction } from '@/ui/alerts/alert-me-button';
import { SummaryCards } from '@/ui/cards/summary-cards';
import type { CardTargets } from '@/ui/targets/card-pacing';
import { useCardPacing } from '@/ui/targets/use-card-pacing';
import { targetLineText } from '@/ui/targets/target-line';
import { useTargetLine } from '@/ui/targets/use-target-line';
import { BAR_CHART_HEIGHT, BarChart } from '@/ui/charts/bar-chart';
import { LINE_CHART_HEIGHT, LineChart } from '@/ui/charts/line-chart';
import { PieChart } from '@/ui/charts/pie-chart';
import type { ChartRow, ChartSeries } from '@/ui/charts/types';
import { EndpointDownloadButton } from '@/ui/download/download-button';
import { AccountMap, DEFAULT_MAP_HEIGHT, usePreloadMap } from '@/ui/map/account-map';
import type { MapStatus } from '@/ui/map/map-model';
import { KeepRecent } from '@/ui/panel/keep-recent';
import { isRequested } from '@/filters/panel-requests';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { SortableTable, type TableColumn } from '@/ui/table/sortable-table';
import { MerchandisingAccountPopup } from './merchandising-account-popup';
import {
  AVERAGE_SERIES,
  averageRows,
  FACINGS_ADDED_SERIES,
  facingsAddedRows,
  noTotalFacings,
  pinLabel,
  placementLegend,
  sharePie,
  summaryItems,
  toPins,
  totalFacingsModel,
  voidPies,
  weekLabel,
  weekTick,
  type MerchPin,
} from './merchandising-model';
import { usePlacementLegend, usePriceSort, type LegendState } from './use-merchandising-view';
import {
  METRIC_PIES,
  merchandisingDataQuery,
  merchandisingRequests,
  pieRequest,
  type Share,
} from './queries';

export const MAP_TITLE = 'Merchandising Map';
/** The map region's name (the panel itself is named by its title, and landmark names are unique). */
const MAP_LABEL = 'Merchandised accounts map';
/** Phones: the 600 px line chart default would fill more than a screen. */
const COMPACT_LINE_HEIGHT = 360;
const EMPTY_TEXT = 'No merchandising visits for the selected filters.';

/** The map reads the hidden categories itself: a legend toggle draws the map again, not its panel. */
function MerchandisingMap({
  data,
  params,
  legend,
  showFinder,
}: {
  data: MerchandisingData;
  params: RequestParams;
  legend: readonly MapStatus[];
  showFinder: boolean;
}) {
  const legendFor = usePlacementLegend();
  const mapKeys = useMemo(() => legend.map((s) => s.key), [legend]);
  const hidden = legendFor(mapKeys);
  const pins = useMemo(() => toPins(data.accounts), [data.accounts]);
  const renderPopup = useCallback(
    (pin: MerchPin) => <MerchandisingAccountPopup account={pin.account} params={params} />,
    [params],
  );
  return (
    <AccountMap
      points={pins}
      statuses={legend}
      renderPopup={renderPopup}
      pointLabel={pinLabel}
      label={MAP_LABEL}
      hidden={hidden.disabled}
      onHiddenChange={hidden.onDisabledChange}
      showFinder={showFinder}
    />
  );
}

/** 'Merchandising Map': merchandised accounts coloured by primary placement, with the .xlsx list. */
function MapPanel({ params, legend }: { params: RequestParams; legend: readonly MapStatus[] }) {
  const allowed = useCan('merchandising', 'map');
  usePreloadMap(allowed);
  const canDownload = useCan('merchandising', 'mapReport');
  const canList = useCan('merchandising', 'accountList');
  const query = usePanelQuery('merchandising', merchandisingRequests.data, params);
  const xlsxParams = useMemo(() => pickParams(params, merchandisingXlsx.params), [params]);
  return (
    <Panel
      title={MAP_TITLE}
      name="merchandising-map"
      permission={{ section: 'merchandising', key: 'map' }}
      query={query}
      isEmpty={(data) => data.accounts.length === 0}
      emptyText={EMPTY_TEXT}
      skeletonHeight={DEFAULT_MAP_HEIGHT}
      actions={
        canDownload ? (
          <EndpointDownloadButton
            permission={{ section: 'merchandising', key: 'mapReport' }}
            label="Download"
            aria-label="Download the Merchandising Map list (.xlsx)"
            endpoint={merchandisingXlsx}
            params={xlsxParams}
            size="xs"
          />
        ) : null
      }
    >
      {(data) => <MerchandisingMap data={data} params={params} legend={legend} showFinder={canList} />}
    </Panel>
  );
}

/** The cards that pace against a monthly target. */
const MERCHANDISING_CARD_TARGETS: CardTargets = {
  forms: 'merchandisingVisits',
  facingsAdded: 'facingsAdded',
};

function SummaryPanel({ params }: { params: RequestParams }) {
  const allowed = useCan('merchandising', 'summary');
  const query = usePanelQuery('merchandising', merchandisingRequests.data, params);
  const baseline = useBaselineQuery('merchandising', params, merchandisingDataQuery, allowed);
  const pace = useCardPacing(params, MERCHANDISING_CARD_TARGETS);
  return (
    <Panel
      title="Summary"
      name="merchandising-summary"
      permission={{ section: 'merchandising', key: 'summary' }}
      query={query}
      skeletonHeight={96}
    >
      {(data) => {
        const view = comparedSummary(summaryItems(data.summary), baseline, (base) =>
          summaryItems(base.summary),
        );
        return (
          <SummaryCards
            items={pace(view.items)}
            compare={view.compare}
            label="Merchandising summary"
            cardAction={alertMeAction('merchandising')}
          />
        );
      }}
    </Panel>
  );
}

const tick = (value: string) => formatDateLabel(value, 'day', true);

function FacingsAddedPanel({ params }: { params: RequestParams }) {
  const query = usePanelQuery('merchandising', merchandisingRequests.facingsAdded, params);
  const title = 'Facings Added';
  // Weekly bars: each week's share of its months' Facings added targets.
  const weeks = useMemo(() => query.data?.map((w) => w.startDate), [query.data]);
  const target = useTargetLine(params, 'week', 'facingsAdded', weeks);
  const targetText = target ? targetLineText(target, formatInteger) : null;
  return (
    <Panel
      title={title}
      name="facings-added"
      permission={{ section: 'merchandising', key: 'facingsAdded' }}
      query={query}
      isEmpty={(data) => !data.some((w) => w.amount > 0)}
      emptyText={EMPTY_TEXT}
      skeletonHeight={BAR_CHART_HEIGHT + 40}
    >
      {(data) => (
        // A period flipped back to is drawn from the kept drawing, not redrawn
        // (docs/architecture.md, KeepRecent).
        <KeepRecent itemKey={data} deps={[target]}>
          {() => (
            <Stack gap={4}>
              <BarChart
                title={title}
                hideTitle
                data={facingsAddedRows(data)}
                xKey="week"
                series={FACINGS_ADDED_SERIES}
                xType="category"
                formatX={weekLabel}
                formatXTick={weekTick}
                formatValue={formatInteger}
                height={BAR_CHART_HEIGHT}
                showLegend={false}
                targetLine={target && targetText ? { values: target.values, label: targetText.label } : null}
              />
              {targetText ? (
                <Text size="xs" c="dimmed" data-target-note>
                  {targetText.note}
                </Text>
              ) : null}
            </Stack>
          )}
        </KeepRecent>
      )}
    </Panel>
  );
}

function Lines({
  title,
  rows,
  series,
  height,
  format,
}: {
  title: string;
  rows: ChartRow[];
  series: ChartSeries[];
  height: number;
  format: (value: number) => string;
}) {
  return (
    <LineChart
      title={title}
      hideTitle
      data={rows}
      xKey="date"
      series={series}
      formatValue={format}
      formatXTick={tick}
      height={height}
    />
  );
}

const oneDecimal = (value: number) => formatNumber(value, 1);

function AverageFacingsPanel({ params, height }: { params: RequestParams; height: number }) {
  const query = usePanelQuery('merchandising', merchandisingRequests.averageFacings, params);
  const title = 'Average Facings / SKUs per Door';
  return (
    <Panel
      title={title}
      name="average-facings"
      permission={{ section: 'merchandising', key: 'averageFacings' }}
      query={query}
      isEmpty={(data) => data.length === 0}
      emptyText={EMPTY_TEXT}
      skeletonHeight={height + 40}
    >
      {(data) => (
        <KeepRecent itemKey={data} deps={[height]}>
          {() => (
            <Lines
              title={title}
              rows={averageRows(data)}
              series={AVERAGE_SERIES}
              height={height}
              format={oneDecimal}
            />
          )}
        </KeepRecent>
      )}
    </Panel>
  );
}

function TotalFacingsPanel({ params, height }: { params: RequestParams; height: number }) {
  const query = usePanelQuery('merchandising', merchandisingRequests.totalFacings, params);
  const title = 'Total Facings';
  return (
    <Panel
      title={title}
      name="total-facings"
      permission={{ section: 'merchandising', key: 'totalFacings' }}
      query={query}
      isEmpty={noTotalFacings}
      emptyText={EMPTY_TEXT}
      skeletonHeight={height + 40}
    >
      {(data) => (
        <KeepRecent itemKey={data} deps={[height]}>
          {() => {
            const model = totalFacingsModel(data);
            return (
              <Lines
                title={title}
                rows={model.rows}
                series={model.series}
                height={height}
                format={formatInteger}
              />
            );
          }}
        </KeepRecent>
      )}
    </Panel>
  );
}

const PRICE_COLUMNS: readonly TableColumn<SkuRetailPriceData>[] = [
  { key: 'sku', header: 'SKU', render: (row) => row.skuName, sortValue: (row) => row.skuName },
  ...(
    [
      ['avg', 'Average', (row) => row.avgPrice],
      ['min', 'Lowest', (row) => row.minPrice],
      ['max', 'Highest', (row) => row.maxPrice],
    ] as const satisfies readonly [string, string, (row: SkuRetailPriceData) => number][]
  ).map(([key, header, value]) => ({
    key,
    header,
    sortValue: value,
    render: (row: SkuRetailPriceData) => formatMoney(value(row), { cents: true }),
    firstDirection: 'desc' as const,
    align: 'right' as const,
  })),
  {
    key: 'count',
    header: 'Observations',
    sortValue: (row) => row.count,
    render: (row) => formatInteger(row.count),
    firstDirection: 'desc',
    align: 'right',
  },
];

/**
 * 'SKU Retail Prices' (the catalogue's retailPrices; SPEC.md lists the endpoint but not the
 * panel): shelf prices per SKU seen on the period's forms.
 */
function RetailPricesPanel({ params }: { params: RequestParams }) {
  const query = usePanelQuery('merchandising', merchandisingRequests.retailPrices, params);
  const view = usePriceSort();
  const title = 'SKU Retail Prices';
  return (
    <Panel
      title={title}
      name="retail-prices"
      permission={{ section: 'merchandising', key: 'retailPrices' }}
      query={query}
      isEmpty={(data) => data.length === 0}
      emptyText={EMPTY_TEXT}
      skeletonHeight={240}
    >
      {(data) => (
        <KeepRecent itemKey={data} deps={[view.priceSort?.key, view.priceSort?.direction]}>
          {() => (
            <SortableTable
              sort={view.priceSort}
              onSortChange={view.setPriceSort}
              columns={PRICE_COLUMNS}
              rows={data}
              rowKey={(row) => row.skuName}
              caption={title}
              minWidth={560}
            />
          )}
        </KeepRecent>
      )}
    </Panel>
  );
}

/** 'Voids': one pie per void status, its SKUs as slices. */
function VoidsPanel({ params }: { params: RequestParams }) {
  const query = usePanelQuery('merchandising', merchandisingRequests.voids, params);
  return (
    <Panel
      title="Voids"
      name="voids"
      permission={{ section: 'merchandising', key: 'voids' }}
      query={query}
      isEmpty={(data) => voidPies(data).length === 0}
      emptyText="No voids for the selected filters."
      skeletonHeight={300}
    >
      {(data) => (
        <KeepRecent itemKey={data} deps={[]}>
          {() => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {voidPies(data).map((group) => (
                <Stack key={group.status} gap={4}>
                  <Title order={3} size="h5">
                    {group.status}
                  </Title>
                  <PieChart
                    title={`Voids: ${group.status}`}
                    hideTitle
                    data={group.data}
                    formatValue={formatInteger}
                  />
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </KeepRecent>
      )}
    </Panel>
  );
}

type MetricPie = (typeof METRIC_PIES)[number];

/** A pie; with a legend (the primary placement pie) it shares the map's colours and hidden set. */
function MetricPie({
  title,
  data,
  legend,
}: {
  title: string;
  data: readonly Share[];
  legend: readonly MapStatus[] | undefined;
}) {
  const slices = sharePie(data, legend);
  const chart = (state?: LegendState) => (
    <PieChart
      title={title}
      hideTitle
      data={slices}
      formatValue={formatInteger}
      disabled={state?.disabled}
      onDisabledChange={state?.onDisabledChange}
      // The primary placement pie (the one with the map's legend) stands for that filter.
      drillField={state ? 'primary' : undefined}
    />
  );
  return legend ? (
    <WithPlacementLegend keys={slices.map((s) => s.key)}>{chart}</WithPlacementLegend>
  ) : (
    chart()
  );
}

/** Reads the hidden categories for one legend: a toggle draws this pie again, not its panel. */
function WithPlacementLegend({
  keys,
  children,
}: {
  keys: readonly string[];
  children: (state: LegendState) => ReactNode;
}) {
  const legendFor = usePlacementLegend();
  return children(legendFor(keys));
}

function MetricPiePanel({
  pie,
  params,
  legend,
}: {
  pie: MetricPie;
  params: RequestParams;
  legend: readonly MapStatus[];
}) {
  const query = usePanelQuery('merchandising', pieRequest(pie), params);
  // The primary placement pie holds the map's categories: it shares their colours and hidden set.
  const shared = pie.name === 'primary-placement';
  return (
    <Panel
      title={pie.title}
      name={pie.name}
      permission={{ section: 'merchandising', key: pie.key }}
      query={query}
      isEmpty={(data) => !data.some((s) => s.amount > 0)}
      emptyText={EMPTY_TEXT}
      skeletonHeight={250}
    >
      {(data) => (
        <KeepRecent itemKey={data} deps={[]}>
          {() => <MetricPie title={pie.title} data={data} legend={shared ? legend : undefined} />}
        </KeepRecent>
      )}
    </Panel>
  );
}

/** 'Metrics as of {end date}': the permitted placement, tags and promo pies. */
function MetricsBlock({
  params,
  endDate,
  legend,
}: {
  params: RequestParams;
  endDate: string;
  legend: readonly MapStatus[];
}) {
  const permissions = usePermissions();
  const headingId = useId();
  const pies = METRIC_PIES.filter((pie) => isRequested('merchandising', pieRequest(pie), permissions));
  if (pies.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-metrics>
      <Title order={2} size="h3" id={headingId}>
        Metrics as of {endDate}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {pies.map((pie) => (
          <MetricPiePanel key={pie.name} pie={pie} params={params} legend={legend} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Every permitted Merchandising panel for the applied filter, in SPEC order. */
export function MerchandisingPanels({
  params,
  placements,
  endDate,
}: {
  params: RequestParams;
  placements: readonly string[];
  endDate: string;
}) {
  const compact = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const lineHeight = compact ? COMPACT_LINE_HEIGHT : LINE_CHART_HEIGHT;
  const legend = useMemo(() => placementLegend(placements), [placements]);
  // View state is read by the panels that show it (the map, the placement pie, the prices
  // table), so a legend toggle or a sort does not render every panel again.
  return (
    <Stack gap="md">
      <MapPanel params={params} legend={legend} />
      <SummaryPanel params={params} />
      <FacingsAddedPanel params={params} />
      <AverageFacingsPanel params={params} height={lineHeight} />
      <TotalFacingsPanel params={params} height={lineHeight} />
      <VoidsPanel params={params} />
      <RetailPricesPanel params={params} />
      <MetricsBlock params={params} endDate={endDate} legend={legend} />
    </Stack>
  );
}
