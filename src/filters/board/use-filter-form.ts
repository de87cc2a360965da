import { useCallback, useState } from 'react';
import { onBrandChange } from '../date-rules';
import { earliestDateFor, isDefault, sameFilter } from '../defaults';
import { deepEqual } from '../equal';
import type { AnyFilter, FilterSection, SectionFilter } from '../schemas';
import type { ReadySectionFilter } from '../section-filter';

export interface FilterForm {
  /** The values on screen (not applied until Apply). */
  values: AnyFilter;
  set: <K extends keyof AnyFilter>(key: K, value: AnyFilter[K]) => void;
  /** Brand change: clears SKU and distributor choices, moves the earliest date (date-rules.ts). */
  setBrand: (brand: string) => void;
  /** The form differs from the applied filter (drives Apply and Revert). */
  changed: boolean;
  /** The form equals the section defaults (disables Default). */
  atDefaults: boolean;
  revert: () => void;
  loadDefaults: () => void;
  /** Applies the form (or `override`, e.g. a period shortcut); false when the range was rejected. */
  submit: (override?: Partial<AnyFilter>) => boolean;
}

/**
 * The board's editing state. It starts from the applied filter and follows it whenever the
 * URL changes (Back, a shortcut, a pasted link), so the form never shows a stale filter.
 */
export function useFilterForm<S extends FilterSection>(filter: ReadySectionFilter<S>): FilterForm {
  const applied: AnyFilter = filter.applied;
  const [values, setValues] = useState<AnyFilter>(applied);
  const [synced, setSynced] = useState<AnyFilter>(applied);
  let current = values;
  if (!deepEqual(synced, applied)) {
    // Adjusting state while rendering (react.dev "You might not need an effect").
    setSynced(applied);
    setValues(applied);
    current = applied;
  }

  const submit = (override?: Partial<AnyFilter>): boolean => {
    const result = filter.apply({ ...current, ...override } as SectionFilter<S>);
    if (result.ok) setValues(result.filter);
    return result.ok;
  };

  // Stable setters, so unchanged controls skip re-rendering while the user types.
  const set = useCallback<FilterForm['set']>(
    (key, value) => setValues((prev) => ({ ...prev, [key]: value })),
    [],
  );
  // From the filter's stable parts (not `filter.earliestDate`, a new function on every URL
  // change): a period flip must not hand every control a new setter and re-render it.
  const { section, options, today } = filter;
  const setBrand = useCallback(
    (brand: string) =>
      setValues((prev) =>
        onBrandChange(section, { ...prev, brand }, earliestDateFor(section, options, brand) ?? today, today),
      ),
    [section, options, today],
  );

  return {
    values: current,
    set,
    setBrand,
    changed: !sameFilter(current, applied, filter.defaults),
    atDefaults: isDefault(current, filter.defaults),
    revert: () => setValues(applied),
    loadDefaults: () => setValues(filter.defaults),
    submit,
  };
}
