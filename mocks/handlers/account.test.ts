import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountBrief,
  accountMerchandising,
  accountProfile,
  accountSales,
  accountVisits,
} from '@/api/contract/account';
import { accountsMapAccount } from '@/api/contract/accounts';
import type { JsonEndpoint } from '@/api/contract/endpoint';
import { merchandisingData } from '@/api/contract/merchandising';
import { salesData, salesTopAccounts } from '@/api/contract/sales';
import { scheduleList, scheduleTotal } from '@/api/contract/schedule';
import { masterList } from '@/api/contract/database';
import { joinList } from '@/lib/request-list';
import { getDb } from '../db/get-db';
import { masterListQuery } from '../db/queries/database';
import { formatMoney } from '@/lib/format';
import { baselineFor } from '@/filters/comparison';
import { allTimeEffortRows, callDemoApi, readPdfLines } from './testing/call-demo-api';

const BRAND = 'Golden Grove Juice';
const db = () => getDb();
const daysAgo = (n: number) => db().iso(db().todayDay - n);
const PERIOD = () => ({ brand: BRAND, dateStart: daysAgo(120), dateEnd: daysAgo(1) });

const get = async <E extends JsonEndpoint>(
  endpoint: E,
  query: Record<string, string>,
  login = 'superadmin',
) => {
  const response = await callDemoApi(endpoint, query, login);
  expect(response.status).toBe(200);
  return endpoint.response.parse(await response.json()) as ReturnType<E['response']['parse']>;
};

/** A filter that selects this one account in a section (its name and full address). */
const onlyThisAccount = (id: number) => {
  const account = db().accountById.get(id);
  if (!account) throw new Error(`no account ${id}`);
  return { name: account.name, address: account.address };
};

beforeAll(() => {
  getDb();
});

