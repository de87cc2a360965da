import {
  METRIC_TARGET_MAX,
  TARGET_COPY_MONTHS_MAX,
  TARGET_METRICS,
  serverTargetMetric,
  type MetricTarget,
  type SetMetricTargetRequest,
  type TargetMetric,
} from '@/api/contract/targets';

/** The Monthly targets form's rules: what is required, what the request is, how rows read. */

export type TargetScope = 'brand' | 'asm' | 'representative';

export const TARGET_SCOPES: readonly { value: TargetScope; label: string }[] = [
  { value: 'brand', label: 'Whole brand' },
  { value: 'asm', label: 'One ASM' },
  { value: 'representative', label: 'One representative' },
];

export interface MetricTargetFormValues {
  brand: string | null;
  /** 'YYYY-MM', or null while empty. */
  month: string | null;
  metric: TargetMetric | null;
  scope: TargetScope;
  asm: string | null;
  representative: string | null;
  /** As typed: the number input gives a number, or '' while empty. */
  target: string | number;
}

export type MetricTargetField = 'brand' | 'month' | 'metric' | 'asm' | 'representative' | 'target';
export type MetricTargetErrors = Partial<Record<MetricTargetField, string>>;

export const METRIC_TARGET_MESSAGES = {
  brand: 'Choose a brand',
  month: 'Choose a month',
  metric: 'Choose a metric',
  asm: 'Choose an ASM',
  representative: 'Choose a representative',
  target: `Enter a number above 0, at most ${METRIC_TARGET_MAX.toLocaleString('en-US')}`,
  months: `Enter a whole number from 1 to ${TARGET_COPY_MONTHS_MAX}`,
  saved: 'Target has been saved!',
  copied: (months: number) =>
    `Targets have been copied to the next ${months === 1 ? 'month' : `${months} months`}!`,
  deleted: 'Target has been deleted!',
} as const;

export const emptyMetricTargetForm = (brand: string | null, month: string): MetricTargetFormValues => ({
  brand,
  month,
  metric: null,
  scope: 'brand',
  asm: null,
  representative: null,
  target: '',
});

/** The typed target as a number, or null when it is not one above 0 within the limit. */
export function parseTargetAmount(input: string | number): number | null {
  const value = typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);
  return Number.isFinite(value) && value > 0 && value <= METRIC_TARGET_MAX ? value : null;
}

/** Every field that stops the form, with what to do about it (empty: ready to send). */
export function metricTargetErrors(values: MetricTargetFormValues): MetricTargetErrors {
  const errors: MetricTargetErrors = {};
  if (!values.brand) errors.brand = METRIC_TARGET_MESSAGES.brand;
  if (!values.month) errors.month = METRIC_TARGET_MESSAGES.month;
  if (!values.metric) errors.metric = METRIC_TARGET_MESSAGES.metric;
  if (values.scope === 'asm' && !values.asm) errors.asm = METRIC_TARGET_MESSAGES.asm;
  if (values.scope === 'representative' && !values.representative)
    errors.representative = METRIC_TARGET_MESSAGES.representative;
  if (parseTargetAmount(values.target) === null) errors.target = METRIC_TARGET_MESSAGES.target;
  return errors;
}

/** The /targets/set body of a valid form (null when it is not valid). */
export function metricTargetRequest(values: MetricTargetFormValues): SetMetricTargetRequest | null {
  const target = parseTargetAmount(values.target);
  if (Object.keys(metricTargetErrors(values)).length > 0 || target === null) return null;
  return {
    Brand: values.brand ?? '',
    Month: values.month ?? '',
    Metric: serverTargetMetric(values.metric ?? 'cases'),
    ASM: values.scope === 'asm' ? values.asm : null,
    Representative: values.scope === 'representative' ? values.representative : null,
    Target: target,
  };
}

/** How many months a copy reaches, or null unless a whole number from 1 to 12. */
export function parseCopyMonths(input: string | number): number | null {
  const value = typeof input === 'number' ? input : Number(input);
  return Number.isInteger(value) && value >= 1 && value <= TARGET_COPY_MONTHS_MAX ? value : null;
}

const SERVER_FIELDS: Record<string, MetricTargetField> = {
  Brand: 'brand',
  Month: 'month',
  Metric: 'metric',
  ASM: 'asm',
  Representative: 'representative',
  Target: 'target',
};

/**
 * The form field a refused save names: the demo API words each 400 as 'Field: what to do'
 * (and names the field in X-Invalid-Parameter), so the message goes under that field.
 */
export function serverFieldError(message: string): { field: MetricTargetField; message: string } | null {
  const match = /^(\w+):\s*(.+)$/s.exec(message.trim());
  const field = match ? SERVER_FIELDS[match[1] ?? ''] : undefined;
  return field && match ? { field, message: match[2] ?? message } : null;
}

/** Who a target is for, as the table says it. */
export const scopeLabel = (t: Pick<MetricTarget, 'asm' | 'representative'>): string =>
  t.representative ? `Representative ${t.representative}` : t.asm ? `ASM ${t.asm}` : 'Whole brand';

/** One month's targets in the table's order: metrics as declared, then brand, ASMs, reps. */
export function monthTargets(targets: readonly MetricTarget[], month: string | null): MetricTarget[] {
  const order = (t: MetricTarget) => TARGET_METRICS.findIndex((m) => m.key === t.metric);
  const rank = (t: MetricTarget) => (t.representative ? 2 : t.asm ? 1 : 0);
  return targets
    .filter((t) => t.month === month)
    .sort(
      (a, b) =>
        order(a) - order(b) || rank(a) - rank(b) || scopeLabel(a).localeCompare(scopeLabel(b), 'en-US'),
    );
}
