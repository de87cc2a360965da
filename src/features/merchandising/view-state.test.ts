import { describe, expect, it } from 'vitest';
import { parseFilter } from '@/filters/schemas';
import {
  hiddenPlacementsPatch,
  merchandisingSearchSchema,
  priceSortPatch,
  readHiddenPlacements,
  readPriceSort,
} from './view-state';

describe('merchandising view state', () => {
  it('reads hidden placements and the price sort from the URL, malformed values as defaults', () => {
    const search = merchandisingSearchSchema.parse({
      brand: 'Sunset Soda',
      hidePlacements: 'Top Shelf~Eye Level',
      priceSort: 'avg',
      priceDir: 'sideways',
    });
    expect([...readHiddenPlacements(search)]).toEqual(['Top Shelf', 'Eye Level']);
    expect(readPriceSort(search)).toEqual({ key: 'avg', direction: 'asc' });
    expect(readPriceSort(merchandisingSearchSchema.parse({ priceSort: 'colour' }))).toBeNull();
    // Hand-written commas are read too.
    expect([...readHiddenPlacements(merchandisingSearchSchema.parse({ hidePlacements: 'A,B' }))]).toEqual([
      'A',
      'B',
    ]);
  });

  it('writes sorted, defaults left out, and never reaches the filter', () => {
    expect(hiddenPlacementsPatch(new Set(['Top Shelf', 'Eye Level']))).toEqual({
      hidePlacements: 'Eye Level~Top Shelf',
    });
    expect(hiddenPlacementsPatch(new Set())).toEqual({ hidePlacements: undefined });
    expect(priceSortPatch({ key: 'max', direction: 'desc' })).toEqual({ priceSort: 'max', priceDir: 'desc' });
    const filter = parseFilter('merchandising', {
      brand: 'Sunset Soda',
      hidePlacements: 'Eye Level',
      priceSort: 'avg',
    });
    expect(filter).not.toHaveProperty('hidePlacements');
    expect(filter).not.toHaveProperty('priceSort');
  });
});
