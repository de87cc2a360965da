import type { ServerPayload } from '@/api/contract/endpoint';
import type {
  accountPictures,
  averageFacings,
  competitors,
  facingsAdded,
  merchandisingData,
  merchandisingFilters,
  skuRetailPrices,
  skuVoids,
  tagsInstalled,
  totalFacings,
} from '@/api/contract/merchandising';
import type { RequestParams } from '@/api/contract/request-params';
import { splitList } from '@/lib/request-list';
import { isoWeekday, lowerBound, type DayNumber } from '../dates';
import type { Account, MerchForm } from '../entities';
import type { Db } from '../generate';
import { PRICE_STEPS } from '../generate-merch';
import { BRANDS, MERCH, STATUS } from '../reference-data';
import { statusPointDays } from './accounts';
import { baseFilterOptions, restrictToBrands } from './options';
import { percentOf, statusAt, type ResolvedFilter } from './filter';

type DataPayload = ServerPayload<typeof merchandisingData>;
type PinPayload = DataPayload['Accounts'][number];
type OptionsPayload = ServerPayload<typeof merchandisingFilters>;
type SharePayload = { Placement: string; Amount: number; Percentage: number };
type ValueSharePayload = ServerPayload<typeof tagsInstalled>[number];

/** The Duplicate Photo choices: forms whose photo was flagged as a duplicate, or not. */
export const DUPLICATE_IMAGE_CHOICES = ['Duplicate', 'Not Duplicate'] as const;

/** A shelf price as the Retail price filter lists it ('2.49'). */
export const priceLabel = (price: number): string => price.toFixed(2);

/**
 * The merchandising-only parameters, applied per form: the comparisons (`m`ore than,
 * `l`ess than, `e`qual to) on the form's SKU count and total facings, and the placement,
 * tag, promo, price, competitor and duplicate-photo lists. A form passes when every
 * parameter sent holds for it; a list matches when the form has any of its values.
 */
export interface MerchFilter {
  f: ResolvedFilter;
  passes: (form: MerchForm) => boolean;
}

const COMPARISON_RE = /^([mle])(\d+)$/;

/** 'm3' -> more than 3. The default 'm0' (and anything malformed) means no limit. */
export const comparisonTest = (raw: string | undefined): ((n: number) => boolean) | null => {
  const match = COMPARISON_RE.exec(raw?.trim() ?? '');
  if (!match) return null;
  const value = Number(match[2]);
  if (match[1] === 'm') return value === 0 ? null : (n) => n > value;
  if (match[1] === 'l') return (n) => n < value;
  return (n) => n === value;
};

export const merchFilter = (f: ResolvedFilter, raw: RequestParams): MerchFilter => {
  const list = (name: keyof RequestParams): Set<string> | null => {
    const items = splitList(raw[name]);
    return items.length > 0 ? new Set(items) : null;
  };
  const tests: ((form: MerchForm) => boolean)[] = [];
  const skus = comparisonTest(raw.numberOfSkus);
  if (skus) tests.push((form) => skus(form.skusCount));
  const facings = comparisonTest(raw.numberOfFacings);
  if (facings) tests.push((form) => facings(form.facingsTotal));
  const one = (name: keyof RequestParams, value: (form: MerchForm) => string) => {
    const wanted = list(name);
    if (wanted) tests.push((form) => wanted.has(value(form)));
  };
  const any = (name: keyof RequestParams, values: (form: MerchForm) => readonly string[]) => {
    const wanted = list(name);
    if (wanted) tests.push((form) => values(form).some((v) => wanted.has(v)));
  };
  one('primary', (form) => form.primaryPlacement);
  any('secondary', (form) => form.secondaryPlacements);
  one('locations', (form) => form.location);
  one('types', (form) => form.type);
  one('tags', (form) => form.tags);
  one('promo', (form) => form.promo);
  any('competitors', (form) => form.competitors);
  any('prices', (form) => form.prices.flatMap((p) => (p === null ? [] : [priceLabel(p)])));
  one('dublicateImages', (form) =>
    form.duplicateImage ? DUPLICATE_IMAGE_CHOICES[0] : DUPLICATE_IMAGE_CHOICES[1],
  );
  if (f.repMetric) {
    const reps = f.repMetric;
    tests.push((form) => reps.has(form.repIdx));
  }
  return { f, passes: (form) => tests.every((test) => test(form)) };
};

