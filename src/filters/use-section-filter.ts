import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { today as currentToday } from '@/lib/dates';
import { isDialogOpen, shiftRange, shortcutFor } from './keyboard-shortcuts';
import { filterOptionsQuery } from './options-query';
import { onPeriodRequest } from './period-request';
import { shortcutRange } from './period-shortcuts';
import {
  parseFilter,
  sectionHasField,
  type AnyFilter,
  type FilterSection,
  type SectionFilter,
} from './schemas';
import { useShowFilterNotice } from './filter-notices';
import { bindApply, buildSectionFilter, type FilterSearch, type SectionFilterState } from './section-filter';

/**
 * The URL filter of the current page (the route's `validateSearch: filterSchemas[section]`
 * output), resolved against the section's filter options.
 *
 * Only the filter options are fetched here; pages build their panel queries from
 * `params` once `status` is 'ready', so nothing else is fetched before a filter exists.
 * `apply` pushes a history entry: Back returns to the previous filter (served from cache).
 */
export function useSectionFilter<S extends FilterSection>(section: S): SectionFilterState<S> {
  // Not strict: the hook serves every section's route; parseFilter is idempotent on
  // already validated search and strips keys that belong to other routes. Selected with
  // structural sharing: a change of view state only (a legend item, a sort) keeps the same
  // filter object, so the page and its panels do not render again for it.
  const urlFilter = useSearch({
    strict: false,
    select: (search): AnyFilter => parseFilter(section, search),
    structuralSharing: true,
  }) as SectionFilter<S>;
  const navigate = useNavigate();
  const { data: options, error, refetch } = useQuery(filterOptionsQuery(section));
  const today = currentToday();
  const showNotice = useShowFilterNotice();

  const go = useCallback(
    (next: FilterSearch<S>) => {
      void navigate({ to: '.', search: next as never });
    },
    [navigate],
  );

  const state = useMemo((): SectionFilterState<S> => {
    if (options) return bindApply(buildSectionFilter({ section, urlFilter, options, today }), go, showNotice);
    if (error) return { status: 'error', error, retry: () => void refetch() };
    return { status: 'loading' };
  }, [section, urlFilter, options, error, refetch, go, today, showNotice]);
  useFilterShortcuts(state);
  usePeriodRequests(state, sectionHasField(section, 'startDate'));
  return state;
}

/** Period shortcuts chosen in the palette apply here, through `apply`. */
function usePeriodRequests<S extends FilterSection>(state: SectionFilterState<S>, hasDates: boolean): void {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  useEffect(() => {
    if (!hasDates) return undefined;
    return onPeriodRequest((id) => {
      const filter = latest.current;
      if (filter.status !== 'ready') return;
      const earliest = filter.earliestDate((filter.applied as AnyFilter).brand) ?? '0000-01-01';
      const range = shortcutRange(id, filter.today, earliest);
      if (range.available)
        filter.apply({ ...filter.applied, startDate: range.startDate, endDate: range.endDate });
    });
  }, [hasDates]);
}

/**
 * '[' / ']' apply the previous / next period of the applied range's length, 't' applies
 * This Week (keyboard-shortcuts.ts decides when a key counts). Every move goes through
 * `apply`, like the board's Apply: the same range checks, notices and history entry.
 * Lives here because every section page calls this hook exactly once.
 */
function useFilterShortcuts<S extends FilterSection>(state: SectionFilterState<S>): void {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const filter = latest.current;
      if (filter.status !== 'ready') return;
      const action = shortcutFor(event, isDialogOpen(document));
      const applied: AnyFilter = filter.applied;
      if (!action || action === 'help' || !applied.startDate || !applied.endDate) return;
      const brand = applied.brand;
      const range =
        action === 'thisWeek'
          ? shortcutRange('thisWeek', filter.today, filter.earliestDate(brand) ?? '0000-01-01')
          : shiftRange(
              { startDate: applied.startDate, endDate: applied.endDate },
              action === 'previousPeriod' ? -1 : 1,
              filter.dateLimits(brand),
            );
      if (!range) return;
      event.preventDefault();
      filter.apply({ ...filter.applied, startDate: range.startDate, endDate: range.endDate });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
