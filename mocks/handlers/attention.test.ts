import { beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENTION_PAGE_SIZE,
  attentionList,
  attentionMap,
  attentionXlsx,
  type AttentionAccount,
  type AttentionList,
} from '@/api/contract/attention';
import { getDb } from '../db/get-db';
import type { Account } from '../db/entities';
import type { Db } from '../db/generate';
import { FREQUENCY_DAYS } from '../db/reference-data';
import { findUser, updateDemoState } from '../demo-state';
import { NEEDS_ATTENTION_FORBIDDEN } from './attention';
import { callDemoApi, readXlsxRows } from './testing/call-demo-api';

let db: Db;
beforeAll(() => {
  db = getDb();
});

const BRAND = 'Sunset Soda';
const list = async (query: Record<string, string> = {}): Promise<AttentionList> => {
  const response = await callDemoApi(attentionList, { brand: BRAND, ...query });
  expect(response.status).toBe(200);
  return attentionList.response.parse(await response.json());
};

/** Every flagged account, through the pages. */
const everyAccount = async (query: Record<string, string> = {}): Promise<AttentionAccount[]> => {
  const first = await list(query);
  const out = [...first.accounts];
  for (let page = 2; (page - 1) * ATTENTION_PAGE_SIZE < first.total; page++)
    out.push(...(await list({ ...query, page: String(page) })).accounts);
  return out;
};

const accountOf = (id: number): Account => db.accountById.get(id) as Account;
const brandIdx = () => db.brandByName.get(BRAND)?.idx ?? -1;
const daysAgo = (iso: string) => db.todayDay - Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

