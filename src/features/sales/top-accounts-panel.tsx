import { useMemo } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import type { TopAccount } from '@/api/contract/sales';
import { formatInteger, formatMoney } from '@/lib/format';
import { AccountLink } from '@/ui/links/account-link';
import { KeepRecent } from '@/ui/panel/keep-recent';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import type { SortState } from '@/ui/table/sort-rows';
import { SortableTable, type TableColumn } from '@/ui/table/sortable-table';
import { salesRequests } from './queries';
import classes from './sales-page.module.css';
import { topAccountRows } from './top-accounts';
import { useTopSort } from './use-sales-view';

export const TOP_ACCOUNTS_TITLE = 'Top 10 Accounts';

/** The columns for the page's params: an account's name links to its page for the same brand and period. */
const columnsFor = (params: RequestParams): readonly TableColumn<TopAccount>[] => [
  {
    key: 'account',
    header: 'Account',
    render: (row) =>
      row.accountId === null ? (
        row.accountName
      ) : (
        <AccountLink id={row.accountId} params={params}>
          {row.accountName}
        </AccountLink>
      ),
  },
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
  params,
  sort,
  onSortChange,
}: TopSortProps & { accounts: readonly TopAccount[]; params: RequestParams }) {
  const rows = useMemo(() => topAccountRows(accounts), [accounts]);
  const columns = useMemo(() => columnsFor(params), [params]);
  return (
    <SortableTable
      columns={columns}
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
export function TopAccountsPanel({ params }: { params: RequestParams }) {
  const query = usePanelQuery('sales', salesRequests.topAccounts, params);
  const sort = useTopSort();
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
        <KeepRecent itemKey={data} deps={[sort.sort, sort.onSortChange, params]}>
          {() => <TopAccountsTable accounts={data} params={params} {...sort} />}
        </KeepRecent>
      )}
    </Panel>
  );
}
