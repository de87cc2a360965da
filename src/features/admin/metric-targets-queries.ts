import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import {
  copyMetricTargets,
  deleteMetricTarget,
  setMetricTarget,
  type CopyMetricTargetsRequest,
  type MetricTargetList,
  type SetMetricTargetRequest,
} from '@/api/contract/targets';
import { metricTargetsQuery } from '@/ui/targets/targets-query';

export type MetricTargetAction =
  | { kind: 'set'; body: SetMetricTargetRequest }
  | { kind: 'copy'; body: CopyMetricTargetsRequest }
  | { kind: 'delete'; brand: string; id: number };

const brandOf = (action: MetricTargetAction): string =>
  action.kind === 'delete' ? action.brand : action.body.Brand;

/**
 * Set, copy or delete monthly targets. Each answers with the brand's targets, which go into
 * the cache key the cards and charts read, so they pace against the change at once.
 */
export function useMetricTargetAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MetricTargetAction): Promise<MetricTargetList> => {
      // JSON bodies: the values travel as typed (numbers, nulls), not as form text.
      if (action.kind === 'set') return fetchJson(setMetricTarget, {}, { values: action.body as never });
      if (action.kind === 'copy') return fetchJson(copyMetricTargets, {}, { values: action.body as never });
      return fetchJson(deleteMetricTarget, {}, { values: { ID: action.id } });
    },
    onSuccess: (list, action) => queryClient.setQueryData(metricTargetsQuery(brandOf(action)).queryKey, list),
  });
}
