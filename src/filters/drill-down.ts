import { filterLabel, type FilterKey } from '@/api/contract/permissions';
import { deepEqual } from './equal';
import {
  FIELD_DEFAULTS,
  LIST_FIELDS,
  sectionFields,
  type AnyFilter,
  type FilterFieldName,
  type FilterSection,
} from './schemas';

/**
 * Drill-down and the active-filter chips, as pure rules. A chart that stands
 * for a filter field (a status pie, a channel pie, the sales by SKU bars, ...) declares
 * the field; a click on a slice, a bar or its legend's filter button applies
 * `drillInto(applied, field, value)` through the page's `apply` (a URL navigation).
 */

/** The fields a chart may stand for. */
export type DrillField =
  'statusesNames' | 'channelTypes' | 'channels' | 'distributors' | 'skuNames' | 'representatives' | 'primary';

/**
 * The filter narrowed to one value of a field: the list becomes just that value (a
 * drill-down replaces the field's selection rather than adding to it, so the panels show
 * exactly what was clicked). Null when the filter already holds exactly that value.
 */
export function drillInto<F extends AnyFilter>(filter: F, field: DrillField, value: string): F | null {
  const current = filter[field];
  if (Array.isArray(current) && current.length === 1 && current[0] === value) return null;
  return { ...filter, [field]: [value] };
}

/** Fields that always hold a value: the page shows them on the board, never as chips. */
const NOT_CHIPS: ReadonlySet<FilterFieldName> = new Set([
  'brand',
  'startDate',
  'endDate',
  'accountsSource',
  'activeAccounts',
]);

export interface FilterChip {
  /** Stable React key. */
  id: string;
  field: FilterFieldName;
  /** 'Account status: Active'. */
  text: string;
  /** The applied filter without this value. */
  without: AnyFilter;
}

const chipValue = (field: FilterFieldName, value: string | number): string => {
  if (field === 'notVisitedIn') return `${value} days`;
  if (field === 'numberOfSkus' || field === 'numberOfFacings') {
    const text = String(value);
    const op = { m: 'at least', l: 'at most', e: 'exactly' }[text[0] ?? ''];
    return op ? `${op} ${text.slice(1)}` : text;
  }
  return String(value);
};

/**
 * One chip per value the applied filter holds beyond the section defaults, in the
 * section's field order: a list gives one chip per item, a text or number one chip.
 * Removing a chip gives the filter with that value back at its default.
 */
export function filterChips(section: FilterSection, applied: AnyFilter, defaults: AnyFilter): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const field of sectionFields(section)) {
    if (NOT_CHIPS.has(field)) continue;
    const value = applied[field];
    const fallback = defaults[field] ?? FIELD_DEFAULTS[field];
    if (value === undefined || deepEqual(value, fallback)) continue;
    const label = filterLabel(section, field as FilterKey<typeof section>);
    if (LIST_FIELDS.has(field) && Array.isArray(value)) {
      for (const item of value as string[]) {
        chips.push({
          id: `${field}:${item}`,
          field,
          text: `${label}: ${item}`,
          without: { ...applied, [field]: (value as string[]).filter((other) => other !== item) },
        });
      }
    } else if (typeof value === 'string' || typeof value === 'number') {
      if (!value) continue;
      chips.push({
        id: field,
        field,
        text: `${label}: ${chipValue(field, value)}`,
        without: { ...applied, [field]: FIELD_DEFAULTS[field] },
      });
    }
  }
  return chips;
}