describe('one account page endpoints', () => {
  it("give the account's sales as its Sales pin and its Top 10 row, per interval and per SKU", async () => {
    const top = await get(salesTopAccounts, PERIOD());
    const row = top[0];
    expect(row?.accountId).toEqual(expect.any(Number));
    const id = String(row?.accountId);
    const sales = await get(accountSales, { ...PERIOD(), id });
    expect(Math.round(sales.amount)).toBe(row?.totalSales);
    expect(sales.cases).toBe(row?.totalCases);
    const pin = (await get(salesData, PERIOD())).accounts.find((a) => String(a.id) === id);
    expect(pin).toBeDefined();
    expect(sales.amount).toBe(pin?.totalSales);
    expect(sales.cases).toBe(pin?.totalCases);
    expect(sales.orders).toBe(pin?.totalOrders.count);
    expect(sales.lastOrderDate).toBe(pin?.lastOrderDate);
    expect(sales.intervals.reduce((sum, i) => sum + i.amount, 0)).toBe(sales.amount);
    expect(sales.bySku.reduce((sum, s) => sum + s.cases, 0)).toBe(sales.cases);
  });

  it('count the visits the map popup, the Sales pin and Time & Efforts count for the same filter', async () => {
    const pin = (await get(salesData, PERIOD())).accounts.find((a) => a.visits > 2);
    expect(pin).toBeDefined();
    const id = String(pin?.id);
    const profile = await get(accountProfile, { ...PERIOD(), id });
    expect(profile.visits).toBe(pin?.visits);
    expect(profile.visits).toBe((await get(accountsMapAccount, { ...PERIOD(), id })).totalVisits);
    const everyRep = joinList(db().reps.map((r) => r.name));
    const efforts = await allTimeEffortRows({
      ...PERIOD(),
      ...onlyThisAccount(Number(id)),
      // Every rep's row: visits by a rep other than the account's own count too.
      representativesMetric: everyRep,
      inactiveRepresentatives: everyRep,
    });
    expect(efforts.reduce((sum, day) => sum + day.visits, 0)).toBe(profile.visits);
  });

  it('list the visits the Schedule counts for the account, per status', async () => {
    const pin = (await get(salesData, PERIOD())).accounts.find((a) => a.visits > 2);
    const id = String(pin?.id);
    const period = { ...PERIOD(), dateEnd: daysAgo(-20) };
    const visits = await get(accountVisits, { ...period, id });
    const { brand: _brand, ...dates } = period;
    const total = await get(scheduleTotal, { ...dates, ...onlyThisAccount(Number(id)) });
    for (const status of ['Visited', 'Unplanned', 'Missed', 'Upcoming'])
      expect(visits.filter((v) => v.status === status).length, status).toBe(
        total.find((t) => t.visitName === status)?.value ?? 0,
      );
    expect(visits.some((v) => v.status === 'Upcoming')).toBe(true);
    expect(visits.filter((v) => v.forms.includes('Status form')).length).toBeGreaterThan(0);
  });

  it("give the account's merchandising as its Merchandising pin", async () => {
    const merch = await get(merchandisingData, PERIOD());
    const pin = merch.accounts.find((a) => a.secondaryPlacementCount > 0);
    expect(pin).toBeDefined();
    const mine = await get(accountMerchandising, { ...PERIOD(), id: String(pin?.id) });
    expect(mine.visits).toHaveLength(pin?.totalVisits ?? -1);
    expect(mine.secondaryPlacements).toBe(pin?.secondaryPlacementCount);
    expect(mine.visits[0]?.date).toBe(pin?.date);
    expect(mine.photos.filter((p) => p.type === 'primary')).toHaveLength(mine.visits.length);
    // A visit that added facings has its shelf as found, just before its primary photo.
    const added = mine.visits.filter((v) => v.facingsAdded > 0);
    const before = mine.photos.filter((p) => p.type === 'before');
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((p) => p.date)).toEqual(added.map((v) => v.date));
    for (const photo of before) {
      const after = mine.photos[mine.photos.indexOf(photo) + 1];
      expect([after?.type, after?.date, after?.url.replace('/primary/', '/before/')]).toEqual([
        'primary',
        photo.date,
        photo.url,
      ]);
    }
  });

  it("link Database rows and Schedule visits to a brand of the user's whose page has the account", async () => {
    const rows = (await get(masterList, {}, 'superadmin')).accounts;
    const linked = rows.filter((r) => r.brands.length > 0);
    expect(linked.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.brands.length > 1)).toBe(true);
    const week = { dateStart: daysAgo(7), dateEnd: daysAgo(1) };
    const visits = (await get(scheduleList, week)).rows.flatMap((rep) => rep.days.flatMap((d) => d.visits));
    const withPage = visits.flatMap((v) => (v.account ? [v.account] : []));
    expect(withPage.length).toBeGreaterThan(0);
    // A user of one brand gets only that brand's pages.
    const page = { page: 1, sort: 'name', order: 'asc' } as const;
    const mine = masterListQuery(db(), {}, page, ['Canyon Cold Brew']).Accounts;
    expect(new Set(mine.flatMap((r) => r.Brands ?? []))).toEqual(new Set(['Canyon Cold Brew']));
    for (const { id, brand } of [
      ...withPage.slice(0, 3),
      ...linked.slice(0, 3).map((r) => ({ id: r.id, brand: r.brands[0] ?? '' })),
    ]) {
      const response = await callDemoApi(accountProfile, { brand, id: String(id) });
      expect(response.status, `${brand} ${id}`).toBe(200);
    }
  });

  it('answer 404 for an unknown account or one outside the brand, 400 for a malformed id', async () => {
    expect((await callDemoApi(accountProfile, { ...PERIOD(), id: '999999999' })).status).toBe(404);
    const outside = db().accounts.find((a) => !a.brandIdxs.includes(db().brandByName.get(BRAND)?.idx ?? -1));
    expect(outside).toBeDefined();
    expect((await callDemoApi(accountSales, { ...PERIOD(), id: String(outside?.id) })).status).toBe(404);
    const bad = await callDemoApi(accountProfile, { ...PERIOD(), id: '12x' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('id');
  });

  it("keep each block to its section's permission", async () => {
    const id = String((await get(salesTopAccounts, PERIOD(), 'manager'))[0]?.accountId);
    expect((await callDemoApi(accountSales, { ...PERIOD(), id }, 'manager')).status).toBe(200);
    expect((await callDemoApi(accountProfile, { ...PERIOD(), id }, 'manager')).status).toBe(200);
    expect((await callDemoApi(accountMerchandising, { ...PERIOD(), id }, 'manager')).status).toBe(403);
    expect((await callDemoApi(accountVisits, { ...PERIOD(), id }, 'manager')).status).toBe(403);
  });

  it("write the Account brief as a PDF of one or two pages with the account's name and figures beside the previous period", async () => {
    const row = (await get(salesTopAccounts, PERIOD()))[0];
    const id = String(row?.accountId);
    const response = await callDemoApi(accountBrief, { ...PERIOD(), id });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/Account brief .*\.pdf/);
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeLessThanOrEqual(2);
    const lines = await readPdfLines(response);
    expect(lines.join('\n')).toContain(`Account brief: ${row?.accountName}`);
    const sales = await get(accountSales, { ...PERIOD(), id });
    const baseline = baselineFor(
      { dateStart: PERIOD().dateStart, dateEnd: PERIOD().dateEnd },
      'prev',
      undefined,
    );
    if (baseline?.status !== 'ready') throw new Error('no baseline');
    const before = await get(accountSales, { ...baseline.params, brand: BRAND, id });
    const at = lines.indexOf('Sales');
    expect(at).toBeGreaterThan(-1);
    expect(lines.slice(at + 1, at + 3)).toEqual([formatMoney(sales.amount), formatMoney(before.amount)]);
    expect(lines).toContain('Last visits');
  });

  it("leave out of the brief what the user's sections do not show, and refuse a malformed comparison", async () => {
    const id = String((await get(salesTopAccounts, PERIOD(), 'manager'))[0]?.accountId);
    const lines = await readPdfLines(await callDemoApi(accountBrief, { ...PERIOD(), id }, 'manager'));
    expect(lines).toContain('Sales');
    expect(lines).not.toContain('Facings');
    expect(lines).not.toContain('Last visits');
    const bad = await callDemoApi(accountBrief, { ...PERIOD(), id, compare: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('compare');
  });
});
