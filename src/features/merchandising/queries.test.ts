import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { allPermissions, type Permissions } from '@/api/contract/permissions';
import { isRequested } from '@/filters/panel-requests';
import {
  METRIC_PIES,
  accountPicturesQuery,
  dropOtherPictures,
  merchandisingRequests,
  pieRequest,
} from './queries';

const pies = (permissions: Permissions) =>
  METRIC_PIES.filter((pie) => isRequested('merchandising', pieRequest(pie), permissions));
const reads = (permissions: Permissions, request: keyof typeof merchandisingRequests) =>
  isRequested('merchandising', merchandisingRequests[request], permissions);

const without = (keys: string[]): Permissions => {
  const all = allPermissions();
  const merch = all.merchandising!;
  return {
    ...all,
    merchandising: { ...merch, permissions: merch.permissions.filter((k) => !keys.includes(k)) },
  };
};

describe('merchandising queries', () => {
  it('cache photos per account and filter, and drop other filters’ photos on a new filter', () => {
    const client = new QueryClient();
    const march = { brand: 'Sunset Soda', dateStart: '2026-03-01' };
    const april = { brand: 'Sunset Soda', dateStart: '2026-04-01' };
    client.setQueryData(accountPicturesQuery(march, 1).queryKey, []);
    client.setQueryData(accountPicturesQuery(march, 2).queryKey, []);
    client.setQueryData(accountPicturesQuery(april, 1).queryKey, []);
    expect(accountPicturesQuery(march, 1).queryKey).not.toEqual(accountPicturesQuery(march, 2).queryKey);
    dropOtherPictures(client, april);
    expect(client.getQueryData(accountPicturesQuery(march, 1).queryKey)).toBeUndefined();
    expect(client.getQueryData(accountPicturesQuery(march, 2).queryKey)).toBeUndefined();
    expect(client.getQueryData(accountPicturesQuery(april, 1).queryKey)).toEqual([]);
  });

  it('read only what permitted panels show; the pies need the Metrics block permission too', () => {
    expect(pies(allPermissions()).map((p) => p.title)).toEqual([
      'Primary Placement',
      'Shelf Placement',
      'Secondary Placement',
      'POS Placement',
      'Tags on Shelf',
      'Products on Promo',
      'Competitors',
    ]);
    expect(pies(without(['tags', 'promo']))).toHaveLength(5);
    expect(pies(without(['status']))).toHaveLength(0);
    const noCharts = without(['map', 'summary', 'voids']);
    expect(reads(noCharts, 'data')).toBe(false);
    expect(reads(without(['map']), 'data')).toBe(true);
    expect(reads(noCharts, 'voids')).toBe(false);
    expect(reads(noCharts, 'facingsAdded')).toBe(true);
  });
});
