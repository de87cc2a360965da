import { useMemo } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import type { TopAccount } from '@/api/contract/sales';
import { formatInteger, formatMoney } from '@/lib/format';
import { KeepRecent } from '@/ui/panel/keep-recent';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import type { SortState } from '@/ui/table/sort-rows';
import { SortableTable, type TableColumn } from '@/ui/table/sortable-table';
import { salesRequests } from './queries';
import classes from './sales-page.module.css';
import { topAccountRows } from './top-accounts';

export const TOP_ACCOUNTS_TITLE = 'Top 10 Accounts';

const COLUMNS: readonly TableColumn<TopAccount>[] = [
  { key: 'account', header: 'Account', render: (row) => row.accountName },
  {
    key: 'amount',
    header: 'Amount',
    sortValue: (row) => row.totalSales,
    render: (row) => <span className={classes.amount}>{formatMoney(row.totalSales)}</span>,
    firstDirection: 'desc',
    align: 'right',
  },
  {
    key: 'cases',
    header: 'Cases',
    sortValue: (row) => row.totalCases,
    render: (row) => <span className={classes.amount}>{formatInteger(row.totalCases)}</span>,
    firstDirection: 'desc',
    align: 'right',
  },
  { key: 'address', header: 'Address', render: (row) => row.address },
];

interface TopSortProps {
  /** The sort from the URL (a shared link shows the same order) and its change handler. */
  sort: SortState;
  onSortChange: (next: SortState) => void;
}

function TopAccountsTable({
  accounts,
  sort,
  onSortChange,
}: TopSortProps & { accounts: readonly TopAccount[] }) {
  const rows = useMemo(() => topAccountRows(accounts), [accounts]);
  return (
    <SortableTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(row, i) => `${row.accountName}\u0000${row.address}\u0000${i}`}
      caption={TOP_ACCOUNTS_TITLE}
      sort={sort}
      onSortChange={onSortChange}
      minWidth={640}
    />
  );
}

/** 'Top 10 Accounts' (SPEC.md sections 2 and 4): sortable by Amount and Cases, no paging. */
export function TopAccountsPanel({ params, ...sort }: TopSortProps & { params: RequestParams }) {
  const query = usePanelQuery('sales', salesRequests.topAccounts, params);
  return (
    <Panel
      title={TOP_ACCOUNTS_TITLE}
      name="sales-top-accounts"
      permission={{ section: 'sales', key: 'topAccounts' }}
      query={query}
      isEmpty={(data) => topAccountRows(data).length === 0}
      emptyText="No account ordered for the selected filters."
      skeletonHeight={420}
    >
      {(data) => (
        <KeepRecent itemKey={data} deps={[sort.sort, sort.onSortChange]}>
          {() => <TopAccountsTable accounts={data} {...sort} />}
        </KeepRecent>
      )}
    </Panel>
  );
}
