import type { DayNumber } from './dates';
import type { Account, Brand, MerchForm, MerchVoid, OrderTable, VisitTable } from './entities';
import { photoUrl } from './photos';
import { createRng, deriveSeed } from './prng';
import { BRANDS, MERCH } from './reference-data';
import type { DbIndexes } from './indexes';

/** Shelf price differences from list price seen in stores. */
export const PRICE_STEPS = [-0.2, 0, 0, 0, 0.1, 0.3];

export interface MerchIndexes {
  /** Per brand: form indexes sorted by day. */
  byBrandByDay: Int32Array[];
  /** [brandIdx][accountIdx]: form indexes in date order. */
  byAccountBrand: number[][][];
}

export interface MerchData {
  forms: MerchForm[];
  indexes: MerchIndexes;
}

/**
 * Shared by every form or account without any (most forms have no void, no secondary
 * placement or no competitor): fewer long-lived arrays for the garbage collector. Never
 * mutate them.
 */
const NONE: number[] = [];
const NONE_VOIDS: MerchVoid[] = [];
const NO_NAMES: string[] = [];

const pickBy = <T>(items: readonly T[], r: number, salt: number): T =>
  items[Math.floor(r * salt) % items.length] as T;

/**
 * Merchandising forms: while a brand is authorised at an account, about half of the
 * visits fill one in. Built from the finished visits, orders and status histories with
 * its own random stream, so it can run lazily (only the merchandising pages pay for it)
 * and still give the same forms for the same seed.
 */
/** The parts of the Db merchandising is generated from (generate.ts builds the Db with it). */
export interface MerchSource {
  seed: number;
  startDay: DayNumber;
  todayDay: DayNumber;
  accounts: readonly Account[];
  brands: readonly Brand[];
  visitTable: VisitTable;
  orderTable: OrderTable;
  indexes: DbIndexes;
  iso: (day: DayNumber) => string;
}

