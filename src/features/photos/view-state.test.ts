import { describe, expect, it } from 'vitest';
import { parseFilter } from '@/filters/schemas';
import {
  exportValues,
  libraryValues,
  photosSearchSchema,
  placementPatch,
  readPhotosView,
  smartAlbumFilter,
  typePatch,
} from './view-state';

describe('photo library view state', () => {
  it('reads the URL keys, a malformed value falling back to its default, and leaves them out of the filter', () => {
    const search = photosSearchSchema.parse({
      brand: 'Sunset Soda',
      photoType: 'selfie',
      placement: 'End Cap',
      page: '3',
      album: 'x',
    });
    expect(readPhotosView(search)).toEqual({ type: 'secondary', placement: 'End Cap', page: 3, album: null });
    expect(parseFilter('merchandising', search)).not.toHaveProperty('placement');
    expect(readPhotosView(photosSearchSchema.parse({}))).toEqual({
      type: null,
      placement: null,
      page: 1,
      album: null,
    });
  });

  it('sends only what differs from the defaults, and an export never sends the page', () => {
    const view = { type: 'primary' as const, placement: null, page: 2, album: null };
    expect(libraryValues(view)).toEqual({ photoType: 'primary', page: '2' });
    expect(exportValues(view)).toEqual({ photoType: 'primary' });
    expect(libraryValues({ type: null, placement: null, page: 1, album: null })).toEqual({});
  });

  it('starts the grid over when the type or placement changes; a placement means secondary photos', () => {
    expect(typePatch('storefront')).toEqual({
      photoType: 'storefront',
      placement: undefined,
      page: undefined,
    });
    expect(typePatch(null)).toEqual({ photoType: undefined, placement: undefined, page: undefined });
    expect(placementPatch('Cooler')).toEqual({
      photoType: 'secondary',
      placement: 'Cooler',
      page: undefined,
    });
  });

  it('saves a smart album as the query string without its page and album, list commas untouched', () => {
    expect(
      smartAlbumFilter('?brand=Sunset%20Soda&cities=Irvine,Long%20Beach&page=4&album=7&placement=End%20Cap'),
    ).toBe('?brand=Sunset%20Soda&cities=Irvine,Long%20Beach&placement=End%20Cap');
    expect(smartAlbumFilter('?page=2')).toBe('');
  });
});
