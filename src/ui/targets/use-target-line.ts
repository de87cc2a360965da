import { useQuery } from '@tanstack/react-query';
import type { RequestParams } from '@/api/contract/request-params';
import type { TargetMetric } from '@/api/contract/targets';
import { targetLineFor, type TargetLine, type TargetLineInterval } from './target-line';
import { metricTargetsQuery } from './targets-query';

/**
 * The target line of a time-series chart under the applied filter: its brand's target for
 * `metric` (null: no chart metric, or nothing to draw). The targets are the cards' cached query.
 */
export function useTargetLine(
  params: RequestParams,
  interval: TargetLineInterval | undefined,
  metric: TargetMetric | null,
): TargetLine | null {
  const brand = params.brand ?? '';
  const { data: targets } = useQuery({
    ...metricTargetsQuery(brand),
    enabled: metric !== null && brand !== '',
  });
  const { dateStart, dateEnd } = params;
  if (!targets || !metric || !interval || !dateStart || !dateEnd) return null;
  return targetLineFor(targets, { startDate: dateStart, endDate: dateEnd }, interval, metric);
}
