import {
  ADMIN_ROW_FILTERS,
  canFilter,
  canSeeAdminFilterRow,
  filterKeys,
  filterLabel,
  type FilterKey,
  type Permissions,
} from '@/api/contract/permissions';
import { sectionHasField, type FilterFieldName, type FilterSection } from '../schemas';

/**
 * Which controls a section's filter board shows, in which row, and how each looks.
 * The permission catalogue lists each section's Filters keys in board order (SPEC.md
 * section 2, "Sales filter board"), so the board follows it.
 */

export type ControlKind =
  'brand' | 'dates' | 'periodShortcut' | 'text' | 'zipCode' | 'single' | 'list' | 'noActivity' | 'comparison';

/** A board key: a filter field, or 'dates' (both pickers) or 'periodShortcut'. */
export type BoardKey = FilterFieldName | 'dates' | 'periodShortcut';

export const controlKind = (key: BoardKey): ControlKind => {
  switch (key) {
    case 'brand':
    case 'dates':
    case 'periodShortcut':
    case 'zipCode':
      return key;
    case 'name':
    case 'address':
      return 'text';
    case 'accountsSource':
    case 'activeAccounts':
      return 'single';
    case 'notVisitedIn':
      return 'noActivity';
    case 'numberOfSkus':
    case 'numberOfFacings':
      return 'comparison';
    default:
      return 'list';
  }
};

/** SPEC.md section 9: multi-selects show at most 2 tags, 3 for these. */
const THREE_PILL_FIELDS: ReadonlySet<BoardKey> = new Set([
  'chains',
  'banners',
  'channelTypes',
  'channels',
  'regions',
  'counties',
  'territories',
  'representatives',
  'representativesMetric',
  'inactiveReps',
]);

export const maxPillsFor = (key: BoardKey): number => (THREE_PILL_FIELDS.has(key) ? 3 : 2);

const ADMIN_ROW: ReadonlySet<string> = new Set(ADMIN_ROW_FILTERS);

export interface BoardLayout {
  /** The first rows: brand, dates, shortcuts, location, lists, reps. */
  main: BoardKey[];
  /** The admin-only row; empty when the user holds none of its filters. */
  admin: BoardKey[];
}

const appliesTo = (section: FilterSection, key: BoardKey): boolean =>
  key === 'dates' || key === 'periodShortcut'
    ? sectionHasField(section, 'startDate')
    : sectionHasField(section, key);

/** The controls this user sees on this section's board, each gated by its Filters key. */
export const boardLayout = (
  section: FilterSection,
  permissions: Permissions | null | undefined,
): BoardLayout => {
  const permitted = filterKeys(section).filter(
    (key: FilterKey<typeof section>) =>
      canFilter(permissions, section, key) && appliesTo(section, key as BoardKey),
  ) as BoardKey[];
  const showAdmin = canSeeAdminFilterRow(permissions, section);
  return {
    main: permitted.filter((key) => !ADMIN_ROW.has(key)),
    admin: showAdmin ? permitted.filter((key) => ADMIN_ROW.has(key)) : [],
  };
};

/** The control's visible label (also its accessible name), from the catalogue. */
export const controlLabel = (section: FilterSection, key: BoardKey): string =>
  filterLabel(section, key as FilterKey<typeof section>);
