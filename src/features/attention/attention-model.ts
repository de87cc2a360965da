import {
  ATTENTION_REASONS,
  ATTENTION_REASON_LABELS,
  SALES_AT_RISK_WEEKS,
  type AttentionReason,
  type AttentionReasonDetail,
} from '@/api/contract/attention';
import type { MapStatus } from '@/ui/map/map-model';

/** One colour per reason: the chips' dots, the map layer's pins and its legend. */
export const REASON_COLORS: Record<AttentionReason, string> = {
  overdue: '#d46b08',
  missed: '#cf1322',
  voids: '#722ed1',
  noOrder: '#096dd9',
  salesDown: '#c41d7f',
  statusLost: '#595959',
};

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A row's chip: the reason and its figure ('Overdue 33 days', 'Voids: 2 SKUs'). */
export function reasonText(detail: AttentionReasonDetail): string {
  switch (detail.reason) {
    case 'overdue':
      return `Overdue ${plural(detail.value, 'day', 'days')}`;
    case 'missed':
      return `Missed visit ${detail.date ?? ''}`.trim();
    case 'voids':
      return `Voids: ${plural(detail.value, 'SKU', 'SKUs')}`;
    case 'noOrder':
      return `No order ${plural(detail.value, 'day', 'days')}`;
    case 'salesDown':
      return `Sales down ${detail.value}%`;
    case 'statusLost':
      return `Status lost: ${detail.status ?? ''}${detail.date ? ` ${detail.date}` : ''}`;
  }
}

/** What each reason means, for the rules' help under the list (docs/sections.md says the same). */
export const reasonRule = (
  reason: AttentionReason,
  controls: { noOrderDays: number; salesDownPercent: number },
): string =>
  ({
    overdue: 'no visit for longer than its visit frequency allows',
    missed: 'its last scheduled visit was missed',
    voids: 'voids on its last merchandising visit',
    noOrder: `authorised and no order for ${controls.noOrderDays} days or more`,
    salesDown: `cases in the last 4 weeks down ${controls.salesDownPercent}% or more against the same weeks last year`,
    statusLost: 'moved to Discontinued, Closed or No Interest in the period',
  })[reason];

/** The stated priority, as the page says it. */
export const priorityText = (asOf: string): string =>
  `Highest sales at risk first (sales in the ${SALES_AT_RISK_WEEKS} weeks to ${asOf}), then more reasons, then name.`;

/** The map layer's legend: one entry per reason, coloured as the chips. */
export const REASON_LEGEND: readonly MapStatus[] = ATTENTION_REASONS.map((reason) => ({
  key: reason,
  label: ATTENTION_REASON_LABELS[reason],
  color: REASON_COLORS[reason],
}));

export const formatDollars = (n: number): string => `$${Math.round(n).toLocaleString('en-US')}`;
