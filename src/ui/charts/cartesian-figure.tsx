import type { ReactElement } from 'react';
import { SeriesLegend } from '@/ui/legend/series-legend';
import { ChartDataTable } from './chart-data-table';
import { ChartFigure } from './chart-figure';
import { ChartSize } from './chart-size';
import type { useCartesianModel } from './cartesian-model';
import type { CartesianChartProps } from './types';

/**
 * The frame line and bar charts share: the figure with its caption, the series legend
 * (unless `showLegend` is false), the screen-reader data table and the sized plot.
 */
export function CartesianFigure({
  chart,
  model,
  height,
  children,
}: {
  chart: CartesianChartProps;
  model: ReturnType<typeof useCartesianModel>;
  height: number;
  children: ReactElement<{ width?: number; height?: number }>;
}) {
  const { title } = chart;
  return (
    <ChartFigure
      title={title}
      hideTitle={chart.hideTitle}
      empty={model.empty}
      emptyMessage={chart.emptyMessage}
      height={height}
      legend={
        (chart.showLegend ?? true) ? (
          <SeriesLegend
            items={model.legendItems}
            disabled={model.disabled}
            onToggle={model.toggle}
            label={`${title} legend`}
          />
        ) : null
      }
      table={
        <ChartDataTable caption={model.table.caption} headers={model.table.headers} rows={model.table.rows} />
      }
    >
      <ChartSize width={chart.width} height={height}>
        {children}
      </ChartSize>
    </ChartFigure>
  );
}
