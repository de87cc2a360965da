import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import type { RequestParams } from '@/api/contract/request-params';
import { scorecardMonth, scorecardWeek } from '@/api/contract/reports';
import { pickParams, queryKeyFor } from '@/filters/normalise';

export type SummaryPeriod = 'week' | 'month';

const ENDPOINTS = { week: scorecardWeek, month: scorecardMonth } as const;

/** GET /scorecard/week and /scorecard/month: the Weekly and Monthly Summary tables. */
export const scorecardQuery = (period: SummaryPeriod, params: RequestParams) => {
  const endpoint = ENDPOINTS[period];
  return queryOptions({
    queryKey: queryKeyFor(endpoint, params),
    queryFn: ({ signal }) => fetchJson(endpoint, pickParams(params, endpoint.params), { signal }),
    placeholderData: keepPreviousData,
  });
};
