import { describe, expect, it } from 'vitest';
import type { SalesAccount } from '@/api/contract/sales';
import { bandOf, MIN_PINS_FOR_BANDS, salesBands, salesMapModel } from './map-model';

const account = (id: number, totalSales: number): SalesAccount => ({
  id,
  name: `Store ${id}`,
  address: `${id} Main St`,
  storePictureUrl: null,
  totalSales,
  totalOrders: { count: 1, percentage: 1 },
  totalCases: 1,
  lastOrderDate: null,
  authorisedDate: null,
  visits: 0,
  status: { name: 'Active', date: '2026-01-01' },
  representative: 'Rep',
  nextScheduledDate: null,
  coordinates: { lat: 33.9, lng: -118.1 },
});

describe('sales map bands', () => {
  it('puts every pin in one of four quartile bands, the best quarter first', () => {
    const amounts = Array.from({ length: 20 }, (_, i) => (i + 1) * 100);
    const bands = salesBands(amounts);
    expect(bands.map((b) => b.key)).toEqual(['top', 'upper', 'lower', 'bottom']);
    expect(bands[0]?.label).toBe('$1.6K and over');
    expect(bands[3]?.label).toBe('Under $600');
    const counts = new Map<string, number>();
    for (const a of amounts) counts.set(bandOf(bands, a), (counts.get(bandOf(bands, a)) ?? 0) + 1);
    expect([...counts.values()]).toEqual([5, 5, 5, 5]);
  });

  it('uses one band for a handful of pins and leaves out bands nobody falls in', () => {
    expect(salesBands([5, 10]).map((b) => b.key)).toEqual(['all']);
    const same = salesBands(Array.from({ length: MIN_PINS_FOR_BANDS }, () => 50));
    expect(same.map((b) => b.key)).toEqual(['top']);
  });

  it('turns accounts into pins at their coordinates', () => {
    const { pins } = salesMapModel([account(1, 10), account(2, 20)]);
    expect(pins[0]).toMatchObject({ id: 1, latitude: 33.9, longitude: -118.1, status: 'all' });
    expect(pins[1]?.account.name).toBe('Store 2');
  });
});
