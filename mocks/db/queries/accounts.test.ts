import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_PARAMS,
  accountsData,
  accountsFilters,
  accountsMap,
  accountsMapAccount,
} from '@/api/contract/accounts';
import type { RequestParams } from '@/api/contract/request-params';
import { joinList } from '@/lib/request-list';
import type { Db } from '../generate';
import {
  accountsDataQuery,
  accountsMapAccountQuery,
  accountsMapQuery,
  mapAccountOf,
  statusPointDays,
} from './accounts';
import { resolveFilter } from './filter';
import { accountsFilterOptions } from './options';
import { measure, testDb } from './test-db';

const db: Db = testDb();

type MapColumns = ReturnType<typeof accountsMapQuery>;

/** The pins of an /accounts/map answer (columns), one object per pin in the server's names. */
const pinRows = (m: MapColumns) =>
  m.Ids.map((Id, i) => ({
    Id,
    Name: m.Names[i] as string,
    Address: m.Addresses[i] as string,
    Status: m.Statuses[m.StatusIndexes[i] as number] as string,
    Latitude: m.Latitudes[i] as number,
    Longitude: m.Longitudes[i] as number,
  }));

const run = (params: RequestParams) => {
  const f = resolveFilter(db, params, { distributorsOn: 'accounts', honoured: ACCOUNTS_PARAMS });
  const columns = accountsMapQuery(db, f);
  return { f, data: accountsDataQuery(db, f), columns, map: { Accounts: pinRows(columns) } };
};
/** Every pin's popup details (GET /accounts/map/account), in pin order. */
const detailsOf = (f: ReturnType<typeof run>['f']) => f.accountIdxs.map((idx) => mapAccountOf(db, f, idx));
const daysAgo = (n: number) => db.iso(db.todayDay - n);

/** A value per parameter that must change the answer (lists use the app's encoding). */
const CHANGES = (): Record<(typeof ACCOUNTS_PARAMS)[number], string> => ({
  dateStart: daysAgo(90),
  dateEnd: daysAgo(30),
  brand: 'Golden Grove Juice',
  name: '7-eleven',
  address: 'firestone',
  zipCode: '906',
  channels: 'Liquor',
  cities: joinList(['Downey', 'Irvine']),
  states: 'NV',
  chains: joinList(['Vallarta Supermarkets, Inc.']),
  banners: 'Ralphs',
  regions: 'Orange County',
  counties: 'Riverside',
  territories: 'Long Beach',
  representatives: 'Alex Moreno',
  representativesMetric: 'Brianna Lee',
  frequencies: 'Weekly',
  accountsSource: 'CRM',
  distributors: 'Inland Empire Beverage',
  notVisitedIn: '30',
  statusesNames: joinList(['Hot Lead']),
  noImageReasons: 'Store Closed',
});

