import type { UseQueryResult } from '@tanstack/react-query';
import type { AccountsData, AccountsSummary } from '@/api/contract/accounts';
import { formatNumber } from '@/lib/format';
import { SummaryCards, type SummaryItem } from '@/ui/cards/summary-cards';
import { Panel } from '@/ui/panel/panel';

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

export function SummaryPanel({ query }: { query: UseQueryResult<AccountsData> }) {
  return (
    <Panel
      title="Summary"
      name="accounts-summary"
      permission={{ section: 'accounts', key: 'summary' }}
      query={query}
      skeletonHeight={96}
    >
      {(data) => <SummaryCards items={summaryItems(data.summary)} label="Accounts summary" />}
    </Panel>
  );
}
