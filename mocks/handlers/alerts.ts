import type { z } from 'zod';
import {
  ALERT_LIMITS,
  AlertRuleInput,
  AlertRuleRef,
  AlertRuleUpdate,
  FiredAlertsRead,
  alertRulesList,
  checkAlertRule,
  createAlertRule,
  deleteAlertRule,
  describeAlertRule,
  firedAlertsList,
  isChangeOperator,
  markFiredAlertsRead,
  updateAlertRule,
} from '@/api/contract/alerts';
import type { ServerPayload } from '@/api/contract/endpoint';
import { FIRED_SHOWN, checkRule, firedOf, requireMetric, rulesOf, runDueChecks } from '../alerts/alert-rules';
import { latestSlot } from '../alerts/check-slots';
import { scopeParams } from '../alerts/metric-value';
import { updateDemoState, type DemoAlertRule } from '../demo-state';
import { reportDelivery } from '../mail/delivery-mode';
import type { DemoUserRecord } from '../users';
import { defineJsonHandler, httpError, type HandlerContext } from './define-handler';

/**
 * Alert rules of the signed-in user, and their fired alerts. Any signed-in user may hold
 * rules; each rule's metric needs its section's Summary cards permission (403 otherwise).
 */

const userOf = (ctx: HandlerContext): DemoUserRecord => {
  if (!ctx.user) throw httpError(401, 'Unauthorized');
  return ctx.user;
};

/** The time the rules are checked by: the scheduler's clock in the HTTP demo API. */
const now = (): number => reportDelivery()?.now() ?? Date.now();

/** A zod failure as a 400 naming its first field (the form puts the message under it). */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  const name = typeof field === 'string' ? field : 'body';
  throw httpError(400, `${name}: ${issue?.message ?? 'invalid'}`, name);
}

/** The rule's own checks beyond its shape: a positive percentage, a scope of its section that resolves. */
function checkInput(user: DemoUserRecord, input: AlertRuleInput): void {
  requireMetric(user, input.Metric);
  if (isChangeOperator(input.Operator) && input.Threshold <= 0)
    throw httpError(400, 'Threshold: a change needs a percentage above 0', 'Threshold');
  scopeParams(user, input.Metric, input.Scope);
}

const serverRule = (r: DemoAlertRule): ServerPayload<typeof alertRulesList>['Rules'][number] => ({
  Id: r.id,
  Metric: r.metric,
  Operator: r.operator,
  Threshold: r.threshold,
  Scope: r.scope,
  Frequency: r.frequency,
  Recipients: r.recipients,
  Paused: r.paused,
  Description: describeAlertRule({ Metric: r.metric, Operator: r.operator, Threshold: r.threshold }),
  CreatedAt: r.createdAt,
  History: r.history.map((c) => ({
    At: c.at,
    Day: c.day,
    Value: c.value,
    Baseline: c.baseline,
    Met: c.met,
    Fired: c.fired,
    Error: c.error,
  })),
});

const rulesPayload = (login: string) => ({ Rules: rulesOf(login).map(serverRule) });

const firedPayload = (login: string): ServerPayload<typeof firedAlertsList> => {
  const mine = firedOf(login);
  return {
    Unread: mine.filter((a) => !a.read).length,
    Alerts: mine
      .slice(-FIRED_SHOWN)
      .reverse()
      .map((a) => ({
        Id: a.id,
        RuleId: a.ruleId,
        Metric: a.metric,
        Description: a.description,
        Scope: a.scope,
        Value: a.value,
        At: a.at,
        Read: a.read,
      })),
  };
};

/** The user's rule by id, or a 404 (another user's rule is not theirs to see). */
const ownRule = (ctx: HandlerContext, id: number): DemoAlertRule => {
  const rule = rulesOf(userOf(ctx).login, ctx.state.alertRules).find((r) => r.id === id);
  if (!rule) throw httpError(404, `Alert rule ${id} not found`, 'Id');
  return rule;
};

const fields = (input: AlertRuleInput) => ({
  metric: input.Metric,
  operator: input.Operator,
  threshold: input.Threshold,
  scope: input.Scope,
  frequency: input.Frequency,
  recipients: [...new Set(input.Recipients.map((r) => r.trim()))],
  paused: input.Paused,
});

export const alertsHandlers = [
  defineJsonHandler(alertRulesList, (ctx) => rulesPayload(userOf(ctx).login)),

  defineJsonHandler(createAlertRule, (ctx) => {
    const user = userOf(ctx);
    const input = parseBody(AlertRuleInput, ctx.body);
    checkInput(user, input);
    if (rulesOf(user.login, ctx.state.alertRules).length >= ALERT_LIMITS.rules)
      throw httpError(400, `A user keeps at most ${ALERT_LIMITS.rules} alert rules`, 'Metric');
    const at = now();
    const id = updateDemoState((s) => {
      const rule: DemoAlertRule = {
        id: s.nextId++,
        login: user.login,
        ...fields(input),
        createdAt: new Date(at).toISOString(),
        lastSlot: null,
        history: [],
      };
      s.alertRules = [...(s.alertRules ?? []), rule];
      return rule.id;
    });
    // The first check at once, counted as the current slot's: the user sees where the
    // number stands, and the scheduler checks next in the next slot.
    checkRule(id, at, latestSlot(input.Frequency, at));
    return rulesPayload(user.login);
  }),

  defineJsonHandler(updateAlertRule, (ctx) => {
    const user = userOf(ctx);
    const input = parseBody(AlertRuleUpdate, ctx.body);
    ownRule(ctx, input.Id);
    checkInput(user, input);
    updateDemoState((s) => {
      const rule = s.alertRules?.find((r) => r.id === input.Id);
      if (rule) Object.assign(rule, fields(input));
    });
    return rulesPayload(user.login);
  }),

  defineJsonHandler(deleteAlertRule, (ctx) => {
    const user = userOf(ctx);
    const { Id } = parseBody(AlertRuleRef, ctx.body);
    ownRule(ctx, Id);
    updateDemoState((s) => {
      s.alertRules = (s.alertRules ?? []).filter((r) => r.id !== Id);
    });
    return rulesPayload(user.login);
  }),

  defineJsonHandler(checkAlertRule, (ctx) => {
    const user = userOf(ctx);
    const { Id } = parseBody(AlertRuleRef, ctx.body);
    const rule = ownRule(ctx, Id);
    requireMetric(user, rule.metric);
    checkRule(Id, now());
    return rulesPayload(user.login);
  }),

  defineJsonHandler(firedAlertsList, (ctx) => {
    const user = userOf(ctx);
    // No scheduler in this process (the browser demo): the app's load is when rules are checked.
    if (!reportDelivery()) runDueChecks(user.login, now());
    return firedPayload(user.login);
  }),

  defineJsonHandler(markFiredAlertsRead, (ctx) => {
    const user = userOf(ctx);
    const { Id } = parseBody(FiredAlertsRead, ctx.body ?? {});
    const mine = firedOf(user.login, ctx.state.firedAlerts);
    if (Id !== undefined && !mine.some((a) => a.id === Id))
      throw httpError(404, `Fired alert ${Id} not found`, 'Id');
    updateDemoState((s) => {
      for (const a of firedOf(user.login, s.firedAlerts)) if (Id === undefined || a.id === Id) a.read = true;
    });
    return firedPayload(user.login);
  }),
];
