import { z } from 'zod';
import { ATTENTION_REASONS, ATTENTION_REASON_LABELS } from './attention';
import { jsonEndpoint } from './endpoint';
import { hasSection, type PermissionKey, type Permissions, type SectionId } from './permissions';

/**
 * Alert rules: "tell me when a summary number turns". A rule names one summary card's
 * metric, a condition, the filter it looks at (the section's URL, as the user saw it), how
 * often it is checked and who is told. The demo API checks the rules, keeps each check
 * (met or not, the value) and fires an alert once when the condition becomes true, again
 * only after a check found it false (docs/sections.md, "Alert rules").
 */

export interface AlertSource<S extends SectionId = SectionId> {
  /** The page whose URL is a rule's scope. */
  page: string;
  /** The section whose filter the scope holds and whose permission `key` shows the numbers. */
  section: S;
  key: PermissionKey<S>;
}

const source = <S extends SectionId>(page: string, section: S, key: PermissionKey<S>): AlertSource<S> => ({
  page,
  section,
  key,
});

/**
 * Where a rule's numbers come from: the sections' summary cards, and the Needs attention
 * view's count of accounts per reason (under Accounts, with its own permission).
 */
export const ALERT_SECTIONS = {
  accounts: source('/accounts', 'accounts', 'summary'),
  merchandising: source('/merchandising', 'merchandising', 'summary'),
  sales: source('/sales', 'sales', 'summary'),
  schedule: source('/schedule', 'schedule', 'summary'),
  attention: source('/accounts/attention', 'accounts', 'attention'),
} as const;
export type AlertSection = keyof typeof ALERT_SECTIONS;
export const ALERT_SECTION_IDS = Object.keys(ALERT_SECTIONS) as AlertSection[];

/** Alert rules watch summary numbers: a user with any section that has them may hold rules. */
export const ALERT_HOLDER_SECTIONS: readonly SectionId[] = [
  ...new Set(ALERT_SECTION_IDS.map((s) => ALERT_SECTIONS[s].section)),
];
export const canHoldAlertRules = (permissions: Permissions | null | undefined): boolean =>
  ALERT_HOLDER_SECTIONS.some((s) => hasSection(permissions, s));

interface AlertMetricSpec {
  section: AlertSection;
  /** The card's key in the section's SummaryCards (for Needs attention: the reason). */
  card: string;
  label: string;
  /** The field of the section's summary (domain name) the value is read from. */
  field: string;
}

const metric = (section: AlertSection, card: string, label: string, field = card): AlertMetricSpec => ({
  section,
  card,
  label,
  field,
});

/** Needs attention: the accounts with each reason, e.g. "Needs attention: Overdue". */
function attentionMetrics() {
  return Object.fromEntries(
    ATTENTION_REASONS.map((reason) => [
      `attention.${reason}`,
      metric('attention', reason, `Needs attention: ${ATTENTION_REASON_LABELS[reason]}`),
    ]),
  ) as Record<`attention.${(typeof ATTENTION_REASONS)[number]}`, AlertMetricSpec>;
}

/** Every summary number a rule can watch, keyed `section.card`. */
export const ALERT_METRICS = {
  'accounts.stores': metric('accounts', 'stores', 'Stores Visited'),
  'accounts.forms': metric('accounts', 'forms', 'Forms Submitted'),
  'accounts.totalAccounts': metric('accounts', 'totalAccounts', 'Total Accounts'),
  'accounts.hours': metric('accounts', 'hours', 'Hours Worked'),
  'accounts.mileage': metric('accounts', 'mileage', 'Mileage Driven'),
  'merchandising.forms': metric('merchandising', 'forms', 'Merchandising Visits'),
  'merchandising.stores': metric('merchandising', 'stores', 'Accounts Merchandised'),
  'merchandising.secondary': metric(
    'merchandising',
    'secondary',
    'Secondary Placements',
    'secondaryPlacements',
  ),
  'merchandising.reorders': metric('merchandising', 'reorders', 'Reorders'),
  'merchandising.avgSkus': metric('merchandising', 'avgSkus', 'SKUs (Avg)'),
  'merchandising.avgFacings': metric('merchandising', 'avgFacings', 'Facings (Avg)'),
  'merchandising.facingsTotal': metric('merchandising', 'facingsTotal', 'Facings (Total)'),
  'merchandising.facingsAdded': metric('merchandising', 'facingsAdded', 'Facings (Added)', 'facings'),
  'sales.orders': metric('sales', 'orders', 'Orders', 'ordersSubmitted'),
  'sales.accounts': metric('sales', 'accounts', 'Accounts Ordered', 'uniqueAccountOrders'),
  'sales.sales': metric('sales', 'sales', 'Sales', 'totalAmount'),
  'sales.cases': metric('sales', 'cases', 'Cases', 'totalCases'),
  'schedule.planned': metric('schedule', 'planned', 'Planned Visits'),
  'schedule.visited': metric('schedule', 'visited', 'Accounts Visited'),
  'schedule.missed': metric('schedule', 'missed', 'Missed Visits'),
  'schedule.unplanned': metric('schedule', 'unplanned', 'Unplanned Visits'),
  'schedule.hours': metric('schedule', 'hours', 'Hours Worked'),
  'schedule.miles': metric('schedule', 'miles', 'Mileage Driven'),
  ...attentionMetrics(),
} as const satisfies Record<string, AlertMetricSpec>;
export type AlertMetricId = keyof typeof ALERT_METRICS;
export const ALERT_METRIC_IDS = Object.keys(ALERT_METRICS) as AlertMetricId[];

