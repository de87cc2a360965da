import { filterLabel, type FilterKey } from '@/api/contract/permissions';
import { formatDateLabel } from '@/lib/format';
import { filterChips } from './drill-down';
import type { AnyFilter, FilterSection } from './schemas';

/**
 * The applied filter in words, for what leaves the page (an exported chart's caption, a
 * deck's title slide): the brand, the period, then the active-filter chips' values
 * (`filterChips`, the row above the panels) grouped by field, in the section's field order.
 * 'Brand: Acme · Jan 1, 2026 – Nov 27, 2026 · City: Irvine, Long Beach'.
 */
export function filterCaption(section: FilterSection, applied: AnyFilter, defaults: AnyFilter): string {
  const parts: string[] = [];
  if (applied.brand) parts.push(`Brand: ${applied.brand}`);
  if (applied.startDate && applied.endDate) {
    parts.push(`${formatDateLabel(applied.startDate)} – ${formatDateLabel(applied.endDate)}`);
  }
  const byField = new Map<string, string[]>();
  for (const chip of filterChips(section, applied, defaults)) {
    const label = filterLabel(section, chip.field as FilterKey<typeof section>);
    const value = chip.text.slice(label.length + 2);
    const values = byField.get(label);
    if (values) values.push(value);
    else byField.set(label, [value]);
  }
  for (const [label, values] of byField) parts.push(`${label}: ${values.join(', ')}`);
  return parts.join(' · ');
}
