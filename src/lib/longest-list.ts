/** Where a value's longest list is (field names from the value down) and how long it is. */
export interface ListAt {
  path: readonly string[];
  length: number;
}

/**
 * The longest list in a value: the value itself, one of its fields or a field's field (no
 * deeper). An answer's longest list is what grows with the data set (every account of a
 * brand), so it says what an answer costs to copy or to keep.
 */
export function longestListAt(value: unknown, depth = 2): ListAt {
  if (Array.isArray(value)) return { path: [], length: value.length };
  let longest: ListAt = { path: [], length: 0 };
  if (depth === 0 || typeof value !== 'object' || value === null) return longest;
  for (const [key, field] of Object.entries(value)) {
    const found = longestListAt(field, depth - 1);
    if (found.length > longest.length) longest = { path: [key, ...found.path], length: found.length };
  }
  return longest;
}