describe('Needs attention on the demo API', () => {
  it('flags seeded accounts for each reason, as the rules say, checked against the data set', async () => {
    const accounts = await everyAccount();
    const b = brandIdx();
    const byReason = (reason: string) =>
      accounts.flatMap((a) => a.reasons.filter((r) => r.reason === reason).map((r) => ({ a, r })));

    // Overdue: days since the last visit of the brand minus the frequency's days.
    const overdue = byReason('overdue');
    expect(overdue.length).toBeGreaterThan(10);
    for (const { a, r } of overdue) {
      const account = accountOf(a.id);
      const visits = db.visits.filter((v) => v.accountIdx === account.idx && (v.brandMask & (1 << b)) !== 0);
      const last = visits.at(-1);
      const frequency = FREQUENCY_DAYS[account.frequency as keyof typeof FREQUENCY_DAYS];
      const since = last ? db.todayDay - last.day : db.todayDay - (account.addedDay[b] as number);
      expect([a.name, r.value]).toEqual([a.name, since - frequency]);
      expect(r.date).toBe(last?.date ?? null);
    }
    // Every frequency is represented among them (weekly: 7 days, bi-weekly 14, monthly 28).
    expect(new Set(overdue.map(({ a }) => accountOf(a.id).frequency)).size).toBeGreaterThan(1);

    // Missed: the last scheduled visit (planned visit or missed entry) was the missed one.
    const missed = byReason('missed');
    expect(missed.length).toBeGreaterThan(5);
    for (const { a, r } of missed) {
      const idx = accountOf(a.id).idx;
      const planned = db.visits
        .filter((v) => v.accountIdx === idx && v.planned && v.day <= db.todayDay)
        .at(-1);
      expect(
        db.schedules.some((s) => s.accountIdx === idx && s.status === 'Missed' && s.date === r.date),
      ).toBe(true);
      expect(!planned || planned.date < (r.date ?? '')).toBe(true);
      expect(r.value).toBe(daysAgo(r.date ?? ''));
    }

    // Voids: the SKUs void on the account's last merchandising form of the brand.
    const voids = byReason('voids');
    expect(voids.length).toBeGreaterThan(10);
    for (const { a, r } of voids.slice(0, 50)) {
      const form = db.merch.forms
        .filter((m) => m.accountIdx === accountOf(a.id).idx && m.brandIdx === b)
        .at(-1);
      expect(form?.date).toBe(r.date);
      expect(r.value).toBe(new Set(form?.voids.map((v) => v.skuIdx)).size);
    }

    // No order: authorised, and the last order of the brand 30 days ago or more.
    const noOrder = byReason('noOrder');
    expect(noOrder.length).toBeGreaterThan(10);
    for (const { a, r } of noOrder) {
      expect(a.status.startsWith('Authorized')).toBe(true);
      expect(r.value).toBeGreaterThanOrEqual(30);
      const last = db.orders.filter((o) => o.accountIdx === accountOf(a.id).idx && o.brandIdx === b).at(-1);
      expect(r.date).toBe(last?.date ?? null);
      if (r.date) expect(r.value).toBe(daysAgo(r.date));
    }

    // Sales down: the last 4 weeks' cases against the same 4 weeks 52 weeks earlier.
    const down = byReason('salesDown');
    expect(down.length).toBeGreaterThan(10);
    for (const { a, r } of down.slice(0, 50)) {
      const idx = accountOf(a.id).idx;
      const cases = (from: number, to: number) =>
        db.orders
          .filter((o) => o.accountIdx === idx && o.brandIdx === b && o.day >= from && o.day <= to)
          .reduce((sum, o) => sum + o.cases, 0);
      const now = cases(db.todayDay - 27, db.todayDay);
      const before = cases(db.todayDay - 364 - 27, db.todayDay - 364);
      expect(before).toBeGreaterThan(0);
      expect(r.value).toBe(Math.floor(((before - now) / before) * 100));
      expect(r.value).toBeGreaterThanOrEqual(25);
    }

    // Status lost: the status on the end date is a lost one (the whole history is the period).
    const lost = byReason('statusLost');
    expect(lost.length).toBeGreaterThan(10);
    for (const { a, r } of lost) {
      expect(['Discontinued', 'Closed', 'No Interest']).toContain(r.status);
      expect(a.status).toBe(r.status);
      const history = accountOf(a.id).statusHistory[b] ?? [];
      expect(history.at(-1)?.date).toBe(r.date);
    }

    // Priority: sales at risk highest first, then more reasons, then name.
    for (let i = 1; i < accounts.length; i++) {
      const [prev, next] = [accounts[i - 1] as AttentionAccount, accounts[i] as AttentionAccount];
      const order =
        prev.salesAtRisk - next.salesAtRisk ||
        prev.reasons.length - next.reasons.length ||
        next.name.localeCompare(prev.name, 'en-US');
      expect(order).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts each reason, filters by one, follows the controls and narrows by the filter', async () => {
    const all = await list();
    const overdue = all.counts.find((c) => c.reason === 'overdue')?.accounts ?? 0;
    const only = await list({ reason: 'overdue' });
    expect(only.total).toBe(overdue);
    expect(only.accounts.every((a) => a.reasons.some((r) => r.reason === 'overdue'))).toBe(true);
    const count = (l: AttentionList, reason: string) => l.counts.find((c) => c.reason === reason)?.accounts;
    const stricter = await list({ noOrderDays: '90', salesDownPercent: '60' });
    expect(count(stricter, 'noOrder')).toBeLessThan(count(all, 'noOrder') ?? 0);
    expect(count(stricter, 'salesDown')).toBeLessThan(count(all, 'salesDown') ?? 0);
    const rep = all.accounts[0]?.representative ?? '';
    const mine = await everyAccount({ representatives: rep });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.total);
    expect(mine.every((a) => a.representative === rep)).toBe(true);
  });

  it('answers the map layer and the download with the same accounts as the list', async () => {
    const query = { brand: BRAND, reason: 'noOrder', cities: 'Downey' };
    const rows = await everyAccount(query);
    const pins = attentionMap.response.parse(await (await callDemoApi(attentionMap, query)).json());
    expect(pins.accounts.map((p) => p.id)).toEqual(rows.map((a) => a.id));
    expect(pins.accounts.every((p) => p.reasons.includes('noOrder'))).toBe(true);
    const file = await callDemoApi(attentionXlsx, query);
    expect(file.headers.get('content-disposition')).toContain('Needs attention Sunset Soda');
    const sheet = await readXlsxRows(file);
    expect(sheet.slice(1).map((r) => r[1])).toEqual(rows.map((a) => a.name));
  });

  it('refuses bad controls with a 400 naming them', async () => {
    for (const [name, value] of [
      ['noOrderDays', '0'],
      ['noOrderDays', '366'],
      ['salesDownPercent', '101'],
      ['reason', 'late'],
    ] as const) {
      const response = await callDemoApi(attentionList, { [name]: value });
      expect([name, response.status, response.headers.get('X-Invalid-Parameter')]).toEqual([name, 400, name]);
    }
  });

  it('refuses a user without the Accounts permission for it (403), list, map and file alike', async () => {
    updateDemoState((s) => {
      const manager = findUser('manager', s);
      const accounts = manager?.permissions.Accounts;
      if (manager && accounts)
        manager.permissions = {
          ...manager.permissions,
          Accounts: {
            ...accounts,
            Permissions: (accounts.Permissions ?? []).filter((k) => k !== 'attention'),
          },
        };
    });
    for (const endpoint of [attentionList, attentionMap, attentionXlsx]) {
      const response = await callDemoApi(endpoint, {}, 'manager');
      expect([endpoint.path, response.status, await response.text()]).toEqual([
        endpoint.path,
        403,
        NEEDS_ATTENTION_FORBIDDEN,
      ]);
    }
  });
});
