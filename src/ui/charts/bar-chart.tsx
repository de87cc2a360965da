import { useMemo } from 'react';
import { Bar, BarChart as RechartsBarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { LabelProps } from 'recharts';
import { useDrill } from '@/filters/drill-down-area';
import { BAR_CATEGORY_GAP, barLabelsMayFit, MAX_BAR_SIZE, paddedAxis, shouldShowBarLabel } from './axis';
import { NO_GRID_POINTS, plainTick } from './axis-tick';
import { CartesianFigure } from './cartesian-figure';
import { renderChartTooltip, useTooltipOnDemand } from './chart-tooltip';
import { numericValue, useCartesianModel, yAxisWidth } from './cartesian-model';
import { readableTextColor } from './palette';
import { BarTargets, type BarTargetLine } from './bar-targets';
import type { CartesianChartProps, ChartRow } from './types';

export const BAR_CHART_HEIGHT = 400;

const Y_TICK = plainTick(12);

export interface BarChartProps extends CartesianChartProps {
  /** Stack the series on one bar per x value (else bars are grouped side by side). */
  stacked?: boolean;
  /** Value labels inside bars that are wide and tall enough (default true). */
  showLabels?: boolean;
  /** A target per bar, drawn as a labelled dashed line across the bars; the axis reaches it. */
  targetLine?: BarTargetLine | null;
}

/** Rough SVG text width at 11 px, so a label never spills out of its bar. */
const labelFits = (text: string, barWidth: number) => text.length * 6.4 + 6 <= barWidth;

function barLabel(color: string, formatValue: (value: number) => string) {
  const fill = readableTextColor(color);
  return function BarLabel(props: LabelProps) {
    const box = props.viewBox as { x?: number; y?: number; width?: number; height?: number } | undefined;
    const { value } = props;
    if (!box || typeof value !== 'number' || value === 0) return null;
    const { x = 0, y = 0, width = 0, height = 0 } = box;
    if (!shouldShowBarLabel(width, height)) return null;
    const text = formatValue(value);
    if (!labelFits(text, Math.abs(width))) return null;
    return (
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fill={fill}
        fontSize={11}
        pointerEvents="none"
      >
        {text}
      </text>
    );
  };
}

/**
 * Bar chart, stacked or grouped, with the shared legend and accessibility rules, value
 * labels only on bars at least 45 px wide and 12 px tall, and a y-axis from zero padded
 * by 10% of the range so the tallest bar never touches the top.
 */
export function BarChart(props: BarChartProps) {
  const { data, xKey, stacked = false, showLabels = true, targetLine = null } = props;
  const drill = useDrill(props.drillField);
  const height = props.height ?? BAR_CHART_HEIGHT;
  const model = useCartesianModel(props, 'category');
  const { active, resolved, disabled, formatValue, formatYTick, formatXTick, formatX } = model;

  const axis = useMemo(() => {
    const values: number[] = [0];
    for (const row of data) {
      if (stacked) {
        let positive = 0;
        let negative = 0;
        for (const s of active) {
          const value = numericValue(row, s.key) ?? 0;
          if (value >= 0) positive += value;
          else negative += value;
        }
        values.push(positive, negative);
      } else {
        for (const s of active) values.push(numericValue(row, s.key) ?? 0);
      }
    }
    if (targetLine) for (const v of targetLine.values) if (v !== null) values.push(v);
    return paddedAxis(values);
  }, [data, active, stacked, targetLine]);

  const tooltip = useMemo(
    () => renderChartTooltip({ formatLabel: formatX, formatValue, showTotal: stacked }),
    [formatX, formatValue, stacked],
  );
  const labels = useMemo(
    () => new Map(resolved.map((s) => [s.key, barLabel(s.color, formatValue)])),
    [resolved, formatValue],
  );
  const yWidth = axis ? yAxisWidth(axis.ticks.map(formatYTick)) : 40;
  const [tooltipShown, showTooltip] = useTooltipOnDemand();

  return (
    <CartesianFigure chart={props} model={model} height={height} onPointerEnter={showTooltip}>
      {(width) => (
        <RechartsBarChart
          data={data as ChartRow[]}
          margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
          accessibilityLayer={false}
          barCategoryGap={`${BAR_CATEGORY_GAP * 100}%`}
        >
          <CartesianGrid
            strokeDasharray="3 3"
            vertical={false}
            verticalCoordinatesGenerator={NO_GRID_POINTS}
          />
          {/* recharts thins these labels by measuring them (they may be many and long). */}
          <XAxis dataKey={xKey} tickFormatter={formatXTick} tick={{ fontSize: 12 }} tickMargin={6} />
          {/* Our own few round ticks, all shown: nothing to measure. */}
          <YAxis
            domain={axis?.domain ?? [0, 'auto']}
            ticks={axis?.ticks}
            interval={0}
            tickFormatter={formatYTick}
            tick={Y_TICK}
            width={yWidth}
          />
          {tooltipShown ? (
            <Tooltip content={tooltip} isAnimationActive={false} cursor={{ fillOpacity: 0.35 }} />
          ) : null}
          {resolved.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              stackId={stacked ? 'stack' : undefined}
              hide={disabled.has(s.key)}
              maxBarSize={MAX_BAR_SIZE}
              isAnimationActive={false}
              onClick={drill ? () => drill.apply(s.label) : undefined}
              style={drill ? { cursor: 'pointer' } : undefined}
            >
              {showLabels && barLabelsMayFit(width, data.length, stacked ? 1 : active.length) ? (
                <LabelList dataKey={s.key} content={labels.get(s.key)} />
              ) : null}
            </Bar>
          ))}
          {targetLine ? <BarTargets line={targetLine} rows={data} xKey={xKey} /> : null}
        </RechartsBarChart>
      )}
    </CartesianFigure>
  );
}