export const generateMerchData = (db: MerchSource): MerchData => {
  const rng = createRng(deriveSeed(db.seed, 'merchandising'));
  const { accounts, brands, visitTable: vt, orderTable: ot, indexes } = db;
  const forms: MerchForm[] = [];
  const byAccountBrand: number[][][] = brands.map(() => new Array<number[]>(accounts.length).fill(NONE));
  // Per brand: each form's day, for the day-sorted lists below.
  const formDays: number[] = [];

  for (const account of accounts) {
    for (const b of account.brandIdxs) {
      const brand = brands[b] as Brand;
      const entry = indexes.byAccountBrand[b]?.[account.idx];
      if (!entry || entry.authorisedDay < 0) continue;
      const history = account.statusHistory[b] ?? [];
      // Orders come in day order like the visits: one pointer finds a visit's order.
      let o = 0;
      const n = brand.skuIdxs.length;
      const listPrices = BRANDS[b]?.skus.map((s) => s.retailPrice) ?? [];
      let h = 0;
      let previous: number[] | null = null;
      let own = NONE;
      for (let k = 0; k < entry.visitIdxs.length; k++) {
        const day = entry.visitDays[k] as number;
        if (day < entry.authorisedDay) continue;
        while (h + 1 < history.length && (history[h + 1]?.day as number) <= day) h++;
        if (!db.indexes.activeStatusIdxs.has(history[h]?.statusIdx ?? -1)) continue;
        if (!account.isCompanyGroup && rng.next() >= 0.45) continue;
        const visitIdx = entry.visitIdxs[k] as number;

        const facings = new Array<number>(n);
        const prices = new Array<number | null>(n);
        let voids = NONE_VOIDS;
        let facingsTotal = 0;
        let skusCount = 0;
        let prevTotal = 0;
        // One draw per SKU decides its facings, shelf price and void (generation speed).
        for (let pos = 0; pos < n; pos++) {
          const r = rng.next();
          const before = previous ? (previous[pos] as number) : 0;
          prevTotal += before;
          let f: number;
          if (!previous) f = r < 0.55 ? 1 + Math.floor(r * 7.2) : 0;
          else if (before === 0) f = r < 0.08 ? 1 + Math.floor(r * 37) : 0;
          else f = r < 0.2 ? Math.max(0, before - 1 + Math.floor(r * 20)) : before;
          facings[pos] = f;
          if (f > 0) {
            facingsTotal += f;
            skusCount++;
            const step = PRICE_STEPS[Math.floor(r * 997) % PRICE_STEPS.length] as number;
            prices[pos] = Math.round(((listPrices[pos] ?? 1.99) + step) * 100) / 100;
          } else {
            prices[pos] = null;
            if (r > 0.75) {
              if (voids === NONE_VOIDS) voids = [];
              voids.push({
                skuIdx: brand.skuIdxs[pos] as number,
                status: pickBy(MERCH.voidStatuses, r, 1009),
              });
            }
          }
        }
        previous = facings;
        const a = rng.next();
        const bDraw = rng.next();
        const c = rng.next();
        let secondaryPlacements = NO_NAMES;
        if (a < 0.1) {
          const first = pickBy(MERCH.secondaryPlacements, bDraw, 101);
          const second = pickBy(MERCH.secondaryPlacements, c, 103);
          secondaryPlacements = first === second ? [first] : [first, second];
        } else if (a < 0.35) {
          secondaryPlacements = [pickBy(MERCH.secondaryPlacements, bDraw, 107)];
        }
        let competitors = NO_NAMES;
        for (let q = 0; q < Math.floor(c * 4); q++) {
          const name = pickBy(MERCH.competitors, bDraw, 131 + q * 17);
          if (competitors === NO_NAMES) competitors = [];
          if (!competitors.includes(name)) competitors.push(name);
        }
        while (o < entry.orderIdxs.length && (ot.day[entry.orderIdxs[o] as number] as number) < day) o++;
        const orderIdx = entry.orderIdxs[o];
        const reorder = orderIdx !== undefined && ot.day[orderIdx] === day && ot.reorder[orderIdx] === 1;
        const formId = [visitIdx, '-', b].join('');
        if (own === NONE) own = (byAccountBrand[b] as number[][])[account.idx] = [];
        own.push(forms.length);
        formDays.push(day);
        forms.push({
          idx: forms.length,
          visitIdx,
          accountIdx: account.idx,
          brandIdx: b,
          repIdx: vt.repIdx[visitIdx] as number,
          day,
          date: db.iso(day),
          facings,
          skusCount,
          facingsTotal,
          facingsAdded: Math.max(0, facingsTotal - prevTotal),
          primaryPlacement: pickBy(MERCH.primaryPlacements, a, 211),
          shelfPlacement: pickBy(MERCH.shelfPlacements, bDraw, 223),
          secondaryPlacements,
          posPlacement: pickBy(MERCH.posPlacements, c, 227),
          location: pickBy(MERCH.locations, a, 229),
          type: pickBy(MERCH.types, bDraw, 233),
          tags: MERCH.tags[c < 0.5 ? 0 : c < 0.8 ? 1 : 2] as string,
          promo: MERCH.promo[a > 0.7 ? 0 : 1] as string,
          prices,
          voids,
          competitors,
          reorder,
          duplicateImage: bDraw > 0.97,
          primaryPhotoUrl: photoUrl('primary', formId),
          secondaryPhotoUrl: secondaryPlacements.length > 0 ? photoUrl('secondary', formId) : null,
        });
      }
    }
  }

  // Counting sort by day: stable, so same-day forms keep their order (as sorting by day, then idx).
  const minDay = db.startDay;
  const byBrandByDay = brands.map((brand) => {
    const starts = new Int32Array(db.todayDay - minDay + 2);
    let count = 0;
    for (let i = 0; i < forms.length; i++) {
      if ((forms[i] as MerchForm).brandIdx !== brand.idx) continue;
      const k = (formDays[i] as number) - minDay + 1;
      starts[k] = (starts[k] as number) + 1;
      count++;
    }
    for (let k = 1; k < starts.length; k++) starts[k] = (starts[k] as number) + (starts[k - 1] as number);
    const out = new Int32Array(count);
    for (let i = 0; i < forms.length; i++) {
      if ((forms[i] as MerchForm).brandIdx !== brand.idx) continue;
      const k = (formDays[i] as number) - minDay;
      out[starts[k] as number] = i;
      starts[k] = (starts[k] as number) + 1;
    }
    return out;
  });
  return { forms, indexes: { byBrandByDay, byAccountBrand } };
};
