import { Group, Paper, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { TooltipContentProps } from 'recharts';

export interface ChartTooltipOptions {
  formatLabel?: (label: string) => string;
  formatValue: (value: number) => string;
  /** Adds a 'Total' line (stacked bars). */
  showTotal?: boolean;
}

/** Tooltip body with formatted values; recharts gives it the hovered point's payload. */
export function renderChartTooltip({ formatLabel, formatValue, showTotal }: ChartTooltipOptions) {
  return function ChartTooltip({ active, payload, label }: TooltipContentProps) {
    if (!active || !payload || payload.length === 0) return null;
    const entries = payload.filter((entry) => !entry.hide && typeof entry.value === 'number');
    if (entries.length === 0) return null;
    const total = entries.reduce((sum, entry) => sum + (entry.value as number), 0);
    const title = label === undefined ? '' : String(label);
    return (
      <Paper shadow="md" p="xs" withBorder miw={160}>
        {title ? (
          <Text size="sm" fw={600} mb={4}>
            {formatLabel ? formatLabel(title) : title}
          </Text>
        ) : null}
        {entries.map((entry) => (
          <Group key={String(entry.dataKey ?? entry.name)} gap={6} wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap">
              <span
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 2,
                  flex: 'none',
                  backgroundColor: entry.color ?? (entry.payload as { fill?: string } | undefined)?.fill,
                }}
              />
              <Text size="sm">{String(entry.name)}</Text>
            </Group>
            <Text size="sm" fw={500}>
              {formatValue(entry.value as number)}
            </Text>
          </Group>
        ))}
        {showTotal && entries.length > 1 ? (
          <Group gap={6} justify="space-between" mt={4}>
            <Text size="sm" fw={600}>
              Total
            </Text>
            <Text size="sm" fw={600}>
              {formatValue(total)}
            </Text>
          </Group>
        ) : null}
      </Paper>
    );
  };
}

/**
 * Whether a chart's Tooltip is mounted: from the first time a pointer (mouse, pen or touch)
 * comes onto the plot. A mounted recharts Tooltip renders a hidden box and measures it
 * (getBoundingClientRect: a forced layout in every chart's draw) and takes part in every
 * render of the chart; a chart nobody points at needs none of it. recharts
 * tracks the pointer without it, so the tooltip shows for the point already under it.
 */
export function useTooltipOnDemand() {
  const [shown, setShown] = useState(false);
  const show = useCallback(() => setShown(true), []);
  return [shown, show] as const;
}
