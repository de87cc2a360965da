import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart as RechartsLineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { dateAxisTicks, paddedAxis, thinTicks, tickLimitForWidth } from './axis';
import { NO_GRID_POINTS, plainTick } from './axis-tick';
import { CartesianFigure } from './cartesian-figure';
import { renderChartTooltip, useTooltipOnDemand } from './chart-tooltip';
import { numericValue, useCartesianModel, yAxisWidth } from './cartesian-model';
import type { CartesianChartProps, ChartRow } from './types';
import { useWindowWidth } from './use-window-width';

export const LINE_CHART_HEIGHT = 600;

/** Points are drawn as dots only while they are few enough to tell apart. */
const DOT_LIMIT = 60;

/** Both axes show ticks we chose (dateAxisTicks, paddedAxis), all of them: nothing to measure. */
const TICK = plainTick(12);

/**
 * Line chart over dates (or categories) with the shared legend, axis and accessibility
 * rules: x ticks on Sundays, at most 30/20/12/5 by window width; y domain padded by 10%
 * of the visible range; hidden series drop out of the domain and the data table.
 */
export function LineChart(props: CartesianChartProps) {
  const { data, xKey } = props;
  const height = props.height ?? LINE_CHART_HEIGHT;
  const model = useCartesianModel(props, 'date');
  const { active, resolved, disabled, xValues, xType, formatValue, formatYTick, formatXTick, formatX } =
    model;

  const windowWidth = useWindowWidth();
  const limit = tickLimitForWidth(windowWidth);
  const ticks = useMemo(
    () => (xType === 'date' ? dateAxisTicks(xValues, limit) : thinTicks(xValues, limit)),
    [xType, xValues, limit],
  );

  const axis = useMemo(() => {
    const values: number[] = [];
    for (const row of data) {
      for (const s of active) {
        const value = numericValue(row, s.key);
        if (value !== null) values.push(value);
      }
    }
    return paddedAxis(values);
  }, [data, active]);

  const tooltip = useMemo(
    () => renderChartTooltip({ formatLabel: formatX, formatValue }),
    [formatX, formatValue],
  );
  const yWidth = axis ? yAxisWidth(axis.ticks.map(formatYTick)) : 40;
  const [tooltipShown, showTooltip] = useTooltipOnDemand();

  return (
    <CartesianFigure chart={props} model={model} height={height} onPointerEnter={showTooltip}>
      <RechartsLineChart
        data={data as ChartRow[]}
        margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} verticalCoordinatesGenerator={NO_GRID_POINTS} />
        <XAxis
          dataKey={xKey}
          ticks={ticks}
          interval={0}
          tickFormatter={formatXTick}
          tick={TICK}
          tickMargin={6}
        />
        <YAxis
          domain={axis?.domain ?? ['auto', 'auto']}
          ticks={axis?.ticks}
          interval={0}
          tickFormatter={formatYTick}
          tick={TICK}
          width={yWidth}
          allowDataOverflow={false}
        />
        {tooltipShown ? <Tooltip content={tooltip} isAnimationActive={false} /> : null}
        {resolved.map((s) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeWidth={2}
            dot={data.length <= DOT_LIMIT ? { r: 3 } : false}
            activeDot={{ r: 4 }}
            hide={disabled.has(s.key)}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </RechartsLineChart>
    </CartesianFigure>
  );
}
