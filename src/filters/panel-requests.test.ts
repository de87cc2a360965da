import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { allPermissions, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { salesOptions, TEST_TODAY } from '@/test/test-options';
import { filterOptionsQuery } from './options-query';
import {
  isRequested,
  prefetchPanelRequests,
  prefetchSectionRoute,
  type PanelRequest,
} from './panel-requests';

const only = (keys: string[]): Permissions => {
  const all = allPermissions();
  return { ...all, sales: { ...all.sales!, permissions: keys } } as Permissions;
};

/** A request whose answer is the params it was asked with, counting its fetches. */
const fake = (name: string, fetched: string[]) => (params: RequestParams) =>
  queryOptions({
    queryKey: [name, params],
    queryFn: () => {
      fetched.push(name);
      return params;
    },
  });

describe('panel requests', () => {
  it('are asked for when any reading panel is permitted, or as their rule says', () => {
    const data: PanelRequest<'sales'> = { readBy: ['map', 'summary'], query: fake('data', []) };
    const both: PanelRequest<'sales'> = {
      readBy: (allowed) => allowed('total') && allowed('totalBySku'),
      query: fake('both', []),
    };
    expect(isRequested('sales', data, only(['summary']))).toBe(true);
    expect(isRequested('sales', data, only(['total']))).toBe(false);
    expect(isRequested('sales', data, null)).toBe(false);
    expect(isRequested('sales', both, only(['total']))).toBe(false);
    expect(isRequested('sales', both, only(['total', 'totalBySku']))).toBe(true);
  });

  it('prefetch only the permitted ones, once each while fresh', async () => {
    const fetched: string[] = [];
    const requests = {
      data: { readBy: ['map'], query: fake('data', fetched) },
      top: { readBy: ['topAccounts'], query: fake('top', fetched) },
    } satisfies Record<string, PanelRequest<'sales'>>;
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await prefetchPanelRequests(client, 'sales', requests, { brand: 'A' }, only(['map']));
    await prefetchPanelRequests(client, 'sales', requests, { brand: 'A' }, only(['map']));
    expect(fetched).toEqual(['data']);
  });

  it("warm a route: the options, then the permitted requests for the URL's filter as the page builds it", async () => {
    vi.useFakeTimers({ now: new Date(`${TEST_TODAY}T12:00:00`), toFake: ['Date'] });
    try {
      const fetched: string[] = [];
      const asked: RequestParams[] = [];
      const requests = {
        data: {
          readBy: ['map'],
          query: (params: RequestParams) => {
            asked.push(params);
            return fake('data', fetched)(params);
          },
        },
      } satisfies Record<string, PanelRequest<'sales'>>;
      const client = new QueryClient();
      client.setQueryData(filterOptionsQuery('sales').queryKey, salesOptions);
      await prefetchSectionRoute(client, 'sales', requests, { brand: 'Blue Peak', cities: ['Irvine'] }, () =>
        only(['map']),
      );
      expect(fetched).toEqual(['data']);
      expect(asked[0]).toMatchObject({ brand: 'Blue Peak', cities: 'Irvine' });
      // Signed out by the time the options arrive: nothing is asked for.
      await prefetchSectionRoute(client, 'sales', requests, { brand: 'Sunset Soda' }, () => null);
      expect(fetched).toEqual(['data']);
    } finally {
      vi.useRealTimers();
    }
  });
});
