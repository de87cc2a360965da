import type { ServerPayload } from '@/api/contract/endpoint';
import {
  PHOTO_ID_PATTERN,
  PHOTO_PAGE_SIZE,
  PHOTO_TYPE_LABELS,
  PHOTO_TYPES,
  photoTypeText,
  type PhotoType,
  type photoLibrary,
} from '@/api/contract/photos';
import { compareText } from '@/lib/compare';
import type { Account, MerchForm } from '../entities';
import type { Db } from '../generate';
import { beforePhotoUrl } from '../photos';
import { formsByAccount, type MerchFilter } from './merchandising';

/**
 * The photo library's rules: which photos a filter holds, their order, their ids and what
 * a card, a slide and a PDF page say about each. Built on the Merchandising page's own
 * forms (`formsByAccount`), so the library holds exactly the photos that page shows.
 */

type PagePayload = ServerPayload<typeof photoLibrary>;
type PhotoPayload = PagePayload['Photos'][number];

/** One photo: its type and the merchandising visit it was taken on. */
export interface PhotoRef {
  type: PhotoType;
  form: MerchForm;
}

export interface PhotoChoice {
  /** Null: every type. */
  type: PhotoType | null;
  /** A secondary placement type: only secondary photos showing it. */
  placement: string | null;
}

export const ALL_PHOTOS: PhotoChoice = { type: null, placement: null };

export const photoId = (ref: PhotoRef): string => `${ref.type}-${ref.form.idx}`;

const TYPE_ORDER: Record<PhotoType, number> = { storefront: 0, primary: 1, secondary: 2 };

const wants = (choice: PhotoChoice, type: PhotoType): boolean =>
  choice.placement !== null ? type === 'secondary' : choice.type === null || choice.type === type;

/**
 * Every photo of the filter's merchandising visits that the choice keeps: one storefront
 * per account (at its latest visit in the period), the primary photo of every visit and
 * the secondary photo of every visit that found a secondary placement.
 */
export function filterPhotos(db: Db, m: MerchFilter, choice: PhotoChoice): PhotoRef[] {
  const out: PhotoRef[] = [];
  for (const { forms } of formsByAccount(db, m)) {
    const latest = forms[forms.length - 1] as MerchForm;
    if (wants(choice, 'storefront')) out.push({ type: 'storefront', form: latest });
    for (const form of forms) {
      if (wants(choice, 'primary')) out.push({ type: 'primary', form });
      if (
        form.secondaryPhotoUrl &&
        wants(choice, 'secondary') &&
        (choice.placement === null || form.secondaryPlacements.includes(choice.placement))
      )
        out.push({ type: 'secondary', form });
    }
  }
  return sortPhotos(db, out);
}

/** Newest first; on one day by store name, then storefront, primary, secondary. */
export function sortPhotos(db: Db, refs: PhotoRef[]): PhotoRef[] {
  const name = (ref: PhotoRef) => (db.accounts[ref.form.accountIdx] as Account).name;
  return refs.sort(
    (a, b) =>
      b.form.day - a.form.day ||
      compareText(name(a), name(b)) ||
      a.form.accountIdx - b.form.accountIdx ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type],
  );
}

/** A primary photo of a visit that added facings has a "before": the shelf as the rep found it. */
export const hasBeforeAfter = (ref: PhotoRef): boolean => ref.type === 'primary' && ref.form.facingsAdded > 0;

/** The photo an id names, if it is one of the brand's; null for anything else. */
export function photoById(db: Db, id: string, brandIdx: number): PhotoRef | null {
  const match = PHOTO_ID_PATTERN.exec(id);
  if (!match) return null;
  const form = db.merch.forms[Number(match[2])];
  if (!form || form.brandIdx !== brandIdx) return null;
  const type = match[1] as PhotoType;
  if (type === 'secondary' && !form.secondaryPhotoUrl) return null;
  return { type, form };
}

export const photoUrlOf = (db: Db, ref: PhotoRef): string =>
  ref.type === 'storefront'
    ? (db.accounts[ref.form.accountIdx] as Account).photos.store
    : ref.type === 'primary'
      ? ref.form.primaryPhotoUrl
      : (ref.form.secondaryPhotoUrl ?? '');

