import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/api/contract/endpoint';
import { pickParams, queryKeyFor, toRequestParams } from './normalise';
import { joinList, splitList } from '@/lib/request-list';
import { trickyString } from '@/test/test-arbitraries';

describe('toRequestParams', () => {
  it('includes only non-empty values and renames to the request names', () => {
    expect(
      toRequestParams({
        startDate: '2026-01-01',
        endDate: '2026-02-01',
        brand: 'Acme',
        name: '  ',
        address: '',
        zipCode: ' 90210 ',
        channelTypes: ['Grocery'],
        cities: [],
        notVisitedIn: 0,
        numberOfSkus: 'm0',
        numberOfFacings: 'l4',
        inactiveReps: ['Ann'],
        skuNames: ['Cola'],
      }),
    ).toEqual({
      dateStart: '2026-01-01',
      dateEnd: '2026-02-01',
      brand: 'Acme',
      zipCode: '90210',
      channels: 'Grocery',
      numberOfSkus: 'm0',
      numberOfFacings: 'l4',
      inactiveRepresentatives: 'Ann',
      skuNames: 'Cola',
    });
  });

  it('renames activeAccounts and keeps database channels', () => {
    expect(toRequestParams({ activeAccounts: 'Active', channels: ['C'], notVisitedIn: 3 })).toEqual({
      accountsActive: 'Active',
      channels: 'C',
      notVisitedIn: '3',
    });
  });

  it('sorts and de-duplicates lists and encodes commas inside items', () => {
    expect(toRequestParams({ chains: ['b', 'a,1', 'b', ''] })).toEqual({ chains: 'a%2C1,b' });
  });

  it('leaves out a list equal to its section default', () => {
    expect(toRequestParams({ tags: ['All'], promo: ['Yes'] }, { tags: ['All'], promo: ['All'] })).toEqual({
      promo: 'Yes',
    });
  });

  it('returns keys in sorted order', () => {
    expect(Object.keys(toRequestParams({ states: ['CA'], brand: 'B', cities: ['X'] }))).toEqual([
      'brand',
      'cities',
      'states',
    ]);
  });

  it('is invariant to list order, duplicates and whitespace around name/address', () => {
    fc.assert(
      fc.property(
        fc.array(trickyString(1), { maxLength: 6 }),
        fc.array(trickyString(1), { maxLength: 6 }),
        trickyString(),
        trickyString(),
        fc.stringMatching(/^[ \t]{0,3}$/),
        fc.stringMatching(/^[ \t]{0,3}$/),
        (cities, chains, name, address, pad1, pad2) => {
          const base = toRequestParams({ cities, chains, name, address });
          const shuffled = toRequestParams({
            cities: [...cities, ...cities].reverse(),
            chains: [...chains].sort().concat(chains.slice(0, 1)),
            name: `${pad1}${name}${pad2}`,
            address: `${pad2}${address}${pad1}`,
          });
          expect(shuffled).toEqual(base);
          if (base.cities !== undefined) expect(splitList(base.cities)).toEqual([...new Set(cities)].sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('joinList / splitList', () => {
  it('round-trips any list without empty items', () => {
    fc.assert(
      fc.property(fc.array(trickyString(1), { maxLength: 6 }), (items) => {
        expect(splitList(joinList(items))).toEqual(items);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a literal %2C inside an item', () => {
    expect(joinList(['50%2C off', 'a,b'])).toBe('50%252C off,a%2Cb');
    expect(splitList('50%252C off,a%2Cb')).toEqual(['50%2C off', 'a,b']);
    expect(splitList(null)).toEqual([]);
    expect(splitList(',,')).toEqual([]);
  });
});

describe('pickParams / queryKeyFor', () => {
  const endpoint: Pick<Endpoint, 'path' | 'params'> = {
    path: '/sales/totals',
    params: ['dateStart', 'dateEnd', 'brand', 'cities'],
  };

  it('keeps only the params the endpoint sends', () => {
    expect(pickParams({ brand: 'A', states: 'CA', dateStart: '2026-01-01' }, endpoint.params)).toEqual({
      brand: 'A',
      dateStart: '2026-01-01',
    });
  });

  it('gives deep-equal keys for filters that mean the same', () => {
    const a = queryKeyFor(
      endpoint,
      toRequestParams({ brand: 'A', cities: ['Y', 'X'], states: ['CA'], name: 'n ' }),
    );
    const b = queryKeyFor(endpoint, toRequestParams({ cities: ['X', 'Y', 'X'], brand: 'A', name: ' n' }));
    expect(a).toEqual(b);
    expect(a).toEqual(['/sales/totals', { brand: 'A', cities: 'X,Y' }]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('appends non-filter params when given', () => {
    expect(queryKeyFor(endpoint, { brand: 'A' }, { id: '7' })).toEqual([
      '/sales/totals',
      { brand: 'A' },
      { id: '7' },
    ]);
  });
});
