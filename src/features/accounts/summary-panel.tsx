import type { UseQueryResult } from '@tanstack/react-query';
import type { RequestParams } from '@/api/contract/request-params';
import { useCan } from '@/auth/session-context';
import { comparedSummary } from '@/ui/cards/compared-summary';
import { useBaselineQuery } from '@/filters/use-comparison';
import type { AccountsData, AccountsSummary } from '@/api/contract/accounts';
import { formatNumber } from '@/lib/format';
import { alertMeAction } from '@/ui/alerts/alert-me-button';
import { SummaryCards, type SummaryItem } from '@/ui/cards/summary-cards';
import { Panel } from '@/ui/panel/panel';
import { accountsDataQuery } from './queries';

const oneDecimal = (value: number) => formatNumber(value, 1);

/** The Summary cards (SPEC.md section 2), in the order SPEC.md lists them. */
export const summaryItems = (s: AccountsSummary): SummaryItem[] => [
  { key: 'stores', label: 'Stores Visited', value: s.stores, format: 'integer' },
  { key: 'forms', label: 'Forms Submitted', value: s.forms, format: 'integer' },
  {
    key: 'totalAccounts',
    label: 'Total Accounts',
    value: s.totalAccounts,
    format: 'integer',
    percentage: s.totalAccountsPercentage,
    hint: 'Authorized on the end date',
  },
  { key: 'hours', label: 'Hours Worked', value: s.hours, format: oneDecimal },
  { key: 'mileage', label: 'Mileage Driven', value: s.mileage, format: oneDecimal },
];

export function SummaryPanel({
  query,
  params,
}: {
  query: UseQueryResult<AccountsData>;
  params: RequestParams;
}) {
  const allowed = useCan('accounts', 'summary');
  const baseline = useBaselineQuery('accounts', params, accountsDataQuery, allowed);
  return (
    <Panel
      title="Summary"
      name="accounts-summary"
      permission={{ section: 'accounts', key: 'summary' }}
      query={query}
      skeletonHeight={96}
    >
      {(data) => {
        const view = comparedSummary(summaryItems(data.summary), baseline, (base) =>
          summaryItems(base.summary),
        );
        return (
          <SummaryCards
            items={view.items}
            compare={view.compare}
            label="Accounts summary"
            cardAction={alertMeAction('accounts')}
          />
        );
      }}
    </Panel>
  );
}
