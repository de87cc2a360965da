import { useQuery, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { baselineFor, parseCompare, type Baseline, type CompareMode } from './comparison';
import { earliestDateFor } from './defaults';
import { filterOptionsQuery } from './options-query';
import type { FilterSection } from './schemas';
import { useViewUpdate } from './use-view-update';

export interface Comparison {
  /** The URL's `compare` key; undefined = off. */
  mode: CompareMode | undefined;
  /** The baseline of some params (the page's, or a period about to be prefetched); null when off. */
  baselineOf: (params: RequestParams) => Baseline | null;
  /** Turns the comparison on (a mode) or off (undefined): replaces the history entry, like view state. */
  setMode: (mode: CompareMode | undefined) => void;
}

/**
 * The comparison of the current page, from the URL. The earliest date comes from the
 * section's filter options (already cached: the page cannot be ready without them).
 */
export function useComparison(section: FilterSection): Comparison {
  // Only the comparison key: other view state changing leaves the comparison's users alone.
  const mode = useSearch({
    strict: false,
    select: (search) => parseCompare((search as Record<string, unknown>).compare),
  });
  const { data: options } = useQuery(filterOptionsQuery(section));
  const update = useViewUpdate<{ compare?: CompareMode }>();
  const setMode = useCallback((next: CompareMode | undefined) => update({ compare: next }), [update]);
  const baselineOf = useCallback(
    (params: RequestParams) =>
      mode && options
        ? baselineFor(params, mode, earliestDateFor(section, options, params.brand ?? ''))
        : null,
    [mode, options, section],
  );
  return useMemo(() => ({ mode, baselineOf, setMode }), [mode, baselineOf, setMode]);
}

export type BaselineState<T> =
  | { status: 'off' }
  | { status: 'unavailable'; label: string }
  | { status: 'loading'; label: string }
  | { status: 'failed'; label: string }
  | { status: 'ready'; label: string; data: T };

/**
 * The baseline data of one panel: the panel's own query factory with the baseline params,
 * so the baseline shares the cache (and the prefetch) of that period. Off sends nothing.
 * Old data of another baseline (keepPreviousData) counts as loading, never as the answer.
 */
export function useBaselineQuery<T, K extends QueryKey>(
  section: FilterSection,
  params: RequestParams,
  factory: (params: RequestParams) => UseQueryOptions<T, Error, T, K>,
  enabled: boolean,
): BaselineState<T> {
  const { baselineOf } = useComparison(section);
  const baseline = baselineOf(params);
  const ready = baseline?.status === 'ready' ? baseline : null;
  const query = useQuery({ ...factory(ready?.params ?? params), enabled: enabled && ready !== null });
  if (!baseline || !enabled) return { status: 'off' };
  if (baseline.status === 'unavailable') return { status: 'unavailable', label: baseline.label };
  if (query.isError) return { status: 'failed', label: baseline.label };
  if (query.data === undefined || query.isPlaceholderData)
    return { status: 'loading', label: baseline.label };
  return { status: 'ready', label: baseline.label, data: query.data };
}

/**
 * Prefetches a panel's baseline next to the period being prefetched (a hovered period
 * shortcut, the page's own params): with the comparison on, the flip finds both cached.
 */
export function prefetchBaseline<T, K extends QueryKey>(
  queryClient: QueryClient,
  baseline: Baseline | null,
  factory: (params: RequestParams) => UseQueryOptions<T, Error, T, K>,
  allowed: boolean,
): void {
  if (allowed && baseline?.status === 'ready') void queryClient.prefetchQuery(factory(baseline.params));
}