export const alertMetricId = (section: string, card: string): AlertMetricId | null => {
  const id = `${section}.${card}`;
  return id in ALERT_METRICS ? (id as AlertMetricId) : null;
};

/** above / below a value; up / down: change against the previous period by at least Threshold %. */
export const ALERT_OPERATORS = ['above', 'below', 'up', 'down'] as const;
export type AlertOperator = (typeof ALERT_OPERATORS)[number];
export const ALERT_OPERATOR_LABELS: Record<AlertOperator, string> = {
  above: 'Is above',
  below: 'Is below',
  up: 'Rises by (%) against the previous period',
  down: 'Falls by (%) against the previous period',
};
export const isChangeOperator = (op: AlertOperator): boolean => op === 'up' || op === 'down';

/** The rule in words: "Orders is above 120", "Sales falls by 10% or more against the previous period". */
export function describeAlertRule(rule: {
  Metric: AlertMetricId;
  Operator: AlertOperator;
  Threshold: number;
}): string {
  const label = ALERT_METRICS[rule.Metric].label;
  const n = rule.Threshold.toLocaleString('en-US', { maximumFractionDigits: 2 });
  switch (rule.Operator) {
    case 'above':
      return `${label} is above ${n}`;
    case 'below':
      return `${label} is below ${n}`;
    case 'up':
      return `${label} rises by ${n}% or more against the previous period`;
    case 'down':
      return `${label} falls by ${n}% or more against the previous period`;
  }
}

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly (Mondays)',
};

/** Rules per user, recipients per rule and checks kept per rule. */
export const ALERT_LIMITS = { rules: 50, recipients: 10, history: 30 } as const;

/** What the user writes: the same fields when creating and editing. */
export const AlertRuleInput = z.object({
  Metric: z.enum(ALERT_METRIC_IDS as [AlertMetricId, ...AlertMetricId[]]),
  Operator: z.enum(ALERT_OPERATORS),
  /** A value (above, below) or a percentage above 0 (up, down). */
  Threshold: z.number().finite(),
  /** The section page's path and query string, e.g. `/sales?brand=Acme`: the filter checked. */
  Scope: z.string().min(1).max(2000),
  Frequency: z.enum(ALERT_FREQUENCIES),
  /** E-mail addresses; empty: the alert shows in the bell only. */
  Recipients: z.array(z.email()).max(ALERT_LIMITS.recipients),
  Paused: z.boolean(),
});
export type AlertRuleInput = z.infer<typeof AlertRuleInput>;

export const AlertRuleUpdate = AlertRuleInput.extend({ Id: z.number().int().positive() });
export const AlertRuleRef = z.object({ Id: z.number().int().positive() });
export const FiredAlertsRead = z.object({
  /** One fired alert; absent: all of the user's. */
  Id: z.number().int().positive().optional(),
});

const AlertCheck = z
  .object({
    /** When the check ran (ISO date-time). */
    At: z.string(),
    /** The day the scope's filter was resolved for. */
    Day: z.string(),
    /** The metric for the scope; null when the scope has no value (a percentage of nothing). */
    Value: z.number().nullable(),
    /** The previous period's value (up, down); null otherwise. */
    Baseline: z.number().nullable(),
    Met: z.boolean(),
    /** This check fired the alert (met, and the check before it was not). */
    Fired: z.boolean(),
    /** Why no value could be read (the brand is no longer the user's, ...); null when read. */
    Error: z.string().nullable(),
  })
  .transform((s) => ({
    at: s.At,
    day: s.Day,
    value: s.Value,
    baseline: s.Baseline,
    met: s.Met,
    fired: s.Fired,
    error: s.Error,
  }));
export type AlertCheck = z.output<typeof AlertCheck>;

export const AlertRule = z
  .object({
    Id: z.number().int(),
    ...AlertRuleInput.shape,
    /** The rule in words, e.g. "Orders is above 120". */
    Description: z.string(),
    CreatedAt: z.string(),
    /** The latest checks, newest first (at most ALERT_LIMITS.history). */
    History: z.array(AlertCheck),
  })
  .transform((s) => ({
    id: s.Id,
    metric: s.Metric,
    operator: s.Operator,
    threshold: s.Threshold,
    scope: s.Scope,
    frequency: s.Frequency,
    recipients: s.Recipients,
    paused: s.Paused,
    description: s.Description,
    createdAt: s.CreatedAt,
    history: s.History,
  }));
