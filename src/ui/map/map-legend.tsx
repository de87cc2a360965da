import { useMemo } from 'react';
import { formatInteger } from '@/lib/format';
import { seriesColor } from '@/ui/charts/palette';
import type { LegendItem } from '@/ui/legend/series-legend';
import { SeriesLegend } from '@/ui/legend/series-legend';
import type { MapStatus } from './map-model';

export interface MapLegendProps {
  statuses: readonly MapStatus[];
  /** Statuses hidden from the map (and, when the page shares the set, from its charts). */
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** Pins per status, shown after each label. */
  counts?: ReadonlyMap<string, number>;
  label?: string;
}

/** Status legend of a map: each item toggles its pins; the last visible status stays. */
export function MapLegend({ statuses, hidden, onToggle, counts, label = 'Map legend' }: MapLegendProps) {
  const items = useMemo<LegendItem[]>(
    () =>
      statuses.map((status, i) => ({
        key: status.key,
        label: status.label ?? status.key,
        color: seriesColor(i, status.color),
        detail: counts ? formatInteger(counts.get(status.key) ?? 0) : undefined,
      })),
    [statuses, counts],
  );
  return <SeriesLegend items={items} disabled={hidden} onToggle={onToggle} label={label} />;
}
