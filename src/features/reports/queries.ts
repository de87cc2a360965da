import { scorecardMonth, scorecardWeek } from '@/api/contract/reports';
import type { RequestParams } from '@/api/contract/request-params';
import { filterQuery } from '@/filters/filter-query';
import type { PanelRequest } from '@/filters/panel-requests';

export type SummaryPeriod = 'week' | 'month';

const QUERIES = { week: filterQuery(scorecardWeek), month: filterQuery(scorecardMonth) } as const;

/** GET /scorecard/week and /scorecard/month: the Weekly and Monthly Summary tables. */
export const scorecardQuery = (period: SummaryPeriod, params: RequestParams) => QUERIES[period](params);

/** What the page's permitted summary tables read; the others are never requested. */
export const reportsRequests = {
  week: { readBy: ['weeklySummary'], query: QUERIES.week },
  month: { readBy: ['monthlySummary'], query: QUERIES.month },
} satisfies Record<SummaryPeriod, PanelRequest<'reports'>>;