describe('accounts queries', () => {
  it('answer in the contract shapes', () => {
    const { data, columns } = run({});
    expect(() => accountsData.response.parse(data)).not.toThrow();
    expect(() => accountsMap.response.parse(columns)).not.toThrow();
    const options = accountsFilters.response.parse(accountsFilterOptions(db));
    expect(options.brands.map((b) => b.name)).toEqual([
      'Sunset Soda',
      'Golden Grove Juice',
      'Canyon Cold Brew',
    ]);
    expect(options.cities['Sunset Soda']).toContain('Downey');
    expect(options.chains['Sunset Soda']).toContain('Vallarta Supermarkets, Inc.');
    expect(options.statuses.map((s) => s.sortOrder)).toEqual(
      [...options.statuses.map((s) => s.sortOrder)].sort((a, b) => a - b),
    );
    expect(options.activeStatuses).toEqual(['Authorized', 'Authorized - Reorder']);
    expect(options.accountsSources[0]).toBe('All Accounts');
    const restricted = accountsFilters.response.parse(accountsFilterOptions(db, ['Canyon Cold Brew']));
    expect(restricted.brands.map((b) => b.name)).toEqual(['Canyon Cold Brew']);
    expect(Object.keys(restricted.cities)).toEqual(['Canyon Cold Brew']);
    expect(new Set(restricted.distributors.map((d) => d.brand))).toEqual(new Set(['Canyon Cold Brew']));
  });

  it('status counts on every date add up to the accounts existing then', () => {
    for (const params of [{}, { dateStart: daysAgo(200), cities: 'Downey' }, { brand: 'Canyon Cold Brew' }]) {
      const { f, data, map } = run(params);
      const days = statusPointDays(f.startDay, f.endDay);
      expect(data.Statuses.map((p) => p.Date)).toEqual(days.map((d) => db.iso(d)));
      for (const point of data.Statuses) {
        const day = days[data.Statuses.indexOf(point)] as number;
        const existing = f.accountIdxs.filter(
          (i) => (db.accounts[i]?.addedDay[f.brand.idx] as number) <= day,
        ).length;
        expect(point.Statuses.reduce((s, x) => s + x.Amount, 0)).toBe(existing);
        if (existing > 0) expect(point.Statuses.reduce((s, x) => s + x.Percentage, 0)).toBeCloseTo(100, 0);
      }
      const last = data.Statuses.at(-1);
      expect(last?.Statuses.reduce((s, x) => s + x.Amount, 0)).toBe(map.Accounts.length);
      // The map's statuses are the last point's counts.
      for (const s of last?.Statuses ?? []) {
        expect(map.Accounts.filter((a) => a.Status === s.Name).length).toBe(s.Amount);
      }
    }
  });

  it('summary, pies and map agree with each other', () => {
    for (const params of [
      {},
      { representativesMetric: 'Brianna Lee' },
      { brand: 'Golden Grove Juice', dateStart: daysAgo(60) },
    ]) {
      const { f, data, map } = run(params);
      const details = detailsOf(f);
      const g = data.General;
      expect(g.StoresVisited).toBe(details.filter((a) => a.TotalVisits > 0).length);
      expect(g.FormsSubmitted).toBe(details.reduce((s, a) => s + a.TotalVisits, 0));
      expect(g.TotalAccounts).toBe(map.Accounts.filter((a) => a.Status.startsWith('Authorized')).length);
      expect(data.AllChannelSums.reduce((s, x) => s + x.Amount, 0)).toBe(map.Accounts.length);
      expect(data.AuthorisedChannelSums.reduce((s, x) => s + x.Amount, 0)).toBe(g.TotalAccounts);
      expect(g.HoursWorked).toBeGreaterThan(0);
      expect(g.MileageDriven).toBeGreaterThan(0);
      for (const account of details) {
        expect(account.DiscontinuedDate).toBe(
          account.Status.Name === 'Discontinued' ? account.Status.Date : null,
        );
      }
    }
    const { data } = run({ dateStart: daysAgo(120) });
    expect(data.DistributorSums.length).toBeGreaterThan(2);
  });

  it.each([...ACCOUNTS_PARAMS])('honours %s', (param) => {
    const base = run({});
    const changed = run({ [param]: CHANGES()[param] });
    expect(JSON.stringify({ d: changed.data, m: changed.map })).not.toBe(
      JSON.stringify({ d: base.data, m: base.map }),
    );
  });

  it('applies filters with their meaning', () => {
    const account = (id: number) => db.accountById.get(id);
    const pins = (params: RequestParams) => run(params).map.Accounts;
    expect(pins({ name: '7-ELEVEN' }).every((p) => p.Name.toLowerCase().includes('7-eleven'))).toBe(true);
    expect(pins({ zipCode: '906' }).every((p) => account(p.Id)?.zipCode.startsWith('906'))).toBe(true);
    const vallarta = pins({ chains: joinList(['Vallarta Supermarkets, Inc.']) });
    expect(vallarta.length).toBeGreaterThan(0);
    expect(vallarta.every((p) => account(p.Id)?.chain === 'Vallarta Supermarkets, Inc.')).toBe(true);
    expect(
      pins({ statusesNames: joinList(['Hot Lead', 'Warm Lead']) }).every((p) =>
        ['Hot Lead', 'Warm Lead'].includes(p.Status),
      ),
    ).toBe(true);
    const quiet = run({ notVisitedIn: '21' });
    expect(quiet.map.Accounts.length).toBeGreaterThan(0);
    expect(detailsOf(quiet.f).every((p) => p.LastDate === null || p.LastDate <= daysAgo(21))).toBe(true);
    expect(pins({ accountsSource: 'All Accounts' })).toHaveLength(pins({}).length);
    expect(pins({ states: 'NV' })).toEqual([]);
    expect(run({ representativesMetric: 'Brianna Lee' }).map.Accounts).toHaveLength(pins({}).length);
  });

  it('keeps pins slim and gives one pin its popup details under the same filter', () => {
    const { f, map, columns } = run({ cities: 'Downey', dateStart: daysAgo(60) });
    // Columns, each status name once: nothing but what the map and its list draw.
    expect(Object.keys(columns).sort()).toEqual([
      'Addresses',
      'Ids',
      'Latitudes',
      'Longitudes',
      'Names',
      'StatusIndexes',
      'Statuses',
    ]);
    expect(columns.Statuses).toEqual(db.statuses.map((s) => s.name));
    for (const column of [columns.Names, columns.Addresses, columns.StatusIndexes, columns.Latitudes])
      expect(column).toHaveLength(columns.Ids.length);
    const pin = map.Accounts[3];
    const account = db.accountById.get(pin?.Id ?? -1);
    expect(pin).toEqual({
      Id: account?.id,
      Name: account?.name,
      Address: account?.address,
      Status: expect.any(String),
      Latitude: account?.lat,
      Longitude: account?.lng,
    });
    const details = accountsMapAccountQuery(db, f, pin?.Id ?? -1);
    expect(() => accountsMapAccount.response.parse(details)).not.toThrow();
    expect(details).toMatchObject({ Id: pin?.Id, Name: pin?.Name, Status: { Name: pin?.Status } });
    // The popup's numbers follow the filter's period.
    const longer = accountsMapAccountQuery(db, run({ cities: 'Downey' }).f, pin?.Id ?? -1);
    expect(longer?.TotalVisits).toBeGreaterThanOrEqual(details?.TotalVisits ?? 0);
    // An account that is not one of the filter's pins has no details, nor does an unknown id.
    const elsewhere = run({ cities: 'Irvine' }).map.Accounts[0];
    expect(accountsMapAccountQuery(db, f, elsewhere?.Id ?? -1)).toBeNull();
    expect(accountsMapAccountQuery(db, f, -1)).toBeNull();
  });

  it('ignores parameters the endpoint does not honour', () => {
    const f = resolveFilter(
      db,
      { skuNames: 'Sunset Soda Cola 12oz', cities: 'Downey' },
      { honoured: ['brand'] },
    );
    expect(f.accountFiltered).toBe(false);
    expect(f.skus).toBeNull();
  });

  it('answers from the default data set quickly (printed, not asserted)', () => {
    const report: string[] = [];
    for (const [label, fn] of [
      [
        '/accounts/filters',
        () => accountsFilterOptions(db, ['Sunset Soda', 'Golden Grove Juice', 'Canyon Cold Brew']),
      ],
      ['/accounts', () => accountsDataQuery(db, resolveFilter(db, {}))],
      ['/accounts/map', () => accountsMapQuery(db, resolveFilter(db, {}))],
      [
        '/accounts (Downey, 90 days)',
        () => accountsDataQuery(db, resolveFilter(db, { cities: 'Downey', dateStart: daysAgo(90) })),
      ],
      [
        '/accounts (rep metric, statuses)',
        () =>
          accountsDataQuery(
            db,
            resolveFilter(db, { representativesMetric: 'Alex Moreno', statusesNames: 'Hot Lead' }),
          ),
      ],
    ] as const) {
      const t = measure(fn);
      report.push(`${label}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`);
    }
    // eslint-disable-next-line no-console -- timings are printed on purpose, never asserted
    console.info(`[demo db] accounts query timings\n  ${report.join('\n  ')}`);
  });
});
