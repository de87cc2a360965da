import { useMemo } from 'react';
import { useDrill } from '@/filters/drill-down-area';
import { SeriesLegend } from '@/ui/legend/series-legend';
import { ChartDataTable } from './chart-data-table';
import { ChartFigure } from './chart-figure';
import { ChartSize, type ChartElement } from './chart-size';
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
  onPointerEnter,
  children,
}: {
  chart: CartesianChartProps;
  model: ReturnType<typeof useCartesianModel>;
  height: number;
  onPointerEnter?: () => void;
  children: ChartElement | ((width: number) => ChartElement);
}) {
  const { title } = chart;
  const drill = useDrill(chart.drillField);
  // A series stands for its label (a SKU or distributor name); its key is positional.
  const legendDrill = useMemo(() => {
    if (!drill) return undefined;
    const labels = new Map(model.legendItems.map((item) => [item.key, item.label]));
    return { label: drill.label, apply: (key: string) => drill.apply(labels.get(key) ?? key) };
  }, [drill, model.legendItems]);
  return (
    <ChartFigure
      title={title}
      hideTitle={chart.hideTitle}
      empty={model.empty}
      emptyMessage={chart.emptyMessage}
      height={height}
      onPointerEnter={onPointerEnter}
      legend={
        (chart.showLegend ?? true) ? (
          <SeriesLegend
            items={model.legendItems}
            disabled={model.disabled}
            onToggle={model.toggle}
            label={`${title} legend`}
            drill={legendDrill}
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
