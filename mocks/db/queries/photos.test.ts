import { describe, expect, it } from 'vitest';
import { PHOTO_PAGE_SIZE, photoTypeText } from '@/api/contract/photos';
import { resolveFilter } from './filter';
import { accountPicturesQuery, merchFilter, merchandisingDataQuery } from './merchandising';
import {
  ALL_PHOTOS,
  describePhotoFilter,
  filterPhotos,
  photoById,
  photoCaption,
  photoId,
  photoPage,
} from './photos';
import { testDb } from './test-db';

const BRAND = 'Sunset Soda';
const params = { brand: BRAND, dateStart: '2026-09-01', dateEnd: '2026-11-22' };

const filterFor = (raw: Record<string, string>) => {
  const db = testDb();
  return { db, m: merchFilter(resolveFilter(db, raw), raw) };
};

describe('photo library rules', () => {
  it("holds exactly the Merchandising page's photos: its account pictures plus one storefront per merchandised account", () => {
    const { db, m } = filterFor(params);
    const all = filterPhotos(db, m, ALL_PHOTOS);
    const summary = merchandisingDataQuery(db, m).Summary;
    let pictures = 0;
    let secondary = 0;
    for (const idx of m.f.accountIdxs) {
      const own = accountPicturesQuery(db, m, (db.accounts[idx] as { id: number }).id) ?? [];
      pictures += own.length;
      secondary += own.filter((p) => p.Type === 'secondary').length;
    }
    const storefronts = all.filter((r) => r.type === 'storefront').length;
    expect(storefronts).toBe(summary.Stores);
    expect(all.length - storefronts).toBe(pictures);
    expect(filterPhotos(db, m, { type: 'secondary', placement: null }).length).toBe(secondary);
    expect(pictures).toBeGreaterThan(100);
  });

  it('narrows by type and by secondary placement, and the Merchandising filter narrows too', () => {
    const { db, m } = filterFor(params);
    const endCaps = filterPhotos(db, m, { type: null, placement: 'End Cap' });
    expect(endCaps.length).toBeGreaterThan(0);
    expect(
      endCaps.every((r) => r.type === 'secondary' && r.form.secondaryPlacements.includes('End Cap')),
    ).toBe(true);
    const primary = filterPhotos(db, m, { type: 'primary', placement: null });
    expect(primary.every((r) => r.type === 'primary')).toBe(true);
    const promo = filterFor({ ...params, promo: 'On Promo' });
    const onPromo = filterPhotos(promo.db, promo.m, { type: 'primary', placement: null });
    expect(onPromo.length).toBeGreaterThan(0);
    expect(onPromo.length).toBeLessThan(primary.length);
    expect(onPromo.every((r) => r.form.promo === 'On Promo')).toBe(true);
  });

  it('pages newest first with stable ids that name the photo again, and counts before/after pairs', () => {
    const { db, m } = filterFor(params);
    const refs = filterPhotos(db, m, ALL_PHOTOS);
    const first = photoPage(db, refs, 1);
    expect(first.Total).toBe(refs.length);
    expect(first.Photos).toHaveLength(PHOTO_PAGE_SIZE);
    const dates = first.Photos.map((p) => p.Date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.Pairs).toBe(refs.filter((r) => r.type === 'primary' && r.form.facingsAdded > 0).length);
    expect(first.Pairs).toBeGreaterThan(0);
    const pair = refs.find((r) => r.type === 'primary' && r.form.facingsAdded > 0);
    expect(pair && photoPage(db, [pair], 1).Photos[0]?.BeforeUrl).toMatch(/\/before\//);
    const last = Math.ceil(refs.length / PHOTO_PAGE_SIZE);
    expect(photoPage(db, refs, last + 1).Photos).toEqual([]);
    for (const ref of refs.slice(0, 50)) expect(photoById(db, photoId(ref), m.f.brand.idx)).toEqual(ref);
    const other = db.brandByName.get('Golden Grove Juice')?.idx ?? -1;
    expect(photoById(db, photoId(refs[0]!), other)).toBeNull();
    expect(photoById(db, 'primary-99999999', m.f.brand.idx)).toBeNull();
    expect(photoById(db, 'nonsense', m.f.brand.idx)).toBeNull();
  });

  it('captions a photo with store, date, rep and type, and describes the filter for a title slide', () => {
    const { db, m } = filterFor(params);
    const ref = filterPhotos(db, m, { type: 'secondary', placement: null })[0]!;
    const caption = photoCaption(db, ref).split(' · ');
    expect(caption).toHaveLength(4);
    expect(caption[1]).toBe(ref.form.date);
    expect(caption[3]).toBe(photoTypeText('secondary', ref.form.secondaryPlacements));
    expect(photoTypeText('secondary', ['End Cap', 'Cooler'])).toBe('Secondary placement: End Cap, Cooler');
    expect(photoTypeText('storefront', [])).toBe('Storefront');
    expect(
      describePhotoFilter(
        BRAND,
        { start: '2026-09-01', end: '2026-11-22' },
        { cities: 'Irvine,Long Beach', numberOfSkus: 'm0' },
        { type: null, placement: 'End Cap' },
      ),
    ).toEqual([
      `Brand: ${BRAND}`,
      'Period: 2026-09-01 to 2026-11-22',
      'Photo type: Secondary placement',
      'Placement: End Cap',
      'City: Irvine, Long Beach',
    ]);
  });
});
