import type {
  AccountMerchandising,
  AccountPhotoType,
  AccountProfile,
  AccountSales,
} from '@/api/contract/account';
import { ACCOUNT_PHOTO_TYPE_LABELS } from '@/api/contract/account';
import type { SectionId } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { SECTION_PATHS } from '@/auth/guards';
import { sectionHasField, type FilterFieldName, type FilterSection } from '@/filters/schemas';
import type { SummaryItem } from '@/ui/cards/summary-cards';

/** Key figures, each block's cards keyed so the comparison finds the baseline's. */
export const visitFigures = (profile: AccountProfile): SummaryItem[] => [
  { key: 'visits', label: 'Visits', value: profile.visits, format: 'integer' },
];

export const salesFigures = (sales: AccountSales): SummaryItem[] => [
  { key: 'orders', label: 'Orders', value: sales.orders, format: 'integer' },
  { key: 'cases', label: 'Cases', value: sales.cases, format: 'integer' },
  { key: 'amount', label: 'Sales', value: sales.amount, format: 'money' },
];

export const merchandisingFigures = (merch: AccountMerchandising): SummaryItem[] => [
  { key: 'facings', label: 'Facings', value: merch.facings, format: 'integer' },
  { key: 'secondary', label: 'Secondary Placements', value: merch.secondaryPlacements, format: 'integer' },
];

/** A photo's label on its day: a primary photo with a "before" on the same day is its "After". */
export const photoLabel = (day: PhotoDay, type: AccountPhotoType): string =>
  type === 'primary' && day.photos.some((p) => p.type === 'before')
    ? 'After'
    : ACCOUNT_PHOTO_TYPE_LABELS[type];

export interface PhotoDay {
  date: string;
  photos: { type: AccountPhotoType; url: string }[];
}

/** Photos by date, newest first (the answer's order), each day's in the answer's order. */
export function photosByDate(photos: AccountMerchandising['photos']): PhotoDay[] {
  const days: PhotoDay[] = [];
  for (const photo of photos) {
    let day = days.find((d) => d.date === photo.date);
    if (!day) days.push((day = { date: photo.date, photos: [] }));
    day.photos.push({ type: photo.type, url: photo.url });
  }
  return days.sort((a, b) => b.date.localeCompare(a.date));
}

/** The sections a user can open filtered to this account, in navigation order. */
export const SECTION_LINK_TARGETS = [
  'accounts',
  'sales',
  'merchandising',
  'schedule',
  'timeEfforts',
  'database',
] as const satisfies readonly (SectionId & FilterSection)[];

export type SectionLinkTarget = (typeof SECTION_LINK_TARGETS)[number];

/**
 * A section's search showing this account: its name and address filters (together they
 * pick the one store), and the page's brand and period where the section has them.
 */
export function sectionLinkSearch(
  section: SectionLinkTarget,
  account: Pick<AccountProfile, 'name' | 'address'>,
  params: RequestParams,
): Partial<Record<FilterFieldName, string>> {
  const values: Partial<Record<FilterFieldName, string | undefined>> = {
    name: account.name,
    address: account.address,
    brand: params.brand,
    startDate: params.dateStart,
    endDate: params.dateEnd,
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => value !== undefined && sectionHasField(section, field as FilterFieldName),
    ),
  );
}

export const sectionLinkPath = (section: SectionLinkTarget) => SECTION_PATHS[section];
