// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertRules, FiredAlerts, type AlertRuleInput } from '@/api/contract/alerts';
import { salesData } from '@/api/contract/sales';
import { server as msw } from '@mocks/node';
import { startDemoApiServer } from '../demo-api-server';
import { createManualClock } from './manual-clock';
import { startInbox, type Inbox } from './testing/smtp-inbox';

/**
 * Alert rules on the HTTP demo API's scheduler: a real server and a real SMTP server on
 * loopback, the clock moved by the test. A rule is checked once per slot (daily at the send
 * hour), its alert e-mailed once when it fires, and not again while it stays met.
 */

beforeAll(() => msw.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const dir = mkdtempSync(join(tmpdir(), 'alert-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const midnight = (() => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
})();
/** 06:01 of the nth day from today: just after the day's scheduled checks. */
const checkTimeOf = (n: number) => midnight + n * DAY + 6 * HOUR + 60_000;

const SCOPE = '/sales?brand=Sunset%20Soda';

describe('alert rules on the HTTP demo API', () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox();
  });
  afterAll(() => inbox.close());

  it('checks on the scheduler, e-mails a fired alert once, and again only after it was false', async () => {
    const clock = createManualClock(midnight + 5 * HOUR);
    const log: string[] = [];
    const api = await startDemoApiServer({
      port: 0,
      stateFile: join(dir, 'state.json'),
      scale: 0.05,
      mail: { smtpUrl: inbox.url, outboxDir: join(dir, 'unused'), clock, log: (l) => log.push(l) },
    });
    let token = '';
    const call = (path: string, body?: unknown) =>
      fetch(`${api.apiUrl}${path.replace(/^\//, '')}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const signIn = await fetch(`${api.apiUrl}authenticate`, {
      method: 'POST',
      body: new URLSearchParams({ login: 'manager', password: 'demo' }),
    });
    token = ((await signIn.json()) as { Token: string }).Token;
    const rulesOf = async (response: Response) => {
      expect(response.status, await response.clone().text()).toBe(200);
      return AlertRules.parse(await response.json()).rules;
    };
    const settle = async (time: number) => {
      await clock.advanceTo(time);
      await api.reportMail?.idle();
    };

    const orders = salesData.response.parse(await (await call('/sales?brand=Sunset%20Soda')).json()).summary
      .ordersSubmitted;
    const input = (threshold: number): AlertRuleInput => ({
      Metric: 'sales.orders',
      Operator: 'above',
      Threshold: threshold,
      Scope: SCOPE,
      Frequency: 'daily',
      Recipients: ['ann@example.com', 'bo@example.com'],
      Paused: false,
    });

    // Made while not met: the first check records the value, nothing fires.
    const [rule] = await rulesOf(await call('/alerts/rules', input(orders)));
    const id = rule?.id ?? 0;
    expect(rule?.history[0]).toMatchObject({ value: orders, met: false, fired: false });

    // The data crosses the threshold (the rule moved under it): the next scheduled check fires.
    await rulesOf(await call('/alerts/rules/update', { ...input(orders - 1), Id: id }));
    await settle(checkTimeOf(0));
    expect(inbox.messages).toHaveLength(1);
    const mail = inbox.messages[0] as ParsedMail;
    expect(mail.subject).toBe(`Alert: Orders is above ${(orders - 1).toLocaleString('en-US')}`);
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    expect(to.flatMap((a) => a.value.map((v) => v.address))).toEqual(['ann@example.com', 'bo@example.com']);
    expect(mail.text).toContain(`the value is now ${orders.toLocaleString('en-US')}`);
    expect(mail.text).toContain(SCOPE);

    // Still met on the next two days: checked, not sent again.
    await settle(checkTimeOf(1));
    await settle(checkTimeOf(2));
    let history = (await rulesOf(await call('/alerts/rules')))[0]?.history ?? [];
    expect(history.map((c) => [c.met, c.fired])).toEqual([
      [true, false],
      [true, false],
      [true, true],
      [false, false],
    ]);
    expect(inbox.messages).toHaveLength(1);

    // False on day 4, true again on day 5: a second alert and e-mail.
    await rulesOf(await call('/alerts/rules/update', { ...input(orders), Id: id }));
    await settle(checkTimeOf(3));
    await rulesOf(await call('/alerts/rules/update', { ...input(orders - 1), Id: id }));
    await settle(checkTimeOf(4));
    history = (await rulesOf(await call('/alerts/rules')))[0]?.history ?? [];
    expect(history.slice(0, 2).map((c) => [c.met, c.fired])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(inbox.messages).toHaveLength(2);
    const bell = FiredAlerts.parse(await (await call('/alerts/fired')).json());
    expect(bell.unread).toBe(2);

    // A restart on the same state checks and sends nothing twice.
    await api.close();
    const again = await startDemoApiServer({
      port: 0,
      stateFile: join(dir, 'state.json'),
      scale: 0.05,
      mail: { smtpUrl: inbox.url, outboxDir: join(dir, 'unused'), clock, log: (l) => log.push(l) },
    });
    await again.reportMail?.idle();
    expect(inbox.messages).toHaveLength(2);
    expect(log).toEqual([]);
    await again.close();
  });
});
