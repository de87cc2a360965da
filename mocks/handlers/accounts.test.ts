import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_PARAMS,
  accountsActiveAccountsReport,
  accountsAllStatusesReport,
  accountsData,
  accountsFilters,
  accountsMap,
  accountsMapAccount,
  accountsXlsx,
} from '@/api/contract/accounts';
import { joinList } from '@/lib/request-list';
import { getDb } from '../db/get-db';
import { CONTENT_TYPES } from './define-handler';
import { callDemoApi, readXlsxRows } from './testing/call-demo-api';

beforeAll(() => {
  getDb();
});

describe('accounts handlers', () => {
  it('serve filter options for the user’s brands only', async () => {
    const all = accountsFilters.response.parse(await (await callDemoApi(accountsFilters)).json());
    expect(all.brands.map((b) => b.name)).toEqual(['Sunset Soda', 'Golden Grove Juice', 'Canyon Cold Brew']);
    const manager = accountsFilters.response.parse(
      await (await callDemoApi(accountsFilters, {}, 'manager')).json(),
    );
    expect(manager.brands.map((b) => b.name)).toEqual(['Sunset Soda', 'Golden Grove Juice']);
    expect(Object.keys(manager.statusesNames)).toEqual(['Sunset Soda', 'Golden Grove Juice']);
  });

  it('refuse without a token and for a brand the user may not see', async () => {
    expect((await callDemoApi(accountsData, {}, null)).status).toBe(401);
    const denied = await callDemoApi(accountsData, { brand: 'Canyon Cold Brew' }, 'manager');
    expect(denied.status).toBe(403);
  });

  it('answer /accounts and /accounts/map in the contract shape, honouring list params with commas', async () => {
    const query = { brand: 'Sunset Soda', chains: joinList(['Vallarta Supermarkets, Inc.', 'Kroger']) };
    const data = accountsData.response.parse(await (await callDemoApi(accountsData, query)).json());
    const map = accountsMap.response.parse(await (await callDemoApi(accountsMap, query)).json());
    expect(map.accounts.length).toBeGreaterThan(0);
    expect(data.statuses.at(-1)?.statuses.reduce((s, x) => s + x.amount, 0)).toBe(map.accounts.length);
    const chains = new Set(map.accounts.map((a) => getDb().accountById.get(a.id)?.chain));
    expect(chains).toEqual(new Set(['Vallarta Supermarkets, Inc.', 'Kroger']));
  });

  it('download the map list as a real .xlsx with one row per pin', async () => {
    const query = { cities: 'Downey' };
    const map = accountsMap.response.parse(await (await callDemoApi(accountsMap, query)).json());
    const response = await callDemoApi(accountsXlsx, query);
    expect(response.headers.get('Content-Type')).toBe(CONTENT_TYPES.xlsx);
    expect(response.headers.get('Content-Disposition')).toMatch(
      /filename="Map Account List Sunset Soda \d{4}-\d{2}-\d{2} - \d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = await readXlsxRows(response);
    expect(rows[0]?.slice(0, 3)).toEqual(['Account ID', 'Account', 'Address']);
    expect(rows.length - 1).toBe(map.accounts.length);
    expect(rows.slice(1).map((r) => r[0])).toEqual(map.accounts.map((a) => a.id));
  });

  it('answer /accounts/map with slim pins and /accounts/map/account with one pin’s popup details', async () => {
    const query = { cities: 'Downey', dateStart: getDb().iso(getDb().todayDay - 60) };
    const raw = await (await callDemoApi(accountsMap, query)).text();
    const map = accountsMap.response.parse(JSON.parse(raw));
    // Columns: about 95 bytes a pin (an object per pin was ~165, the full details ~575).
    expect(raw.length / map.accounts.length).toBeLessThan(120);
    const pin = map.accounts[0];
    expect(pin).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      address: expect.any(String),
      status: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const response = await callDemoApi(accountsMapAccount, { ...query, id: String(pin?.id) });
    expect(response.status).toBe(200);
    const details = accountsMapAccount.response.parse(await response.json());
    expect(details).toMatchObject({ id: pin?.id, name: pin?.name, address: pin?.address });
    expect(details.status.name).toBe(pin?.status);
    expect(details.coordinates).toEqual({ lat: pin?.latitude, lng: pin?.longitude });
    // The xlsx row of the pin holds the same details.
    const rows = await readXlsxRows(await callDemoApi(accountsXlsx, query));
    const row = rows.find((r) => r[0] === pin?.id);
    expect(row?.slice(13, 17)).toEqual([
      details.status.name,
      details.status.date,
      details.lastDate,
      details.totalVisits,
    ]);
  });

  it('answer /accounts/map/account with 404 for an account outside the filter and 400 without an id', async () => {
    const irvine = accountsMap.response.parse(
      await (await callDemoApi(accountsMap, { cities: 'Irvine' })).json(),
    );
    const outside = await callDemoApi(accountsMapAccount, {
      cities: 'Downey',
      id: String(irvine.accounts[0]?.id),
    });
    expect(outside.status).toBe(404);
    expect(await outside.text()).toBe('Account not found');
    expect((await callDemoApi(accountsMapAccount, { cities: 'Downey' })).status).toBe(400);
    expect((await callDemoApi(accountsMapAccount, { id: '1' }, null)).status).toBe(401);
  });

  it('download the account reports as real .xlsx files', async () => {
    const query = { cities: 'Irvine' };
    const map = accountsMap.response.parse(await (await callDemoApi(accountsMap, query)).json());
    const active = await readXlsxRows(await callDemoApi(accountsActiveAccountsReport, query));
    expect(active.length - 1).toBe(map.accounts.filter((a) => a.status.startsWith('Authorized')).length);
    const statuses = await readXlsxRows(await callDemoApi(accountsAllStatusesReport, query));
    expect(statuses[0]).toContain('Previous Status');
    expect(statuses.length).toBeGreaterThan(map.accounts.length);
  });

  describe('honour every filter field', () => {
    const daysAgo = (n: number) => getDb().iso(getDb().todayDay - n);
    /** A value per parameter that must change the numbers (lists in the app's encoding). */
    const changes = (): Record<(typeof ACCOUNTS_PARAMS)[number], string> => ({
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
    const numbers = async (query: Record<string, string>) => {
      const data = accountsData.response.parse(await (await callDemoApi(accountsData, query)).json());
      const map = accountsMap.response.parse(await (await callDemoApi(accountsMap, query)).json());
      // The first pins' popup details: the period and the metric reps change only those.
      const details = [];
      for (const pin of map.accounts.slice(0, 3)) {
        const response = await callDemoApi(accountsMapAccount, { ...query, id: String(pin.id) });
        details.push(accountsMapAccount.response.parse(await response.json()));
      }
      return { data, map, details };
    };
    let base: Awaited<ReturnType<typeof numbers>>;
    beforeAll(async () => {
      base = await numbers({});
    });

    it.each([...ACCOUNTS_PARAMS])(
      '%s changes /accounts and the map (pins or their details)',
      async (param) => {
        const changed = await numbers({ [param]: changes()[param] });
        expect(changed.data).not.toEqual(base.data);
        expect({ map: changed.map, details: changed.details }).not.toEqual({
          map: base.map,
          details: base.details,
        });
        // The charts' end-date statuses and the map pins stay one set of accounts.
        const last = changed.data.statuses.at(-1)?.statuses.reduce((s, x) => s + x.amount, 0);
        expect(last).toBe(changed.map.accounts.length);
      },
    );

    it('the .xlsx follows the same filter as the map', async () => {
      const query = { statusesNames: joinList(['Hot Lead', 'Warm Lead']), dateStart: daysAgo(60) };
      const { map } = await numbers(query);
      const rows = await readXlsxRows(await callDemoApi(accountsXlsx, query));
      expect(rows.length - 1).toBe(map.accounts.length);
    });
  });

  it('serve demo photos as SVG pictures named after the store', async () => {
    const account = getDb().accounts[5];
    const response = await fetch(`${location.origin}${account?.photos.store}`);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(account?.name.replace(/&/g, '&amp;').replace(/'/g, '&apos;').slice(0, 20));
    const marker = await fetch(`${location.origin}${getDb().statuses[0]?.image}`);
    expect(await marker.text()).toContain('#52c41a');
  });
});
