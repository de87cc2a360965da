import type { ReactNode } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import type { SalesSummary } from '@/api/contract/sales';
import { useCan } from '@/auth/session-context';
import { comparedSummary } from '@/ui/cards/compared-summary';
import { useBaselineQuery, type BaselineState } from '@/filters/use-comparison';
import { alertMeAction } from '@/ui/alerts/alert-me-button';
import { SummaryCards, type SummaryItem } from '@/ui/cards/summary-cards';
import type { CardTargets } from '@/ui/targets/card-pacing';
import { useCardPacing } from '@/ui/targets/use-card-pacing';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel, type PanelQuery } from '@/ui/panel/panel';
import { salesDataQuery, salesRequests } from './queries';

/** What a summary may look like before the contract vouches for it: any value can be missing. */
export type MaybeSalesSummary = { [K in keyof SalesSummary]?: number | null };

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The four cards (SPEC.md section 2), or null unless all four values are present: a
 * summary with a hole would read as a zero. Dollars carry '$'; all are grouped and whole.
 */
export function summaryItems(summary: MaybeSalesSummary | null | undefined): SummaryItem[] | null {
  if (!summary) return null;
  const { ordersSubmitted, uniqueAccountOrders, totalAmount, totalCases } = summary;
  if (![ordersSubmitted, uniqueAccountOrders, totalAmount, totalCases].every(present)) return null;
  return [
    { key: 'orders', label: 'Orders', value: ordersSubmitted, format: 'integer' },
    { key: 'accounts', label: 'Accounts Ordered', value: uniqueAccountOrders, format: 'integer' },
    { key: 'sales', label: 'Sales', value: totalAmount, format: 'money' },
    { key: 'cases', label: 'Cases', value: totalCases, format: 'integer' },
  ];
}

/** The cards that pace against a monthly target (Accounts Ordered has none). */
export const SALES_CARD_TARGETS: CardTargets = { orders: 'orders', sales: 'sales', cases: 'cases' };

/** The Summary block over any query whose data holds a summary (tests pass their own). */
export function SummaryBlock<T>({
  query,
  summaryOf,
  baseline = { status: 'off' },
  pace = (items) => [...items],
  cardAction,
}: {
  query: PanelQuery<T>;
  summaryOf: (data: T) => MaybeSalesSummary | null | undefined;
  /** The comparison's baseline data (off unless the URL turns it on). */
  baseline?: BaselineState<T>;
  /** Adds each card's pace against its monthly target. */
  pace?: (items: readonly SummaryItem[]) => SummaryItem[];
  /** Each card's action ("Alert me" on the Sales page). */
  cardAction?: (item: SummaryItem) => ReactNode;
}) {
  // Loaded, but not all four values: no block at all rather than an empty frame.
  if (query.data !== undefined && !query.isError && summaryItems(summaryOf(query.data)) === null) return null;
  return (
    <Panel
      title="Summary"
      name="sales-summary"
      permission={{ section: 'sales', key: 'summary' }}
      query={query}
      skeletonHeight={96}
    >
      {(data) => {
        const view = comparedSummary(summaryItems(summaryOf(data)) ?? [], baseline, (base) =>
          summaryItems(summaryOf(base)),
        );
        return (
          <SummaryCards
            items={pace(view.items)}
            compare={view.compare}
            label="Sales summary"
            cardAction={cardAction}
          />
        );
      }}
    </Panel>
  );
}

export function SalesSummaryPanel({ params }: { params: RequestParams }) {
  const allowed = useCan('sales', 'summary');
  const query = usePanelQuery('sales', salesRequests.data, params);
  const baseline = useBaselineQuery('sales', params, salesDataQuery, allowed);
  const pace = useCardPacing(params, SALES_CARD_TARGETS);
  return (
    <SummaryBlock
      query={query}
      summaryOf={(data) => data.summary}
      baseline={baseline}
      pace={pace}
      cardAction={alertMeAction('sales')}
    />
  );
}