/** The forms of one account in the period that pass the filter, in date order. */
export const accountForms = (
  db: Db,
  m: MerchFilter,
  accountIdx: number,
  fromDay = m.f.startDay,
): MerchForm[] => {
  const own = db.merch.indexes.byAccountBrand[m.f.brand.idx]?.[accountIdx];
  if (!own || own.length === 0) return [];
  const out: MerchForm[] = [];
  for (const i of own) {
    const form = db.merch.forms[i] as MerchForm;
    if (form.day < fromDay) continue;
    if (form.day > m.f.endDay) break;
    if (m.passes(form)) out.push(form);
  }
  return out;
};

/** Every merchandised account of the filter with its forms in the period (at least one). */
export const formsByAccount = (db: Db, m: MerchFilter): { accountIdx: number; forms: MerchForm[] }[] => {
  const out: { accountIdx: number; forms: MerchForm[] }[] = [];
  for (const idx of m.f.accountIdxs) {
    const forms = accountForms(db, m, idx);
    if (forms.length > 0) out.push({ accountIdx: idx, forms });
  }
  return out;
};

/** The latest form per merchandised account: what the 'Metrics as of' pies describe. */
const latestForms = (db: Db, m: MerchFilter): MerchForm[] =>
  formsByAccount(db, m).map((a) => a.forms[a.forms.length - 1] as MerchForm);

const round2 = (n: number) => Math.round(n * 100) / 100;

const pinOf = (db: Db, f: ResolvedFilter, accountIdx: number, forms: MerchForm[]): PinPayload => {
  const account = db.accounts[accountIdx] as Account;
  const ab = db.indexes.byAccountBrand[f.brand.idx]?.[accountIdx];
  const status = statusAt(account.statusHistory[f.brand.idx], f.endDay);
  const next = db.indexes.nextScheduledDayByAccount[accountIdx] as number;
  const last = forms[forms.length - 1] as MerchForm;
  let secondaryCount = 0;
  let secondaryUrl: string | null = null;
  for (const form of forms) {
    if (form.secondaryPlacements.length === 0) continue;
    secondaryCount++;
    secondaryUrl = form.secondaryPhotoUrl;
  }
  return {
    Id: account.id,
    Name: account.name,
    Address: account.address,
    Status: {
      Name: db.statuses[status?.statusIdx ?? STATUS.notVisited]?.name ?? '',
      Date: db.iso(status?.day ?? (account.addedDay[f.brand.idx] as number)),
    },
    Coordinates: { Latitude: account.lat, Longitude: account.lng },
    StorePictureUrl: account.photos.store,
    CoolerPictureUrl: account.photos.cooler,
    SecondCoolerPictureUrl: account.photos.secondCooler,
    SnacksPictureUrl: account.photos.snacks,
    LastDate: last.date,
    TotalVisits: forms.length,
    Representative: db.reps[account.repIdx]?.name ?? '',
    NextScheduledDate: next > 0 ? db.iso(next) : null,
    DiscontinuedDate: status?.statusIdx === STATUS.discontinued ? db.iso(status.day) : null,
    Date: last.date,
    AuthorisedDate: ab && ab.authorisedDay >= 0 ? db.iso(ab.authorisedDay) : null,
    PrimaryPlacementPictureUrl: last.primaryPhotoUrl,
    SecondaryPlacementPictureUrl: secondaryUrl,
    SecondaryPlacementCount: secondaryCount,
    SecondaryPlacementCountPercentage: percentOf(secondaryCount, forms.length),
    PrimaryPlacement: last.primaryPlacement,
  };
};

/**
 * GET /merchandising: one pin per account with a merchandising form in the period, and
 * the Summary they add up to. Forms are merchandising visits (each is a visit the Accounts
 * summary also counts); facings totals and averages describe the forms themselves, the
 * total on shelf is the latest form per account.
 */
