/**
 * The legend rule of SPEC.md section 4: clicking a legend item adds it to, or removes it
 * from, the disabled set; the last active item cannot be disabled (a chart or map with
 * every series hidden looks broken, not filtered).
 *
 * Keys in `disabled` that are not in `allKeys` (a series that vanished after a filter
 * change) do not count as active and are kept, so they stay hidden if they come back.
 */
export function toggleSeries(
  disabled: ReadonlySet<string>,
  key: string,
  allKeys: readonly string[],
): ReadonlySet<string> {
  if (disabled.has(key)) {
    const next = new Set(disabled);
    next.delete(key);
    return next;
  }
  if (!allKeys.includes(key)) return disabled;
  const activeCount = allKeys.filter((k) => !disabled.has(k)).length;
  if (activeCount <= 1) return disabled;
  const next = new Set(disabled);
  next.add(key);
  return next;
}

/** True when `key` is the only active one, so its toggle does nothing. */
export function isLastActive(
  disabled: ReadonlySet<string>,
  key: string,
  allKeys: readonly string[],
): boolean {
  return !disabled.has(key) && allKeys.every((k) => k === key || disabled.has(k));
}

/** The keys of `allKeys` that are not disabled, in order. */
export const activeKeys = (disabled: ReadonlySet<string>, allKeys: readonly string[]): string[] =>
  allKeys.filter((k) => !disabled.has(k));
