import { useMemo } from 'react';
import { formatCompact, formatDateLabel, formatNumber } from '@/lib/format';
import type { LegendItem } from '@/ui/legend/series-legend';
import { useDisabledSet } from '@/ui/legend/use-disabled-set';
import { seriesColor } from './palette';
import type { CartesianChartProps, ChartRow } from './types';

export interface ResolvedSeries {
  key: string;
  label: string;
  color: string;
}

const fullDate = (value: string) => formatDateLabel(value, 'day');
const shortDate = (value: string) => formatDateLabel(value, 'day', true);
const identity = (value: string) => value;
const defaultValue = (value: number) => formatNumber(value);

export const numericValue = (row: ChartRow, key: string): number | null => {
  const value = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * What line and bar charts derive from their props, memoised so a parent re-render with
 * the same data does no work: resolved series (colours fixed by index, so hiding one
 * never recolours the others), legend state, formatters, empty check and the data table.
 */
export function useCartesianModel(props: CartesianChartProps, defaultXType: 'date' | 'category') {
  const { data, xKey, series, title } = props;
  const xType = props.xType ?? defaultXType;
  const formatX = props.formatX ?? (xType === 'date' ? fullDate : identity);
  const formatXTick = props.formatXTick ?? (xType === 'date' && !props.formatX ? shortDate : formatX);
  const formatValue = props.formatValue ?? defaultValue;
  const formatYTick = props.formatYTick ?? formatCompact;

  const resolved = useMemo<ResolvedSeries[]>(
    () => series.map((s, i) => ({ key: s.key, label: s.label ?? s.key, color: seriesColor(i, s.color) })),
    [series],
  );
  const keys = useMemo(() => resolved.map((s) => s.key), [resolved]);
  const [disabled, toggle] = useDisabledSet(keys, props);
  const active = useMemo(() => resolved.filter((s) => !disabled.has(s.key)), [resolved, disabled]);

  const xValues = useMemo(() => data.map((row) => String(row[xKey] ?? '')), [data, xKey]);
  const empty = useMemo(
    () => data.length === 0 || !data.some((row) => resolved.some((s) => numericValue(row, s.key) !== null)),
    [data, resolved],
  );

  const legendItems = useMemo<LegendItem[]>(
    () => resolved.map(({ key, label, color }) => ({ key, label, color })),
    [resolved],
  );

  const table = useMemo(
    () => ({
      caption: title,
      headers: [xType === 'date' ? 'Date' : 'Category', ...active.map((s) => s.label)],
      rows: data.map((row, i) => [
        formatX(xValues[i] ?? ''),
        ...active.map((s) => {
          const value = numericValue(row, s.key);
          return value === null ? '' : formatValue(value);
        }),
      ]),
    }),
    // Formatters are usually inline arrows; the table follows data and visible series.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [title, xType, active, data, xValues],
  );

  return {
    xType,
    formatX,
    formatXTick,
    formatValue,
    formatYTick,
    resolved,
    active,
    disabled,
    toggle,
    xValues,
    empty,
    legendItems,
    table,
  };
}

/** Y-axis width that fits the longest tick label (SVG text is not measured before render). */
export const yAxisWidth = (labels: readonly string[]): number =>
  Math.max(36, Math.min(96, 10 + 7 * Math.max(0, ...labels.map((label) => label.length))));
