import { useCallback } from 'react';
import { SeriesLegend, type LegendItem } from '@/ui/legend/series-legend';
import { toggleSeries } from '@/ui/legend/toggle-series';
import { STATUS_COLORS, STATUS_NAMES } from './schedule-model';

const ITEMS: readonly LegendItem[] = STATUS_NAMES.map((name) => ({
  key: name,
  label: name,
  color: STATUS_COLORS[name],
}));

/**
 * The visit-status legend: clicking an item hides those visits (dimmed in the legend);
 * the last shown status cannot be hidden. One hidden set (the URL's) for the calendar
 * and the chart.
 */
export function StatusLegend({
  hidden,
  onHiddenChange,
  label,
}: {
  hidden: ReadonlySet<string>;
  onHiddenChange: (next: ReadonlySet<string>) => void;
  label: string;
}) {
  const onToggle = useCallback(
    (key: string) => {
      const next = toggleSeries(hidden, key, STATUS_NAMES);
      if (next !== hidden) onHiddenChange(next);
    },
    [hidden, onHiddenChange],
  );
  return <SeriesLegend items={ITEMS} disabled={hidden} onToggle={onToggle} label={label} />;
}