export const merchandisingDataQuery = (db: Db, m: MerchFilter): DataPayload => {
  const accounts = formsByAccount(db, m);
  let forms = 0;
  let reorders = 0;
  let secondary = 0;
  let added = 0;
  let facingsSum = 0;
  let skusSum = 0;
  let onShelf = 0;
  for (const { forms: list } of accounts) {
    for (const form of list) {
      forms++;
      if (form.reorder) reorders++;
      if (form.secondaryPlacements.length > 0) secondary++;
      added += form.facingsAdded;
      facingsSum += form.facingsTotal;
      skusSum += form.skusCount;
    }
    onShelf += (list[list.length - 1] as MerchForm).facingsTotal;
  }
  return {
    Accounts: accounts.map((a) => pinOf(db, m.f, a.accountIdx, a.forms)),
    Summary: {
      Stores: accounts.length,
      Forms: forms,
      Facings: added,
      Reorders: reorders,
      ReordersPercentage: percentOf(reorders, forms),
      SecondaryPlacements: secondary,
      SecondaryPlacementPercentage: percentOf(secondary, forms),
      AvgFacings: forms > 0 ? round2(facingsSum / forms) : 0,
      AvgSkus: forms > 0 ? round2(skusSum / forms) : 0,
      FacingsTotal: onShelf,
    },
  };
};

/** Forms of the filter in the period, in no particular order. */
const allForms = (db: Db, m: MerchFilter): MerchForm[] => formsByAccount(db, m).flatMap((a) => a.forms);

/**
 * GET /merchandising/average-facings: at each Sunday of the period (and its end day), the
 * average facings and SKUs per form over the forms since the previous point.
 */
export const averageFacingsQuery = (db: Db, m: MerchFilter): ServerPayload<typeof averageFacings> => {
  const points = statusPointDays(m.f.startDay, m.f.endDay);
  const facings = new Float64Array(points.length);
  const skus = new Float64Array(points.length);
  const counts = new Int32Array(points.length);
  for (const form of allForms(db, m)) {
    const p = lowerBound(points, form.day);
    facings[p] = (facings[p] as number) + form.facingsTotal;
    skus[p] = (skus[p] as number) + form.skusCount;
    counts[p] = (counts[p] as number) + 1;
  }
  const out: ServerPayload<typeof averageFacings> = [];
  points.forEach((day, p) => {
    const n = counts[p] as number;
    if (n > 0)
      out.push({
        Date: db.iso(day),
        AvgFacings: round2((facings[p] as number) / n),
        AvgSkus: round2((skus[p] as number) / n),
      });
  });
  return out;
};

/** GET /merchandising/facings-added: facings added per ISO week, StartDate its Monday (clipped to the period). */
export const facingsAddedQuery = (db: Db, m: MerchFilter): ServerPayload<typeof facingsAdded> => {
  const weeks = new Map<number, number>();
  for (let d = m.f.startDay; d <= m.f.endDay; d = d - isoWeekday(d) + 7) weeks.set(d, 0);
  const starts = [...weeks.keys()];
  for (const form of allForms(db, m)) {
    const week = starts[upperWeek(starts, form.day)] as number;
    weeks.set(week, (weeks.get(week) ?? 0) + form.facingsAdded);
  }
  return starts.map((day) => ({ StartDate: db.iso(day), Amount: weeks.get(day) ?? 0 }));
};

/** Index of the last start <= day. */
const upperWeek = (starts: readonly number[], day: DayNumber): number => {
  const at = lowerBound(starts, day);
  return starts[at] === day ? at : at - 1;
};

/**
 * GET /merchandising/total-facings: per brand SKU, the facings on shelf at each point of
 * the period, summed over the filter's accounts (each account counts its latest form up
 * to that day, including forms from before the period).
 */
