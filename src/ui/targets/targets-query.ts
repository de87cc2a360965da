import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { listMetricTargets } from '@/api/contract/targets';
import { queryKeyFor } from '@/filters/normalise';

/**
 * GET /targets for one brand: every month's targets, small enough to read whole. Admin
 * writes its answers into this key, so the cards pace against a new target at once. No
 * placeholder data: another brand's targets must never pace this brand's cards.
 */
export const metricTargetsQuery = (brand: string) =>
  queryOptions({
    queryKey: queryKeyFor(listMetricTargets, { brand }),
    queryFn: ({ signal }) => fetchJson(listMetricTargets, { brand }, { signal }),
    enabled: brand !== '',
  });