export type AlertRule = z.output<typeof AlertRule>;

export const AlertRules = z.object({ Rules: z.array(AlertRule) }).transform((s) => ({ rules: s.Rules }));
export type AlertRules = z.output<typeof AlertRules>;

export const FiredAlert = z
  .object({
    Id: z.number().int(),
    RuleId: z.number().int(),
    Metric: z.enum(ALERT_METRIC_IDS as [AlertMetricId, ...AlertMetricId[]]),
    /** The rule in words when it fired. */
    Description: z.string(),
    /** The rule's scope: the link that opens the section with its filter. */
    Scope: z.string(),
    Value: z.number().nullable(),
    At: z.string(),
    Read: z.boolean(),
  })
  .transform((s) => ({
    id: s.Id,
    ruleId: s.RuleId,
    metric: s.Metric,
    description: s.Description,
    scope: s.Scope,
    value: s.Value,
    at: s.At,
    read: s.Read,
  }));
export type FiredAlert = z.output<typeof FiredAlert>;

export const FiredAlerts = z
  .object({ Unread: z.number().int().nonnegative(), Alerts: z.array(FiredAlert) })
  .transform((s) => ({ unread: s.Unread, alerts: s.Alerts }));
export type FiredAlerts = z.output<typeof FiredAlerts>;

const RULE_FIELDS = ['Metric', 'Operator', 'Threshold', 'Scope', 'Frequency', 'Recipients', 'Paused'];
const PERMISSION_NOTE =
  "A rule's metric needs its section's `summary` permission (403 without it, also for a rule kept from before).";
const BAD_INPUT_NOTE = 'A bad field is a 400 naming it (X-Invalid-Parameter).';

export const alertRulesList = jsonEndpoint({
  method: 'GET',
  path: '/alerts/rules',
  definedHere: 'call',
  summary: `The signed-in user's alert rules, oldest first, each with its latest checks (newest first).`,
  params: [],
  response: AlertRules,
});

export const createAlertRule = jsonEndpoint({
  method: 'POST',
  path: '/alerts/rules',
  definedHere: 'call',
  summary: `Create an alert rule for the signed-in user and check it once at once. JSON body: ${RULE_FIELDS.join(', ')}. Scope is the metric's section page and its query string (the filter); Threshold above 0 for up and down. ${PERMISSION_NOTE} ${BAD_INPUT_NOTE} Returns the rule list.`,
  params: [],
  extraParams: RULE_FIELDS,
  body: 'json',
  requestBody: AlertRuleInput,
  response: AlertRules,
});

export const updateAlertRule = jsonEndpoint({
  method: 'POST',
  path: '/alerts/rules/update',
  definedHere: 'call',
  summary: `Edit, pause or resume one of the user's rules. JSON body: Id and the fields of /alerts/rules. Its history is kept: an alert fires when a check is met and the check before it was not. ${PERMISSION_NOTE} ${BAD_INPUT_NOTE} Returns the rule list.`,
  params: [],
  extraParams: ['Id', ...RULE_FIELDS],
  body: 'json',
  requestBody: AlertRuleUpdate,
  response: AlertRules,
});

export const deleteAlertRule = jsonEndpoint({
  method: 'POST',
  path: '/alerts/rules/delete',
  definedHere: 'call',
  summary:
    "Delete one of the user's rules with its history (its fired alerts stay in the bell). JSON body: Id. Returns the rule list.",
  params: [],
  extraParams: ['Id'],
  body: 'json',
  requestBody: AlertRuleRef,
  response: AlertRules,
});

export const checkAlertRule = jsonEndpoint({
  method: 'POST',
  path: '/alerts/rules/check',
  definedHere: 'call',
  summary: `Check one of the user's rules now (paused ones too), as the scheduler does: the check joins its history and fires the alert when it is met and the check before it was not. JSON body: Id. ${PERMISSION_NOTE} Returns the rule list.`,
  params: [],
  extraParams: ['Id'],
  body: 'json',
  requestBody: AlertRuleRef,
  response: AlertRules,
});

export const firedAlertsList = jsonEndpoint({
  method: 'GET',
  path: '/alerts/fired',
  definedHere: 'call',
  summary:
    "The signed-in user's fired alerts, newest first (the latest 50), and how many are unread. Where no scheduler runs (the browser demo), the user's rules that are due are checked first.",
  params: [],
  response: FiredAlerts,
});

export const markFiredAlertsRead = jsonEndpoint({
  method: 'POST',
  path: '/alerts/fired/read',
  definedHere: 'call',
  summary:
    'Mark one fired alert (JSON body: Id) or all of them (no Id) read. Returns the fired alerts as /alerts/fired does.',
  params: [],
  extraParams: ['Id'],
  body: 'json',
  requestBody: FiredAlertsRead,
  response: FiredAlerts,
});
