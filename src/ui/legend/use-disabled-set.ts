import { useCallback, useState } from 'react';
import { toggleSeries } from './toggle-series';

const EMPTY: ReadonlySet<string> = new Set();

export interface DisabledSetOptions {
  /** Controlled set of disabled keys: a page can keep it in the URL or share it with a map. */
  disabled?: ReadonlySet<string>;
  /** Initial set when uncontrolled. */
  defaultDisabled?: ReadonlySet<string>;
  /** Called with the next set after a toggle (controlled or not). */
  onDisabledChange?: (next: ReadonlySet<string>) => void;
}

/**
 * Controlled-or-uncontrolled disabled set with the legend rule built in: returns the
 * current set and `toggle(key)` that applies `toggleSeries` against `allKeys`.
 */
export function useDisabledSet(
  allKeys: readonly string[],
  { disabled, defaultDisabled, onDisabledChange }: DisabledSetOptions,
): [ReadonlySet<string>, (key: string) => void] {
  const [internal, setInternal] = useState<ReadonlySet<string>>(defaultDisabled ?? EMPTY);
  const current = disabled ?? internal;
  const toggle = useCallback(
    (key: string) => {
      const next = toggleSeries(current, key, allKeys);
      if (next === current) return;
      if (disabled === undefined) setInternal(next);
      onDisabledChange?.(next);
    },
    [current, allKeys, disabled, onDisabledChange],
  );
  return [current, toggle];
}
