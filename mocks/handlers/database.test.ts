import { beforeAll, describe, expect, it } from 'vitest';
import {
  MASTER_LIST_PAGE_SIZE,
  masterList,
  masterListDownload,
  masterListFilters,
  type MasterAccount,
} from '@/api/contract/database';
import type { RequestParamName } from '@/api/contract/request-params';
import { joinList } from '@/lib/request-list';
import { getDb } from '../db/get-db';
import type { Account } from '../db/entities';
import type { Db } from '../db/generate';
import { callDemoApi, readXlsxRows } from './testing/call-demo-api';

let db: Db;
beforeAll(() => {
  db = getDb();
});

const options = async () =>
  masterListFilters.response.parse(await (await callDemoApi(masterListFilters, {})).json());

const list = async (query: Record<string, string>) =>
  masterList.response.parse(await (await callDemoApi(masterList, query)).json());

const rep = (a: Account) => db.reps[a.repIdx]?.name ?? '';
const active = (a: Account) => a.closedDay === null || a.closedDay > db.todayDay;

/**
 * One case per database filter field: the parameter as the app sends it, and the rule an
 * account must meet, checked against the data set directly (not through the query code).
 */
type FieldCase = [
  RequestParamName,
  (o: Awaited<ReturnType<typeof options>>) => string,
  (a: Account, v: string) => boolean,
  (r: MasterAccount, v: string) => boolean,
];

const pickTwo = (values: readonly string[]) => joinList([values[0] ?? '', values[values.length - 1] ?? '']);
const inList = (value: string, joined: string) => joined.split(',').includes(value);

const CASES: FieldCase[] = [
  [
    'name',
    () => 'mart',
    (a, v) => a.name.toLowerCase().includes(v),
    (r, v) => r.name.toLowerCase().includes(v),
  ],
  [
    'address',
    () => 'ave',
    (a, v) => a.address.toLowerCase().includes(v),
    (r, v) => r.address.toLowerCase().includes(v),
  ],
  ['zipCode', () => '90', (a, v) => a.zipCode.startsWith(v), (r, v) => r.zipCode.startsWith(v)],
  ['channels', (o) => pickTwo(o.channels), (a, v) => inList(a.channel, v), (r, v) => inList(r.channel, v)],
  ['cities', (o) => pickTwo(o.cities), (a, v) => inList(a.city, v), (r, v) => inList(r.city, v)],
  ['states', (o) => o.states[0] ?? '', (a, v) => a.state === v, (r, v) => r.state === v],
  ['chains', (o) => pickTwo(o.chains), (a, v) => inList(a.chain, v), (r, v) => inList(r.chain, v)],
  ['banners', (o) => pickTwo(o.banners), (a, v) => inList(a.banner, v), (r, v) => inList(r.banner, v)],
  ['regions', (o) => o.regions[0] ?? '', (a, v) => a.region === v, (r, v) => r.region === v],
  ['counties', (o) => pickTwo(o.counties), (a, v) => inList(a.county, v), (r, v) => inList(r.county, v)],
  [
    'territories',
    (o) => pickTwo(o.territories),
    (a, v) => inList(a.territory, v),
    (r, v) => inList(r.territory, v),
  ],
  [
    'representatives',
    (o) => pickTwo(o.representatives),
    (a, v) => inList(rep(a), v),
    (r, v) => inList(r.representative, v),
  ],
  ['frequencies', (o) => o.frequencies[0] ?? '', (a, v) => a.frequency === v, (r, v) => r.frequency === v],
  ['accountsSource', () => 'CRM', (a, v) => a.source === v, (r, v) => r.source === v],
  ['accountsActive', () => 'Active', (a) => active(a), (r) => r.active],
  ['accountsActive', () => 'Inactive', (a) => !active(a), (r) => !r.active],
];

describe('database handlers', () => {
  it('serve the options: sources, active-account choices (Active first) and lists from the data', async () => {
    const o = await options();
    expect(o.accountsSources[0]).toBe('All Accounts');
    expect(o.activeAccounts).toEqual(['Active', 'Inactive', 'All']);
    expect(o.cities.length).toBeGreaterThan(3);
    expect(o.representatives.length).toBeGreaterThan(3);
  });

  it.each(CASES)('honour %s', async (param, valueOf, accountRule, rowRule) => {
    const value = valueOf(await options());
    expect(value).not.toBe('');
    const expected = db.accounts.filter((a) => accountRule(a, value)).length;
    const result = await list({ [param]: value });
    expect(result.total).toBe(expected);
    expect(result.total).toBeGreaterThan(0);
    // The demo data has one state, so that field cannot narrow; every other one must.
    if (param !== 'states') expect(result.total).toBeLessThan(db.accounts.length);
    expect(result.accounts.every((r) => rowRule(r, value))).toBe(true);
  });

  it('combine fields (every one must hold) and treat All as no narrowing', async () => {
    const all = await list({ accountsActive: 'All', accountsSource: 'All Accounts' });
    expect(all.total).toBe(db.accounts.length);
    const both = await list({ accountsSource: 'CRM', accountsActive: 'Active', frequencies: 'Weekly' });
    expect(both.total).toBe(
      db.accounts.filter((a) => a.source === 'CRM' && active(a) && a.frequency === 'Weekly').length,
    );
  });

  it('page and order the whole list by the asked column', async () => {
    const first = await list({});
    expect(first.accounts).toHaveLength(MASTER_LIST_PAGE_SIZE);
    const names = first.accounts.map((r) => r.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base', numeric: true })),
    );
    const lastPage = Math.ceil(first.total / MASTER_LIST_PAGE_SIZE);
    const last = await list({ page: String(lastPage) });
    expect(last.accounts).toHaveLength(first.total - (lastPage - 1) * MASTER_LIST_PAGE_SIZE);
    expect((await list({ page: String(lastPage + 1) })).accounts).toHaveLength(0);

    const byCityDesc = await list({ sort: 'city', order: 'desc' });
    const cities = db.accounts
      .map((a) => a.city)
      .sort((a, b) => b.localeCompare(a, 'en-US', { sensitivity: 'base' }));
    expect(byCityDesc.accounts[0]?.city).toBe(cities[0]);
    expect((await list({ sort: 'nonsense' })).accounts).toEqual(first.accounts);
    const badPage = await callDemoApi(masterList, { page: '-3' });
    expect([badPage.status, await badPage.text()]).toEqual([400, expect.stringContaining('Parameter page')]);
  });

  it('download every matching account, one row each, in the list order', async () => {
    const query = { cities: (await options()).cities[0] ?? '', accountsActive: 'All' };
    const shown = await list(query);
    const response = await callDemoApi(masterListDownload, query);
    expect(response.headers.get('Content-Disposition')).toContain('Master Accounts List');
    const rows = await readXlsxRows(response);
    expect(rows[0]?.slice(0, 2)).toEqual(['Account ID', 'Account']);
    expect(rows.length - 1).toBe(shown.total);
    expect(rows.slice(1, 1 + shown.accounts.length).map((r) => r[0])).toEqual(
      shown.accounts.map((a) => a.id),
    );
  });
});
