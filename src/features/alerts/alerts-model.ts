import type { AlertCheck, AlertRule, AlertRuleInput } from '@/api/contract/alerts';
import { formatNumber } from '@/lib/format';

/** The fields the form edits, from a rule as the list gives it. */
export const inputOf = (rule: AlertRule): AlertRuleInput => ({
  Metric: rule.metric,
  Operator: rule.operator,
  Threshold: rule.threshold,
  Scope: rule.scope,
  Frequency: rule.frequency,
  Recipients: rule.recipients,
  Paused: rule.paused,
});

/** A check in a few words: "1,234 (met, fired)", "1,200 against 1,500 (not met)", or why it had no value. */
export function checkSummary(check: AlertCheck): string {
  if (check.error) return check.error;
  const value = check.value === null ? 'no value' : formatNumber(check.value);
  const against = check.baseline === null ? '' : ` against ${formatNumber(check.baseline)}`;
  const state = check.met ? (check.fired ? 'met, fired' : 'met, already told') : 'not met';
  return `${value}${against} (${state})`;
}
