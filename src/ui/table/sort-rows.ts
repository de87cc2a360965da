export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | null | undefined;

// Made on the first string comparison, not at module load: building the collator costs
// 20-47 ms (ICU data), and every page that imports a table paid it before its first paint.
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' })).compare(a, b);

/** Compares two sort values ascending; missing values sort last in either direction. */
export function compareSortValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  const aMissing = a === null || a === undefined || (typeof a === 'number' && Number.isNaN(a));
  const bMissing = b === null || b === undefined || (typeof b === 'number' && Number.isNaN(b));
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));
  return direction === 'asc' ? order : -order;
}

/** A stable sort of `rows` by `value(row)`; the input is not changed. */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => compareSortValues(a.value, b.value, direction) || a.index - b.index)
    .map((entry) => entry.row);
}

/**
 * The sort after a header click: the same column flips direction; another column starts
 * at its own first direction (amounts start high-to-low).
 */
export function nextSort(current: SortState | null, key: string, firstDirection: SortDirection): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection };
}
