import { useMemo } from 'react';
import { Pie, PieChart as RechartsPieChart, Tooltip } from 'recharts';
import type { PieLabelRenderProps } from 'recharts';
import { formatNumber, formatPercent } from '@/lib/format';
import type { LegendItem } from '@/ui/legend/series-legend';
import { SeriesLegend } from '@/ui/legend/series-legend';
import { useDisabledSet } from '@/ui/legend/use-disabled-set';
import { useDrill } from '@/filters/drill-down-area';
import { ChartDataTable } from './chart-data-table';
import { ChartFigure } from './chart-figure';
import { ChartSize } from './chart-size';
import { renderChartTooltip, useTooltipOnDemand } from './chart-tooltip';
import { readableTextColor, seriesColor } from './palette';
import type { ChartFrameProps, LegendStateProps } from './types';

export const PIE_CHART_HEIGHT = 250;

export interface PieDatum {
  /** Legend/disabled key. */
  key: string;
  label?: string;
  value: number;
  /** Own colour (a status colour); else the palette colour of its index. */
  color?: string | null;
  /** Share as the API reports it (12.5 = 12.5%); computed from the values when absent. */
  percentage?: number | null;
}

export interface PieChartProps extends ChartFrameProps, LegendStateProps {
  data: readonly PieDatum[];
  /** Slice values in tooltips, legend and table (default: grouped number). */
  formatValue?: (value: number) => string;
  /** Ring instead of a full disc. */
  donut?: boolean;
}

interface Slice {
  key: string;
  label: string;
  value: number;
  fill: string;
  percentage: number;
}

/** Slices under 6% of the visible pie carry no label: it would not fit. */
const LABEL_MIN_SHARE = 0.06;
const RADIAN = Math.PI / 180;

function SliceLabel(props: PieLabelRenderProps) {
  const { cx, cy, midAngle, innerRadius, outerRadius, percent } = props;
  if (typeof percent !== 'number' || percent < LABEL_MIN_SHARE) return null;
  const inner = Number(innerRadius) || 0;
  const outer = Number(outerRadius) || 0;
  const radius = inner + (outer - inner) * (inner > 0 ? 0.5 : 0.62);
  const angle = -(midAngle ?? 0) * RADIAN;
  const fill = (props.payload as { fill?: string } | undefined)?.fill ?? '';
  return (
    <text
      x={Number(cx) + radius * Math.cos(angle)}
      y={Number(cy) + radius * Math.sin(angle)}
      fill={readableTextColor(fill)}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={11}
      pointerEvents="none"
    >
      {formatPercent(percent * 100, 0)}
    </text>
  );
}

const defaultValue = (value: number) => formatNumber(value);

/**
 * Pie (or donut) chart with the shared legend rule: legend items toggle slices, the last
 * visible slice stays. The legend shows each slice's value and share.
 */
export function PieChart({
  title,
  hideTitle,
  data,
  height = PIE_CHART_HEIGHT,
  width,
  emptyMessage,
  showLegend = true,
  donut = false,
  formatValue = defaultValue,
  drillField,
  ...legendState
}: PieChartProps) {
  const drill = useDrill(drillField);
  const slices = useMemo<Slice[]>(() => {
    const total = data.reduce((sum, d) => sum + (d.value > 0 ? d.value : 0), 0);
    return data.map((d, i) => ({
      key: d.key,
      label: d.label ?? d.key,
      value: d.value,
      fill: seriesColor(i, d.color),
      percentage: d.percentage ?? (total > 0 ? (Math.max(d.value, 0) / total) * 100 : 0),
    }));
  }, [data]);
  const keys = useMemo(() => slices.map((s) => s.key), [slices]);
  const [disabled, toggle] = useDisabledSet(keys, legendState);
  const visible = useMemo(
    () => slices.filter((s) => !disabled.has(s.key) && Number.isFinite(s.value) && s.value > 0),
    [slices, disabled],
  );
  const empty = !slices.some((s) => Number.isFinite(s.value) && s.value > 0);

  const legendItems = useMemo<LegendItem[]>(
    () =>
      slices.map((s) => ({
        key: s.key,
        label: s.label,
        color: s.fill,
        detail: `${formatValue(s.value)} (${formatPercent(s.percentage)})`,
      })),
    [slices, formatValue],
  );
  const table = useMemo(
    () => ({
      headers: ['Item', 'Value', 'Share'],
      rows: slices
        .filter((s) => !disabled.has(s.key))
        .map((s) => [s.label, formatValue(s.value), formatPercent(s.percentage)]),
    }),
    [slices, disabled, formatValue],
  );
  const tooltip = useMemo(
    () =>
      renderChartTooltip({
        formatValue: (value) => {
          const total = visible.reduce((sum, s) => sum + s.value, 0);
          return `${formatValue(value)} (${formatPercent(total > 0 ? (value / total) * 100 : 0)})`;
        },
      }),
    [formatValue, visible],
  );

  const [tooltipShown, showTooltip] = useTooltipOnDemand();

  return (
    <ChartFigure
      title={title}
      hideTitle={hideTitle}
      empty={empty}
      emptyMessage={emptyMessage}
      height={height}
      onPointerEnter={showTooltip}
      legend={
        showLegend ? (
          <SeriesLegend
            items={legendItems}
            disabled={disabled}
            onToggle={toggle}
            label={`${title} legend`}
            drill={drill}
          />
        ) : null
      }
      table={<ChartDataTable caption={title} headers={table.headers} rows={table.rows} />}
    >
      <ChartSize width={width} height={height}>
        <RechartsPieChart accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 4, left: 4 }}>
          <Pie
            data={visible}
            dataKey="value"
            nameKey="label"
            innerRadius={donut ? '55%' : 0}
            outerRadius="92%"
            stroke="#FFFFFF"
            strokeWidth={1}
            label={SliceLabel}
            labelLine={false}
            // The plot is aria-hidden (the data table speaks for it): nothing in it may take focus.
            rootTabIndex={-1}
            isAnimationActive={false}
            // Pointer users click a slice; keyboard users have the legend's filter buttons.
            onClick={
              drill ? (_sector, index) => visible[index] && drill.apply(visible[index].key) : undefined
            }
            style={drill ? { cursor: 'pointer' } : undefined}
          />
          {tooltipShown ? <Tooltip content={tooltip} isAnimationActive={false} /> : null}
        </RechartsPieChart>
      </ChartSize>
    </ChartFigure>
  );
}
