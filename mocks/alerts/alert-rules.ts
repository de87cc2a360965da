import {
  ALERT_LIMITS,
  ALERT_METRICS,
  ALERT_SECTIONS,
  describeAlertRule,
  type AlertRuleInput,
  type AlertSource,
} from '@/api/contract/alerts';
import { SessionPermissions, can, permissionLabel, sectionLabel } from '@/api/contract/permissions';
import {
  findUser,
  readDemoState,
  updateDemoState,
  type DemoAlertCheck,
  type DemoAlertRule,
  type DemoFiredAlert,
} from '../demo-state';
import { getDb } from '../db/get-db';
import { DemoHttpError, httpError } from '../handlers/define-handler';
import type { DemoUserRecord } from '../users';
import { isDue, latestSlot } from './check-slots';
import { readMetric } from './metric-value';
import { conditionMet, firesNow } from './notify-once';

/**
 * Alert rules in the demo state: who may hold one, checking one (its history and the
 * notify-once decision), and the scheduled checks that fall due. The browser demo runs the
 * due checks when the app asks for its fired alerts; the HTTP demo API on its scheduler.
 */

/** Fired alerts kept per user (the bell lists the latest FIRED_SHOWN). */
const FIRED_KEPT = 200;
export const FIRED_SHOWN = 50;

/** A rule's metric needs the permission that shows it (a section's Summary cards, Needs attention). */
export function requireMetric(user: DemoUserRecord, metric: AlertRuleInput['Metric']): void {
  const { section, key } = ALERT_SECTIONS[ALERT_METRICS[metric].section] as AlertSource;
  if (!can(SessionPermissions.parse(user.permissions), section, key))
    throw httpError(
      403,
      `You do not have access to ${sectionLabel(section)} ${permissionLabel(section, key)}.`,
    );
}

export const rulesOf = (login: string, rules = readDemoState().alertRules ?? []): DemoAlertRule[] =>
  rules.filter((r) => r.login.toLowerCase() === login.toLowerCase());

export const firedOf = (login: string, fired = readDemoState().firedAlerts ?? []): DemoFiredAlert[] =>
  fired.filter((a) => a.login.toLowerCase() === login.toLowerCase());

/** The latest check that read a value: what the next check is compared with. */
const previousMet = (history: readonly DemoAlertCheck[]): boolean | null =>
  history.find((c) => c.error === null)?.met ?? null;

/** Reads the rule's metric now; a scope the user can no longer see is a check with its reason. */
function reading(user: DemoUserRecord | undefined, rule: DemoAlertRule) {
  try {
    if (!user?.active) throw httpError(403, 'The rule’s owner is no longer active.');
    requireMetric(user, rule.metric);
    return { ...readMetric(user, rule), error: null };
  } catch (error) {
    // Recorded, not thrown: a scheduled check that fails must still use up its slot.
    const reason =
      error instanceof DemoHttpError ? error.message : `The value could not be read: ${String(error)}`;
    return { value: null, baseline: null, error: reason };
  }
}

export interface CheckOutcome {
  check: DemoAlertCheck;
  fired: DemoFiredAlert | null;
}

/**
 * Checks one rule: the reading joins its history, and a met check whose predecessor was not
 * met fires an alert. `slot` marks a scheduled check (the day it was due for).
 */
export function checkRule(ruleId: number, now: number, slot: string | null = null): CheckOutcome | null {
  const rule = readDemoState().alertRules?.find((r) => r.id === ruleId);
  if (!rule) return null;
  const user = findUser(rule.login);
  const read = reading(user, rule);
  const met = read.error === null && conditionMet(rule.operator, rule.threshold, read);
  const at = new Date(now).toISOString();
  const check: DemoAlertCheck = {
    at,
    day: getDb().today,
    value: read.value,
    baseline: read.baseline,
    met,
    fired: read.error === null && firesNow(previousMet(rule.history), met),
    error: read.error,
  };
  return updateDemoState((s) => {
    const live = s.alertRules?.find((r) => r.id === ruleId);
    if (!live) return null;
    live.history = [check, ...live.history].slice(0, ALERT_LIMITS.history);
    if (slot !== null) live.lastSlot = slot;
    if (!check.fired) return { check, fired: null };
    const fired: DemoFiredAlert = {
      id: s.nextId++,
      ruleId,
      login: live.login,
      metric: live.metric,
      description: describeAlertRule({
        Metric: live.metric,
        Operator: live.operator,
        Threshold: live.threshold,
      }),
      scope: live.scope,
      value: check.value,
      at,
      read: false,
      recipients: [...live.recipients],
    };
    // Oldest first; a user's oldest beyond FIRED_KEPT make room.
    const mine = firedOf(live.login, s.firedAlerts);
    const dropped = new Set(mine.slice(0, Math.max(0, mine.length + 1 - FIRED_KEPT)));
    s.firedAlerts = [...(s.firedAlerts ?? []).filter((a) => !dropped.has(a)), fired];
    return { check, fired };
  });
}

/** The rules due at `now` (active ones; of one user, or everyone's), with the slot each is due for. */
export function dueRules(now: number, login?: string): { id: number; slot: string }[] {
  const rules = readDemoState().alertRules ?? [];
  return (login ? rulesOf(login, rules) : rules)
    .filter((r) => !r.paused && isDue(r.frequency, r.lastSlot, now))
    .map((r) => ({ id: r.id, slot: latestSlot(r.frequency, now) }));
}

/** Runs every due check of a user now (the browser demo, which has no scheduler). */
export function runDueChecks(login: string, now: number): void {
  for (const { id, slot } of dueRules(now, login)) checkRule(id, now, slot);
}
