import type { DrillField } from '@/filters/drill-down';

/** Shapes shared by the chart components. Pages map their domain data to these. */

/** One x position: the x value under `xKey`, and one number per series key. */
export type ChartRow = Readonly<Record<string, string | number | null | undefined>>;

export interface ChartSeries {
  /** Property of each row holding this series' value; also the legend/disabled key. */
  key: string;
  /** Legend, tooltip and table label (defaults to `key`). */
  label?: string;
  /** Own colour (e.g. an account status colour); else the palette colour of its index. */
  color?: string | null;
}

/** Legend state: pass `disabled` + `onDisabledChange` to control it (URL, shared with a map). */
export interface LegendStateProps {
  disabled?: ReadonlySet<string>;
  defaultDisabled?: ReadonlySet<string>;
  onDisabledChange?: (next: ReadonlySet<string>) => void;
}

export interface ChartFrameProps {
  /** Chart title: the figure caption, also the accessible name. */
  title: string;
  /** Keep the title for screen readers only (when the panel header already shows it). */
  hideTitle?: boolean;
  /** Plot height in px (legend excluded). */
  height?: number;
  /** Fixed plot width in px; default fills the container (tests pass a number: jsdom cannot measure). */
  width?: number;
  /** Text when there is nothing to plot. */
  emptyMessage?: string;
  /** Show the toggle legend (default true). */
  showLegend?: boolean;
  /**
   * The filter field this chart's slices or series stand for: a click on a
   * slice or bar, or its legend's filter button, applies that value as the filter. The
   * value is a pie slice's key, a bar series' label.
   */
  drillField?: DrillField;
}

export interface CartesianChartProps extends ChartFrameProps, LegendStateProps {
  data: readonly ChartRow[];
  /** Property of each row holding the x value ('YYYY-MM-DD' dates or category names). */
  xKey: string;
  series: readonly ChartSeries[];
  /** 'date': x values are 'YYYY-MM-DD' (Sunday ticks on line charts). Default: line 'date', bar 'category'. */
  xType?: 'date' | 'category';
  /** Full x label for tooltips and the data table (dates default to 'Mar 1, 2026'). */
  formatX?: (value: string) => string;
  /** Axis tick label (dates default to 'Mar 1'; categories to `formatX`). */
  formatXTick?: (value: string) => string;
  /** Values in tooltips, labels and the data table (default: grouped number). */
  formatValue?: (value: number) => string;
  /** Y-axis tick labels (default: compact, '1.2K'). */
  formatYTick?: (value: number) => string;
}

export const EMPTY_CHART_MESSAGE = 'No data for the selected filters';
