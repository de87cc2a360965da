import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import type { TargetMetric } from '@/api/contract/targets';
import type { IsoDate } from '@/lib/dates';
import { targetLineFor, type TargetLine, type TargetLineInterval } from './target-line';
import { targetScopeOf } from './target-scope';
import { metricTargetsQuery } from './targets-query';

/**
 * The target line of a time-series chart under the applied filter: its brand's (or the
 * filtered representatives') target for `metric`, per bar (null: no chart metric, or
 * nothing to draw). The targets are the cards' cached query.
 */
export function useTargetLine(
  params: RequestParams,
  interval: TargetLineInterval | undefined,
  metric: TargetMetric | null,
  barStarts: readonly IsoDate[] | undefined,
): TargetLine | null {
  const brand = params.brand ?? '';
  const { data: targets } = useQuery({
    ...metricTargetsQuery(brand),
    enabled: metric !== null && brand !== '',
  });
  const { dateStart, dateEnd, representatives } = params;
  return useMemo(() => {
    if (!targets || !metric || !interval || !dateStart || !dateEnd || !barStarts) return null;
    return targetLineFor(
      targets,
      { startDate: dateStart, endDate: dateEnd },
      interval,
      metric,
      barStarts,
      targetScopeOf({ representatives }),
    );
  }, [targets, metric, interval, dateStart, dateEnd, barStarts, representatives]);
}
