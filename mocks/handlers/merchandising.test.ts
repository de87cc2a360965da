import { beforeAll, describe, expect, it } from 'vitest';
import { accountsData } from '@/api/contract/accounts';
import {
  accountPictures,
  averageFacings,
  competitors,
  facingsAdded,
  merchandisingData,
  merchandisingFilters,
  merchandisingXlsx,
  posPlacements,
  primaryPlacements,
  productsOnPromotion,
  secondaryPlacements,
  shelfPlacements,
  skuRetailPrices,
  skuVoids,
  tagsInstalled,
  totalFacings,
} from '@/api/contract/merchandising';
import { joinList } from '@/lib/request-list';
import type { MerchForm } from '../db/entities';
import { getDb } from '../db/get-db';
import { priceLabel } from '../db/queries/merchandising';
import { findUser, updateDemoState } from '../demo-state';
import { callDemoApi, readXlsxRows } from './testing/call-demo-api';

const BRAND = 'Golden Grove Juice';

beforeAll(() => {
  getDb();
});

const daysAgo = (n: number) => getDb().iso(getDb().todayDay - n);

const data = async (query: Record<string, string>) =>
  merchandisingData.response.parse(
    await (await callDemoApi(merchandisingData, { brand: BRAND, ...query })).json(),
  );

/** The brand's forms in the period, straight from the data set (no other filter is sent). */
const formsSince = (days: number): MerchForm[] => {
  const db = getDb();
  const brand = db.brandByName.get(BRAND)!;
  const from = Math.max(brand.earliestDay, db.todayDay - days);
  return db.merch.forms.filter((f) => f.brandIdx === brand.idx && f.day >= from && f.day <= db.todayDay);
};

let price: string | undefined;
const firstPrice = (): string =>
  (price ??= priceLabel(formsSince(90).flatMap((f) => f.prices.filter((p): p is number => p !== null))[0]!));