export const totalFacingsQuery = (db: Db, m: MerchFilter): ServerPayload<typeof totalFacings> => {
  const points = statusPointDays(m.f.startDay, m.f.endDay);
  const skuIdxs = m.f.brand.skuIdxs;
  const n = skuIdxs.length;
  // Per point: the change of each SKU's total from the forms that fall before it.
  const diff = new Float64Array((points.length + 1) * n);
  const running = new Float64Array(n);
  for (const idx of m.f.accountIdxs) {
    const forms = accountForms(db, m, idx, -Infinity);
    let previous: number[] | null = null;
    for (const form of forms) {
      const p = form.day < m.f.startDay ? -1 : lowerBound(points, form.day);
      for (let s = 0; s < n; s++) {
        const change = (form.facings[s] as number) - (previous ? (previous[s] as number) : 0);
        if (change === 0) continue;
        if (p < 0) running[s] = (running[s] as number) + change;
        else diff[p * n + s] = (diff[p * n + s] as number) + change;
      }
      previous = form.facings;
    }
  }
  const out: ServerPayload<typeof totalFacings> = [];
  points.forEach((day, p) => {
    for (let s = 0; s < n; s++) running[s] = (running[s] as number) + (diff[p * n + s] as number);
    for (let s = 0; s < n; s++)
      out.push({
        Date: db.iso(day),
        SkuName: db.skus[skuIdxs[s] as number]?.name ?? '',
        Facings: running[s] as number,
      });
  });
  return out;
};

/** Counts as [name, amount] largest first (ties by name), with percentages of `whole`. */
const shares = (
  counts: Map<string, number>,
  whole: number,
): { name: string; amount: number; percentage: number }[] =>
  [...counts.entries()]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, amount]) => ({ name, amount, percentage: percentOf(amount, whole) }));

