import type { PanelQuery } from './panel';

/**
 * A panel whose content reads one query but needs another to be usable (the Users table
 * and the brand lists its dialogs offer): a failure of either is the panel's error, and
 * Retry asks again whichever failed. Without this, the companion's failure would be silent
 * (found by the fault suite, e2e/faults.spec.ts).
 */
export function withCompanion<T>(main: PanelQuery<T>, companion: PanelQuery<unknown>): PanelQuery<T> {
  return {
    data: main.data,
    isPlaceholderData: main.isPlaceholderData,
    isRefetching: main.isRefetching,
    isError: main.isError || companion.isError,
    error: main.isError ? main.error : companion.error,
    refetch: () => {
      if (main.isError || !companion.isError) void main.refetch();
      if (companion.isError) void companion.refetch();
    },
  };
}