const placementsOf = (ref: PhotoRef): string[] =>
  ref.type === 'secondary'
    ? [...ref.form.secondaryPlacements]
    : ref.type === 'primary'
      ? [ref.form.primaryPlacement]
      : [];

export function photoPayload(db: Db, ref: PhotoRef): PhotoPayload {
  const account = db.accounts[ref.form.accountIdx] as Account;
  return {
    Id: photoId(ref),
    Type: ref.type,
    Url: photoUrlOf(db, ref),
    Date: ref.form.date,
    AccountId: account.id,
    AccountName: account.name,
    Address: account.address,
    Representative: db.reps[ref.form.repIdx]?.name ?? '',
    Placements: placementsOf(ref),
    BeforeUrl: hasBeforeAfter(ref) ? beforePhotoUrl(ref.form.primaryPhotoUrl) : null,
  };
}

/** One page (from 1) of a list of photos; past the end is an empty page. */
export function photoPage(db: Db, refs: readonly PhotoRef[], page: number): PagePayload {
  const start = (page - 1) * PHOTO_PAGE_SIZE;
  let pairs = 0;
  for (const ref of refs) if (hasBeforeAfter(ref)) pairs++;
  return {
    Total: refs.length,
    Pairs: pairs,
    Photos: refs.slice(start, start + PHOTO_PAGE_SIZE).map((ref) => photoPayload(db, ref)),
  };
}

/** A slide's or PDF page's caption: store, date, rep and type. */
export function photoCaption(db: Db, ref: PhotoRef): string {
  const p = photoPayload(db, ref);
  return [p.AccountName, p.Date, p.Representative, photoTypeText(p.Type, p.Placements)].join(' · ');
}

export const isPhotoType = (value: string): value is PhotoType =>
  (PHOTO_TYPES as readonly string[]).includes(value);

/** Request parameter names as a person reads them on a title slide. */
const PARAM_LABELS: Record<string, string> = {
  name: 'Account',
  address: 'Address',
  zipCode: 'Zip Code',
  channels: 'Channel',
  cities: 'City',
  states: 'State',
  chains: 'Chain',
  banners: 'Banner',
  regions: 'Region',
  counties: 'County',
  territories: 'Area',
  representatives: 'Rep - Account',
  representativesMetric: 'Rep - Metric',
  frequencies: 'Frequency',
  accountsSource: 'Data Source',
  distributors: 'Distributors',
  notVisitedIn: 'No Activity (days)',
  skuNames: 'SKUs',
  numberOfSkus: 'Number of SKUs',
  numberOfFacings: 'Number of facings',
  dublicateImages: 'Duplicate Photo',
  primary: 'Primary placement',
  secondary: 'Secondary placement',
  locations: 'Shelf location',
  types: 'Secondary placement type',
  tags: 'Tags on shelf',
  prices: 'Retail price',
  promo: 'Products on promo',
  competitors: 'Competitors',
};

/**
 * The filter in words for a title slide: brand, period, photo type and placement, then
 * every other parameter that was sent ('City: Irvine, Long Beach').
 */
export function describePhotoFilter(
  brand: string,
  period: { start: string; end: string },
  params: Readonly<Record<string, string | undefined>>,
  choice: PhotoChoice,
): string[] {
  const lines = [`Brand: ${brand}`, `Period: ${period.start} to ${period.end}`];
  lines.push(
    `Photo type: ${choice.type ? PHOTO_TYPE_LABELS[choice.type] : choice.placement ? PHOTO_TYPE_LABELS.secondary : 'All'}`,
  );
  if (choice.placement) lines.push(`Placement: ${choice.placement}`);
  for (const [name, label] of Object.entries(PARAM_LABELS)) {
    const value = params[name]?.trim();
    if (
      !value ||
      (name === 'numberOfSkus' && value === 'm0') ||
      (name === 'numberOfFacings' && value === 'm0')
    )
      continue;
    if (name === 'notVisitedIn' && value === '0') continue;
    lines.push(`${label}: ${value.split(',').join(', ')}`);
  }
  return lines;
}