const countBy = (forms: readonly MerchForm[], values: (form: MerchForm) => readonly string[]) => {
  const counts = new Map<string, number>();
  for (const form of forms) for (const v of values(form)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};

export type PlacementKind = 'primary' | 'shelf' | 'secondary' | 'pos';

const PLACEMENT_OF: Record<PlacementKind, (form: MerchForm) => readonly string[]> = {
  primary: (form) => [form.primaryPlacement],
  shelf: (form) => [form.shelfPlacement],
  secondary: (form) => form.secondaryPlacements,
  pos: (form) => [form.posPlacement],
};

/**
 * GET /merchandising/{primary,shelf,secondary,pos}-placements: the latest form per
 * account. Secondary: an account may have several (each counts), percentages of the
 * accounts.
 */
export const placementsQuery = (db: Db, m: MerchFilter, kind: PlacementKind): SharePayload[] => {
  const latest = latestForms(db, m);
  const counts = countBy(latest, PLACEMENT_OF[kind]);
  const whole = kind === 'secondary' ? latest.length : [...counts.values()].reduce((s, x) => s + x, 0);
  return shares(counts, whole).map((s) => ({
    Placement: s.name,
    Amount: s.amount,
    Percentage: s.percentage,
  }));
};

const valueShares = (db: Db, m: MerchFilter, value: (form: MerchForm) => string): ValueSharePayload[] => {
  const latest = latestForms(db, m);
  return shares(
    countBy(latest, (form) => [value(form)]),
    latest.length,
  ).map((s) => ({
    Value: s.name,
    Amount: s.amount,
    Percentage: s.percentage,
  }));
};

/** GET /merchandising/tags-installed: tags on shelf of the latest form per account. */
export const tagsInstalledQuery = (db: Db, m: MerchFilter) => valueShares(db, m, (form) => form.tags);

/** GET /merchandising/products-on-promotion: promo of the latest form per account. */
export const productsOnPromotionQuery = (db: Db, m: MerchFilter) => valueShares(db, m, (form) => form.promo);

/** GET /merchandising/competitors: accounts whose latest form saw each competitor. */
export const competitorsQuery = (db: Db, m: MerchFilter): ServerPayload<typeof competitors> => {
  const latest = latestForms(db, m);
  return shares(
    countBy(latest, (form) => form.competitors),
    latest.length,
  ).map((s) => ({
    Name: s.name,
    Amount: s.amount,
    Percentage: s.percentage,
  }));
};

/** GET /merchandising/sku-retail-prices: shelf prices per SKU over the period's forms. */
export const skuRetailPricesQuery = (db: Db, m: MerchFilter): ServerPayload<typeof skuRetailPrices> => {
  const skuIdxs = m.f.brand.skuIdxs;
  const stats = skuIdxs.map(() => ({ sum: 0, min: Infinity, max: -Infinity, count: 0 }));
  for (const form of allForms(db, m)) {
    form.prices.forEach((price, s) => {
      const st = stats[s];
      if (price === null || !st) return;
      st.sum += price;
      st.min = Math.min(st.min, price);
      st.max = Math.max(st.max, price);
      st.count++;
    });
  }
  return skuIdxs.flatMap((skuIdx, s) => {
    const st = stats[s];
    if (!st || st.count === 0) return [];
    return [
      {
        SkuName: db.skus[skuIdx]?.name ?? '',
        AvgPrice: round2(st.sum / st.count),
        MinPrice: st.min,
        MaxPrice: st.max,
        Count: st.count,
      },
    ];
  });
};

/** GET /merchandising/sku-voids: the voids of the latest form per account, per void status. */
export const skuVoidsQuery = (db: Db, m: MerchFilter): ServerPayload<typeof skuVoids> => {
  const byStatus = new Map<string, Map<string, number>>(MERCH.voidStatuses.map((s) => [s, new Map()]));
  for (const form of latestForms(db, m)) {
    for (const v of form.voids) {
      const counts = byStatus.get(v.status) ?? new Map<string, number>();
      byStatus.set(v.status, counts);
      const name = db.skus[v.skuIdx]?.name ?? '';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...byStatus.entries()].map(([status, counts]) => {
    const whole = [...counts.values()].reduce((s, x) => s + x, 0);
    return {
      Status: status,
      Skus: shares(counts, whole).map((s) => ({
        SkuName: s.name,
        Amount: s.amount,
        Percentage: s.percentage,
      })),
    };
  });
};

/**
 * GET /merchandising/account-pictures: one account's primary and secondary placement
 * photos of the filter's forms in the period, newest first; null when the account is not
 * one of the filter's accounts.
 */
export const accountPicturesQuery = (
  db: Db,
  m: MerchFilter,
  id: number,
): ServerPayload<typeof accountPictures> | null => {
  const account = db.accountById.get(id);
  if (!account) return null;
  const at = lowerBound(m.f.accountIdxs, account.idx);
  if (m.f.accountIdxs[at] !== account.idx) return null;
  const out: ServerPayload<typeof accountPictures> = [];
  for (const form of accountForms(db, m, account.idx).reverse()) {
    out.push({ Type: 'primary', Date: form.date, Url: form.primaryPhotoUrl });
    if (form.secondaryPhotoUrl) out.push({ Type: 'secondary', Date: form.date, Url: form.secondaryPhotoUrl });
  }
  return out;
};

const optionsMemo = new WeakMap<Db, OptionsPayload>();

/** GET /merchandising/filters: the shared lists plus every merchandising choice. */
export const merchandisingFilterOptions = (db: Db, brands?: readonly string[]): OptionsPayload => {
  let options = optionsMemo.get(db);
  if (!options) {
    const statuses = [...db.statuses].sort((x, y) => x.sortOrder - y.sortOrder);
    options = {
      ...baseFilterOptions(db),
      Statuses: statuses.map((s) => ({
        Name: s.name,
        Color: s.color,
        Image: s.image,
        SortOrder: s.sortOrder,
        Disabled: s.disabled,
        DisabledOnMap: s.disabledOnMap,
      })),
      Primary: [...MERCH.primaryPlacements],
      Secondary: [...MERCH.secondaryPlacements],
      Locations: [...MERCH.locations],
      Types: [...MERCH.types],
      Tags: [...MERCH.tags],
      Promo: [...MERCH.promo],
      // The shelf prices the generator can produce: list price plus each step.
      Prices: Object.fromEntries(
        db.brands.map((b) => {
          const prices = new Set<number>();
          for (const sku of BRANDS[b.idx]?.skus ?? [])
            for (const step of PRICE_STEPS) prices.add(Math.round((sku.retailPrice + step) * 100) / 100);
          return [b.name, [...prices].sort((x, y) => x - y).map(priceLabel)];
        }),
      ),
      Competitors: [...MERCH.competitors],
      Placements: [...MERCH.primaryPlacements],
      DublicateImages: [...DUPLICATE_IMAGE_CHOICES],
      Skus: db.skus.map((s) => ({ Name: s.name, Brand: db.brands[s.brandIdx]?.name ?? '' })),
    };
    optionsMemo.set(db, options);
  }
  return restrictToBrands(options, brands);
};
