import { useCallback, useMemo, useState } from 'react';
import type { AccountStatusOption } from '@/api/contract/common';
import { applyLegendChange, hiddenWithin, initialHiddenStatuses } from './accounts-model';

export interface SharedLegendState {
  disabled: ReadonlySet<string>;
  onDisabledChange: (next: ReadonlySet<string>) => void;
}

/**
 * The statuses hidden on the Accounts page: ONE set that the map legend, the Account
 * Status line chart and the status pie all read and write (SPEC.md section 4: map legend
 * toggles hide statuses from the map and the charts). Page state, not URL state: it is a
 * view preference, it survives filter changes (the page stays mounted) and resets when the
 * page is left, like any other legend.
 */
export function useHiddenStatuses(statuses: readonly AccountStatusOption[]) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => initialHiddenStatuses(statuses));
  /** The controlled legend props of one consumer whose items are `keys`. */
  const legendFor = useCallback(
    (keys: readonly string[]): SharedLegendState => {
      const shown = hiddenWithin(hidden, keys);
      return {
        disabled: shown,
        onDisabledChange: (next) => setHidden((current) => applyLegendChange(current, shown, next)),
      };
    },
    [hidden],
  );
  return useMemo(() => ({ hidden, legendFor }), [hidden, legendFor]);
}
