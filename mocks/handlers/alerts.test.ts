import { describe, expect, it } from 'vitest';
import {
  AlertRules,
  FiredAlerts,
  type AlertRuleInput,
  checkAlertRule,
  createAlertRule,
  deleteAlertRule,
  firedAlertsList,
  markFiredAlertsRead,
  updateAlertRule,
} from '@/api/contract/alerts';
import { attentionList } from '@/api/contract/attention';
import { salesData } from '@/api/contract/sales';
import { scheduleSummary } from '@/api/contract/schedule';
import type { Endpoint } from '@/api/contract/endpoint';
import { issueToken, readDemoState, TOKEN_TYPE, updateDemoState } from '../demo-state';
import { INVALID_PARAMETER_HEADER } from './define-handler';
import { callDemoApi } from './testing/call-demo-api';

const post = (endpoint: Endpoint, body: unknown, login = 'manager') =>
  fetch(`${location.origin}/api${endpoint.path}`, {
    method: 'POST',
    headers: { Authorization: `${TOKEN_TYPE} ${issueToken(login)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const rules = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return AlertRules.parse(await response.json()).rules;
};

const fired = async (login = 'manager') => {
  const response = await callDemoApi(firedAlertsList, {}, login);
  expect(response.status).toBe(200);
  return FiredAlerts.parse(await response.json());
};

const SCOPE = '/sales?brand=Sunset%20Soda&startDate=2026-01-05';

const rule = (over: Partial<AlertRuleInput> = {}): AlertRuleInput => ({
  Metric: 'sales.orders',
  Operator: 'above',
  Threshold: 1_000_000,
  Scope: SCOPE,
  Frequency: 'daily',
  Recipients: ['ann@example.com'],
  Paused: false,
  ...over,
});

const salesOrders = async (query: Record<string, string>, login = 'manager') => {
  const response = await callDemoApi(salesData, query, login);
  return salesData.response.parse(await response.json()).summary.ordersSubmitted;
};

describe('alert rules on the demo API', () => {
  it("checks a new rule at once with the value the section's summary shows for its scope", async () => {
    const [made] = await rules(await post(createAlertRule, rule()));
    const check = made?.history[0];
    // The scope's start date, through today: what the Sales page sends for that URL.
    const expected = await salesOrders({ brand: 'Sunset Soda', dateStart: '2026-01-05' });
    expect(expected).toBeGreaterThan(0);
    expect(check).toMatchObject({ value: expected, met: false, fired: false, error: null });
    expect(made).toMatchObject({
      description: 'Orders is above 1,000,000',
      scope: SCOPE,
      recipients: ['ann@example.com'],
    });
  });

  it('a schedule rule reads the Schedule summary of its scope, defaults included (the current week)', async () => {
    const scope = '/schedule';
    const [made] = await rules(
      await post(createAlertRule, rule({ Metric: 'schedule.planned', Scope: scope, Threshold: 0 }), 'admin'),
    );
    const summary = scheduleSummary.response.parse(
      await (await callDemoApi(scheduleSummary, currentWeek(), 'admin')).json(),
    );
    expect(made?.history[0]?.value).toBe(summary.planned);
    expect(made?.history[0]?.met).toBe(summary.planned > 0);
  });

  it("a Needs attention rule reads the count of accounts with its reason, by the scope's rule controls", async () => {
    const scope =
      '/accounts/attention?brand=Sunset%20Soda&startDate=2026-01-05&noOrderDays=45&reason=noOrder';
    const [made] = await rules(
      await post(createAlertRule, rule({ Metric: 'attention.noOrder', Scope: scope, Threshold: 0 })),
    );
    const countWith = async (query: Record<string, string>) => {
      const response = await callDemoApi(attentionList, {
        brand: 'Sunset Soda',
        dateStart: '2026-01-05',
        ...query,
      });
      const list = attentionList.response.parse(await response.json());
      return list.counts.find((c) => c.reason === 'noOrder')?.accounts;
    };
    const expected = await countWith({ noOrderDays: '45' });
    expect(expected).toBeGreaterThan(0);
    // The control is the scope's, not the default's.
    expect(await countWith({})).not.toBe(expected);
    expect(made?.history[0]).toMatchObject({ value: expected, met: true, error: null });
    expect(made?.description).toBe('Needs attention: No order is above 0');
  });

  it('fires once when the condition becomes true, not again while it holds, again after it was false', async () => {
    const [made] = await rules(await post(createAlertRule, rule()));
    const id = made?.id ?? 0;
    const value = made?.history[0]?.value ?? 0;
    const edit = (threshold: number) =>
      post(updateAlertRule, { ...rule({ Threshold: threshold }), Id: id }).then(rules);
    const check = () => post(checkAlertRule, { Id: id }).then(rules);

    await edit(value - 1);
    expect((await check())[0]?.history[0]).toMatchObject({ value, met: true, fired: true });
    expect((await check())[0]?.history[0]).toMatchObject({ met: true, fired: false });
    expect((await fired()).unread).toBe(1);

    await edit(value + 1);
    expect((await check())[0]?.history[0]).toMatchObject({ met: false, fired: false });
    await edit(value - 1);
    const history = (await check())[0]?.history ?? [];
    expect(history.map((c) => c.fired)).toEqual([true, false, false, true, false]);

    const bell = await fired();
    expect(bell.unread).toBe(2);
    expect(bell.alerts[0]).toMatchObject({
      ruleId: id,
      value,
      scope: SCOPE,
      read: false,
      description: `Orders is above ${(value - 1).toLocaleString('en-US')}`,
    });
    const read = FiredAlerts.parse(
      await (await post(markFiredAlertsRead, { Id: bell.alerts[0]?.id })).json(),
    );
    expect(read.unread).toBe(1);
    expect(FiredAlerts.parse(await (await post(markFiredAlertsRead, {})).json()).unread).toBe(0);
  });

  it('change rules compare with the previous period of the same length', async () => {
    const scope = '/sales?brand=Sunset%20Soda&endDate=2026-10-31&startDate=2026-10-01';
    const [made] = await rules(
      await post(createAlertRule, rule({ Operator: 'down', Threshold: 1, Scope: scope })),
    );
    const now = await salesOrders({ brand: 'Sunset Soda', dateStart: '2026-10-01', dateEnd: '2026-10-31' });
    const before = await salesOrders({
      brand: 'Sunset Soda',
      dateStart: '2026-09-01',
      dateEnd: '2026-09-30',
    });
    expect(made?.history[0]).toMatchObject({ value: now, baseline: before });
    expect(made?.history[0]?.met).toBe(now <= before * 0.99);
  });

  it('pauses, and the browser demo checks due rules when the app asks for its alerts', async () => {
    const [made] = await rules(await post(createAlertRule, rule({ Threshold: 0 })));
    const id = made?.id ?? 0;
    expect((await fired()).unread).toBe(1);
    // Make the scheduled check due (as on the next day): a paused rule is not checked.
    updateDemoState((s) => {
      for (const r of s.alertRules ?? []) r.lastSlot = '2020-01-01';
    });
    await post(updateAlertRule, { ...rule({ Threshold: 0, Paused: true }), Id: id });
    await fired();
    expect(readDemoState().alertRules?.[0]?.history).toHaveLength(1);
    await post(updateAlertRule, { ...rule({ Threshold: 0 }), Id: id });
    await fired();
    const after = readDemoState().alertRules?.[0];
    expect(after?.history).toHaveLength(2);
    expect(after?.history[0]).toMatchObject({ met: true, fired: false });
    expect(after?.lastSlot).not.toBe('2020-01-01');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Partial<AlertRuleInput>, string][] = [
      [{ Recipients: ['not an address'] }, 'Recipients'],
      [{ Scope: '/accounts?brand=Sunset%20Soda' }, 'Scope'],
      [{ Operator: 'up', Threshold: 0 }, 'Threshold'],
      [{ Frequency: 'hourly' as never }, 'Frequency'],
    ];
    for (const [over, field] of cases) {
      const response = await post(createAlertRule, rule(over));
      expect([field, response.status]).toEqual([field, 400]);
      expect(response.headers.get(INVALID_PARAMETER_HEADER)).toBe(field);
      expect(await response.text()).toMatch(new RegExp(`^${field}`));
    }
    expect(readDemoState().alertRules ?? []).toEqual([]);
  });

  it("answers 403 for a metric the user cannot see, and 404 for another user's rule", async () => {
    // The manager has Accounts, Sales and Reports: no Merchandising.
    const forbidden = await post(
      createAlertRule,
      rule({ Metric: 'merchandising.forms', Scope: '/merchandising' }),
    );
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toMatch(/Merchandising/);

    const [mine] = await rules(await post(createAlertRule, rule(), 'admin'));
    expect((await post(deleteAlertRule, { Id: mine?.id })).status).toBe(404);
    expect((await post(checkAlertRule, { Id: mine?.id })).status).toBe(404);
    expect(await rules(await post(deleteAlertRule, { Id: mine?.id }, 'admin'))).toEqual([]);
  });
});

/** The schedule page's default week (Monday to Sunday of today), as the app sends it. */
function currentWeek(): Record<string, string> {
  const today = new Date();
  const monday = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() - ((today.getDay() + 6) % 7),
  );
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return { dateStart: iso(monday), dateEnd: iso(sunday) };
}
