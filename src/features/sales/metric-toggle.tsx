import { SegmentedControl } from '@mantine/core';
import { METRIC_LABELS, SALES_METRICS, type SalesMetric } from './view-state';

const DATA = SALES_METRICS.map((value) => ({ value, label: METRIC_LABELS[value] }));

interface MetricToggleProps {
  value: SalesMetric;
  onChange: (next: SalesMetric) => void;
  /** Accessible name of the radio group, e.g. 'Metric' or 'Sales By SKU view'. */
  label: string;
  size?: 'xs' | 'sm';
}

/** Cases | Dollars, in the SPEC order (Cases first, the default). */
export function MetricToggle({ value, onChange, label, size = 'xs' }: MetricToggleProps) {
  return (
    <SegmentedControl
      size={size}
      data={DATA}
      value={value}
      onChange={(next) => onChange(next as SalesMetric)}
      aria-label={label}
      data-metric-toggle={label}
    />
  );
}
