import { z } from 'zod';
import { jsonEndpoint } from './endpoint';

/**
 * Monthly targets beyond the UDS count (the Target section's weekly new-account target
 * stays on /brands/target-date): one number per brand, month and metric, for the whole
 * brand or for one ASM or one representative. Cards and charts pace against the brand's
 * target; the rep and ASM tables against the rep's or the ASM's own.
 */

/** The metrics a target can be set for, as the server names them, with their labels. */
export const TARGET_METRICS = [
  { key: 'cases', server: 'Cases', label: 'Cases' },
  { key: 'sales', server: 'Sales', label: 'Sales ($)' },
  { key: 'orders', server: 'Orders', label: 'Orders' },
  { key: 'newAccounts', server: 'NewAccounts', label: 'New accounts (authorised)' },
  { key: 'merchandisingVisits', server: 'MerchandisingVisits', label: 'Merchandising visits' },
  { key: 'facingsAdded', server: 'FacingsAdded', label: 'Facings added' },
  { key: 'visits', server: 'Visits', label: 'Visits' },
] as const;

export type TargetMetric = (typeof TARGET_METRICS)[number]['key'];
export type ServerTargetMetric = (typeof TARGET_METRICS)[number]['server'];

const SERVER_METRICS = TARGET_METRICS.map((m) => m.server) as [ServerTargetMetric, ...ServerTargetMetric[]];
const toMetricKey = Object.fromEntries(TARGET_METRICS.map((m) => [m.server, m.key])) as Record<
  ServerTargetMetric,
  TargetMetric
>;
const toServerMetric = Object.fromEntries(TARGET_METRICS.map((m) => [m.key, m.server])) as Record<
  TargetMetric,
  ServerTargetMetric
>;
export const serverTargetMetric = (key: TargetMetric): ServerTargetMetric => toServerMetric[key];

export const targetMetricLabel = (key: TargetMetric): string =>
  TARGET_METRICS.find((m) => m.key === key)?.label ?? key;

/** A calendar month, 'YYYY-MM'. */
export const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a YYYY-MM month');

/** How far a month's targets can be copied forward at once (a year). */
export const TARGET_COPY_MONTHS_MAX = 12;
/** The largest target (sales dollars of a big brand fit well below it). */
export const METRIC_TARGET_MAX = 1_000_000_000;

export const MetricTarget = z
  .object({
    ID: z.number().int(),
    Brand: z.string(),
    Month: isoMonth,
    Metric: z.enum(SERVER_METRICS),
    /** The ASM the target is for; null with Representative null: the whole brand. */
    ASM: z.string().nullable(),
    Representative: z.string().nullable(),
    Target: z.number().positive(),
  })
  .transform((s) => ({
    id: s.ID,
    brand: s.Brand,
    month: s.Month,
    metric: toMetricKey[s.Metric],
    asm: s.ASM,
    representative: s.Representative,
    target: s.Target,
  }));
export type MetricTarget = z.output<typeof MetricTarget>;
export type ServerMetricTarget = z.input<typeof MetricTarget>;

export const MetricTargetList = z.array(MetricTarget);
export type MetricTargetList = z.output<typeof MetricTargetList>;

export const listMetricTargets = jsonEndpoint({
  method: 'GET',
  path: '/targets',
  summary:
    "The brand's monthly targets: every month, brand-wide (ASM and Representative null), per ASM and per representative. Answers holders of Sales, Merchandising, Management, Time & Efforts or Admin for a brand they see.",
  params: ['brand'],
  response: MetricTargetList,
  definedHere: 'call',
});

/** Body of /targets/set. */
export const SetMetricTargetRequest = z.object({
  Brand: z.string().min(1),
  Month: isoMonth,
  Metric: z.enum(SERVER_METRICS),
  ASM: z.string().min(1).nullable(),
  Representative: z.string().min(1).nullable(),
  Target: z.number().positive().max(METRIC_TARGET_MAX),
});
export type SetMetricTargetRequest = z.input<typeof SetMetricTargetRequest>;

export const setMetricTarget = jsonEndpoint({
  method: 'POST',
  path: '/targets/set',
  summary:
    "Set one monthly target (replacing the one of the same brand, month, metric and scope). JSON body { Brand, Month, Metric, ASM, Representative, Target }: ASM or Representative (not both) narrow it, both null is the whole brand; Target above 0. Super admins with the target permission only. A bad field answers 400 naming it (X-Invalid-Parameter). Returns the brand's targets.",
  params: [],
  extraParams: ['Brand', 'Month', 'Metric', 'ASM', 'Representative', 'Target'],
  body: 'json',
  requestBody: SetMetricTargetRequest,
  response: MetricTargetList,
  definedHere: 'call',
});

/** Body of /targets/copy. */
export const CopyMetricTargetsRequest = z.object({
  Brand: z.string().min(1),
  Month: isoMonth,
  Months: z.number().int().min(1).max(TARGET_COPY_MONTHS_MAX),
});
export type CopyMetricTargetsRequest = z.input<typeof CopyMetricTargetsRequest>;

export const copyMetricTargets = jsonEndpoint({
  method: 'POST',
  path: '/targets/copy',
  summary: `Copy every target of the brand's month to each of the next Months months (1 to ${TARGET_COPY_MONTHS_MAX}), replacing targets of the same metric and scope there. JSON body { Brand, Month, Months }. Returns the brand's targets.`,
  params: [],
  extraParams: ['Brand', 'Month', 'Months'],
  body: 'json',
  requestBody: CopyMetricTargetsRequest,
  response: MetricTargetList,
  definedHere: 'call',
});

/** Body of /targets/delete. */
export const DeleteMetricTargetRequest = z.object({ ID: z.number().int() });
export type DeleteMetricTargetRequest = z.input<typeof DeleteMetricTargetRequest>;

export const deleteMetricTarget = jsonEndpoint({
  method: 'POST',
  path: '/targets/delete',
  summary: "Delete one monthly target by ID. JSON body { ID }. Returns that brand's targets.",
  params: [],
  extraParams: ['ID'],
  body: 'json',
  requestBody: DeleteMetricTargetRequest,
  response: MetricTargetList,
  definedHere: 'call',
});