describe('merchandising handlers', () => {
  it('serve filter options with every merchandising list, per user brand', async () => {
    // The manager has two brands but no Merchandising section (which the demo API enforces).
    updateDemoState((s) => {
      const manager = findUser('manager', s);
      if (manager)
        manager.permissions = {
          ...manager.permissions,
          Merchandising: { Permissions: ['map'], Filters: [] },
        };
    });
    const options = merchandisingFilters.response.parse(
      await (await callDemoApi(merchandisingFilters, {}, 'manager')).json(),
    );
    expect(options.brands.map((b) => b.name)).toEqual(['Sunset Soda', 'Golden Grove Juice']);
    expect(Object.keys(options.prices)).toEqual(['Sunset Soda', 'Golden Grove Juice']);
    expect(options.placements).toEqual(options.primary);
    for (const list of [options.tags, options.promo, options.secondary, options.dublicateImages])
      expect(list.length).toBeGreaterThan(1);
  });

  it('add the summary up from the pins, and count no more than the Accounts summary visits', async () => {
    const queries: Record<string, string>[] = [
      { dateStart: daysAgo(60) },
      { dateStart: daysAgo(200), cities: 'Downey' },
    ];
    for (const query of queries) {
      const merch = await data(query);
      const accounts = accountsData.response.parse(
        await (await callDemoApi(accountsData, { brand: BRAND, ...query })).json(),
      );
      const s = merch.summary;
      expect(s.stores).toBe(merch.accounts.length);
      expect(s.forms).toBe(merch.accounts.reduce((n, a) => n + a.totalVisits, 0));
      expect(s.secondaryPlacements).toBe(merch.accounts.reduce((n, a) => n + a.secondaryPlacementCount, 0));
      expect(s.forms).toBeGreaterThan(0);
      // Every merchandising form is one of the visits the Accounts page counts.
      expect(s.forms).toBeLessThanOrEqual(accounts.summary.forms);
      expect(s.stores).toBeLessThanOrEqual(accounts.summary.stores);
    }
  });

  // Each merchandising filter field selects exactly the forms it describes.
  it.each<[string, string, (f: MerchForm) => boolean]>([
    ['numberOfSkus', 'm3', (f) => f.skusCount > 3],
    ['numberOfSkus', 'l2', (f) => f.skusCount < 2],
    ['numberOfSkus', 'e4', (f) => f.skusCount === 4],
    ['numberOfFacings', 'm12', (f) => f.facingsTotal > 12],
    ['numberOfFacings', 'l5', (f) => f.facingsTotal < 5],
    ['numberOfFacings', 'e6', (f) => f.facingsTotal === 6],
    ['promo', 'On Promo', (f) => f.promo === 'On Promo'],
    ['tags', joinList(['No Tags', 'Some SKUs Tagged']), (f) => f.tags !== 'All SKUs Tagged'],
    ['dublicateImages', 'Duplicate', (f) => f.duplicateImage],
    ['primary', 'Eye Level', (f) => f.primaryPlacement === 'Eye Level'],
    ['secondary', 'End Cap', (f) => f.secondaryPlacements.includes('End Cap')],
    ['locations', 'Checkout', (f) => f.location === 'Checkout'],
    ['types', 'Seasonal', (f) => f.type === 'Seasonal'],
    [
      'competitors',
      joinList(['Olipop', 'Poppi']),
      (f) => f.competitors.some((c) => c === 'Olipop' || c === 'Poppi'),
    ],
    // A shelf price the period's first form shows.
    ['prices', '', (f) => f.prices.some((p) => p !== null && priceLabel(p) === firstPrice())],
  ])('honour %s=%s', async (param, given, expected) => {
    const days = 90;
    const value = given || firstPrice();
    const all = await data({ dateStart: daysAgo(days) });
    const some = await data({ dateStart: daysAgo(days), [param]: value });
    const want = formsSince(days).filter(expected);
    expect(want.length).toBeGreaterThan(0);
    expect(some.summary.forms).toBe(want.length);
    expect(some.summary.forms).toBeLessThan(all.summary.forms);
    expect(some.summary.stores).toBe(new Set(want.map((f) => f.accountIdx)).size);
  });

  it('treat the default comparison m0 as no limit', async () => {
    const all = await data({ dateStart: daysAgo(30) });
    expect(await data({ dateStart: daysAgo(30), numberOfSkus: 'm0', numberOfFacings: 'm0' })).toEqual(all);
  });

  it.each([
    averageFacings,
    facingsAdded,
    totalFacings,
    primaryPlacements,
    shelfPlacements,
    secondaryPlacements,
    posPlacements,
    competitors,
    skuRetailPrices,
    skuVoids,
    tagsInstalled,
    productsOnPromotion,
  ])('answer $path in the contract shape, narrowed by promo and a comparison', async (endpoint) => {
    const query = { brand: BRAND, dateStart: daysAgo(120) };
    const all = await (await callDemoApi(endpoint, query)).json();
    expect(() => endpoint.response.parse(all)).not.toThrow();
    expect(JSON.stringify(all)).not.toBe('[]');
    const some = await (
      await callDemoApi(endpoint, { ...query, promo: 'On Promo', numberOfFacings: 'm8' })
    ).json();
    expect(some).not.toEqual(all);
  });

  it('series agree with the summary: facings added and the pies count the merchandised accounts', async () => {
    const query = { brand: BRAND, dateStart: daysAgo(75), representativesMetric: 'Carlos Ruiz' };
    const merch = await data(query);
    const added = facingsAdded.response.parse(await (await callDemoApi(facingsAdded, query)).json());
    expect(added.reduce((n, w) => n + w.amount, 0)).toBe(merch.summary.facings);
    for (const endpoint of [primaryPlacements, shelfPlacements, posPlacements]) {
      const shares = endpoint.response.parse(await (await callDemoApi(endpoint, query)).json());
      expect(shares.reduce((n, s) => n + s.amount, 0)).toBe(merch.summary.stores);
    }
    const promo = productsOnPromotion.response.parse(
      await (await callDemoApi(productsOnPromotion, query)).json(),
    );
    expect(promo.reduce((n, s) => n + s.amount, 0)).toBe(merch.summary.stores);
    // Each pin's legend category is its latest form's primary placement: the pie's slices.
    const primary = primaryPlacements.response.parse(
      await (await callDemoApi(primaryPlacements, query)).json(),
    );
    for (const slice of primary)
      expect(merch.accounts.filter((a) => a.primaryPlacement === slice.placement)).toHaveLength(slice.amount);
  });

  it('list one account’s photos under the filter, and refuse an account outside it', async () => {
    const query = { brand: BRAND, dateStart: daysAgo(120) };
    const merch = await data(query);
    const pin = merch.accounts.find((a) => a.secondaryPlacementCount > 0)!;
    const pictures = accountPictures.response.parse(
      await (await callDemoApi(accountPictures, { ...query, id: String(pin.id) })).json(),
    );
    expect(pictures.filter((p) => p.type === 'primary')).toHaveLength(pin.totalVisits);
    expect(pictures.filter((p) => p.type === 'secondary')).toHaveLength(pin.secondaryPlacementCount);
    expect(pictures[0]?.date).toBe(pin.lastDate);
    const outside = await callDemoApi(accountPictures, {
      ...query,
      name: 'no such account',
      id: String(pin.id),
    });
    expect(outside.status).toBe(404);
  });

  it('download the map list with one row per pin', async () => {
    const query = { brand: BRAND, dateStart: daysAgo(45), tags: 'No Tags' };
    const merch = await data(query);
    const rows = await readXlsxRows(await callDemoApi(merchandisingXlsx, query));
    expect(rows.slice(1).map((r) => r[0])).toEqual(merch.accounts.map((a) => a.id));
  });
});
