import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { today as currentToday } from '@/lib/dates';
import { filterOptionsQuery } from './options-query';
import { parseFilter, type FilterSection } from './schemas';
import { buildSectionFilter, type FilterSearch, type SectionFilterState } from './section-filter';

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
  // already validated search and strips keys that belong to other routes.
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const { data: options, error, refetch } = useQuery(filterOptionsQuery(section));
  const today = currentToday();

  const go = useCallback(
    (next: FilterSearch<S>) => {
      void navigate({ to: '.', search: next as never });
    },
    [navigate],
  );

  const urlFilter = useMemo(() => parseFilter(section, search), [section, search]);

  return useMemo((): SectionFilterState<S> => {
    if (options) return buildSectionFilter({ section, urlFilter, options, navigate: go, today });
    if (error) return { status: 'error', error, retry: () => void refetch() };
    return { status: 'loading' };
  }, [section, urlFilter, options, error, refetch, go, today]);
}
