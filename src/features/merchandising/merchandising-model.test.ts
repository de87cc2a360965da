import { describe, expect, it } from 'vitest';
import type { MerchandisingAccount } from '@/api/contract/merchandising';
import {
  applyLegendChange,
  averageRows,
  facingsAddedRows,
  hiddenWithin,
  placementLegend,
  sharePie,
  summaryItems,
  toPins,
  totalFacingsModel,
  voidPies,
  weekLabel,
} from './merchandising-model';

const account = (id: number, primaryPlacement: string): MerchandisingAccount =>
  ({
    id,
    name: `Store ${id}`,
    address: `${id} Main St`,
    coordinates: { lat: 33.9, lng: -118.1 },
    primaryPlacement,
  }) as MerchandisingAccount;

describe('merchandising model', () => {
  it('colours pins by their primary placement, placed by their coordinates', () => {
    const [pin] = toPins([account(7, 'Eye Level')]);
    expect(pin).toMatchObject({ id: 7, status: 'Eye Level', latitude: 33.9, longitude: -118.1 });
    expect(pin?.account.name).toBe('Store 7');
  });

  it('lists the eight Summary cards in SPEC order, percentages on secondary placements and reorders', () => {
    const items = summaryItems({
      stores: 10,
      forms: 40,
      facings: 12,
      reorders: 4,
      reordersPercentage: 10,
      secondaryPlacements: 8,
      secondaryPlacementPercentage: 20,
      avgFacings: 9.25,
      avgSkus: 4.5,
      facingsTotal: 300,
    });
    expect(items.map((i) => i.label)).toEqual([
      'Merchandising Visits',
      'Accounts Merchandised',
      'Secondary Placements',
      'Reorders',
      'SKUs (Avg)',
      'Facings (Avg)',
      'Facings (Total)',
      'Facings (Added)',
    ]);
    expect(items.map((i) => i.value)).toEqual([40, 10, 8, 4, 4.5, 9.25, 300, 12]);
    expect(items.filter((i) => i.percentage !== undefined).map((i) => i.percentage)).toEqual([20, 10]);
  });

  it('shapes the weekly bars and the lines', () => {
    expect(facingsAddedRows([{ startDate: '2026-03-02', amount: 5 }])).toEqual([
      { week: '2026-03-02', 'Facings Added': 5 },
    ]);
    expect(weekLabel('2026-03-02')).toBe('Week of Mar 2, 2026');
    expect(averageRows([{ date: '2026-03-08', avgFacings: 9, avgSkus: 4 }])).toEqual([
      { date: '2026-03-08', 'Average Facings': 9, 'Average SKUs': 4 },
    ]);
    const total = totalFacingsModel([
      { date: '2026-03-08', skuName: 'Cola', facings: 3 },
      { date: '2026-03-08', skuName: 'Lime', facings: 1 },
      { date: '2026-03-15', skuName: 'Cola', facings: 4 },
      { date: '2026-03-15', skuName: 'Lime', facings: 2 },
    ]);
    expect(total.series.map((s) => s.key)).toEqual(['Cola', 'Lime']);
    expect(total.rows).toEqual([
      { date: '2026-03-08', Cola: 3, Lime: 1 },
      { date: '2026-03-15', Cola: 4, Lime: 2 },
    ]);
  });

  it('draws one void pie per status that has voids', () => {
    const pies = voidPies([
      { status: 'Out of Stock', skus: [{ skuName: 'Cola', amount: 2, percentage: 100 }] },
      { status: 'Not Authorized', skus: [] },
    ]);
    expect(pies.map((p) => p.status)).toEqual(['Out of Stock']);
    expect(pies[0]?.data).toEqual([{ key: 'Cola', label: 'Cola', value: 2, percentage: 100 }]);
  });

  it('gives the primary placement pie the map legend’s order and colours', () => {
    const legend = placementLegend(['Eye Level', 'Top Shelf', 'Bottom Shelf']);
    const slices = sharePie(
      [
        { name: 'Bottom Shelf', amount: 5, percentage: 50 },
        { name: 'Eye Level', amount: 5, percentage: 50 },
        { name: 'Top Shelf', amount: 0, percentage: 0 },
      ],
      legend,
    );
    expect(slices.map((s) => s.key)).toEqual(['Eye Level', 'Bottom Shelf']);
    expect(slices.map((s) => s.color)).toEqual([legend[0]?.color, legend[2]?.color]);
    expect(new Set(legend.map((l) => l.color)).size).toBe(3);
  });

  it('shares one hidden set between the map legend and the pie, keeping one item per legend', () => {
    const hidden = new Set(['Eye Level', 'Top Shelf']);
    // A pie holding only hidden categories still shows its first one.
    expect([...hiddenWithin(hidden, ['Top Shelf', 'Eye Level'])]).toEqual(['Eye Level']);
    expect(hiddenWithin(hidden, ['Top Shelf', 'Cooler Door'])).toBe(hidden);
    // The pie un-hides Top Shelf: the map's other hidden category stays hidden.
    const next = applyLegendChange(hidden, new Set(['Eye Level']), new Set());
    expect([...next]).toEqual(['Top Shelf']);
  });
});
