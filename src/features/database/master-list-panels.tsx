import { Group, Stack, Text } from '@mantine/core';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { masterListDownload, type MasterAccount, type MasterList } from '@/api/contract/database';
import type { RequestParams } from '@/api/contract/request-params';
import { EndpointDownloadButton } from '@/ui/download/download-button';
import { AccountLink } from '@/ui/links/account-link';
import { Panel } from '@/ui/panel/panel';
import { useLastPageWhenPast } from '@/ui/table/server-paging';
import { SortableTable, type TableColumn } from '@/ui/table/sortable-table';
import { clampPage, pageCount, rangeText, type ListView } from './list-view';
import { databaseRequests } from './queries';
import { useListView } from './use-list-view';
import { ServerPager } from '@/ui/table/server-pager';

export const DOWNLOAD_TITLE = 'Master Accounts List';
export const PREVIEW_TITLE = 'Matching Accounts';

/** The Master Accounts List block: the .xlsx of every account the filter matches. */
export function MasterListDownloadPanel({ params }: { params: RequestParams }) {
  return (
    <Panel
      title={DOWNLOAD_TITLE}
      name="database-download"
      permission={{ section: 'database', key: 'masterList' }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          Every account that matches the filter, as an Excel file.
        </Text>
        <EndpointDownloadButton
          permission={{ section: 'database', key: 'masterList' }}
          endpoint={masterListDownload}
          params={params}
          label="Download"
          aria-label={`Download ${DOWNLOAD_TITLE}`}
        />
      </Group>
    </Panel>
  );
}

const text = (
  key: keyof MasterAccount & string,
  header: string,
  width?: number,
): TableColumn<MasterAccount> => ({
  key,
  header,
  width,
  sortValue: (row) => String(row[key]),
});

/** The preview's columns; each sortable one is a server sort key (`MASTER_LIST_SORT_KEYS`). */
const COLUMNS: readonly TableColumn<MasterAccount>[] = [
  {
    ...text('name', 'Account', 200),
    // The account's page for the first of the user's brands that holds it.
    render: (row) =>
      row.brands[0] ? (
        <AccountLink id={row.id} params={{ brand: row.brands[0] }}>
          {row.name}
        </AccountLink>
      ) : (
        row.name
      ),
  },
  text('address', 'Address', 240),
  text('city', 'City'),
  text('zipCode', 'Zip Code'),
  text('chain', 'Chain'),
  text('channel', 'Channel'),
  text('territory', 'Area'),
  text('representative', 'Representative'),
  text('frequency', 'Frequency'),
  text('source', 'Data Source'),
  { key: 'active', header: 'Active', render: (row) => (row.active ? 'Yes' : 'No') },
];

function PreviewBody({
  data,
  view,
  onSort,
  onPage,
}: {
  data: MasterList;
  view: ListView;
  onSort: (column: string) => void;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(data.total);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={600} data-count={data.total}>
          {data.total.toLocaleString('en-US')} {data.total === 1 ? 'account matches' : 'accounts match'} the
          filter
        </Text>
        <Text size="sm" c="dimmed">
          {rangeText(view, data.accounts.length, data.total)}
        </Text>
      </Group>
      <SortableTable
        columns={COLUMNS}
        rows={data.accounts}
        pagedRows
        rowKey={(row) => String(row.id)}
        caption={PREVIEW_TITLE}
        sort={{ key: view.sort, direction: view.order }}
        onSortChange={(next) => onSort(next.key)}
        minWidth={1240}
      />
      <ServerPager
        label="Account list pages"
        pages={pages}
        page={clampPage(view.page, data.total)}
        onChange={onPage}
      />
    </Stack>
  );
}

/**
 * The number of matching accounts and one page of them (what the download will hold),
 * ordered and paged by the server, so 25,000 accounts cost one 100-row page.
 */
export function MasterListPreviewPanel({ params }: { params: RequestParams }) {
  const { view, onSort, onPage } = useListView();
  const query = usePanelQuery('database', databaseRequests(view).masterList, params);
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  // A link to page 40 of a list that now has 3 pages shows the last page instead.
  useLastPageWhenPast(view.page, total === undefined ? undefined : pageCount(total), onPage);
  return (
    <Panel
      title={PREVIEW_TITLE}
      name="database-accounts"
      permission={{ section: 'database', key: 'masterList' }}
      query={query}
      isEmpty={(data) => data.total === 0}
      emptyText="No account matches the filter."
      skeletonHeight={480}
    >
      {(data) => <PreviewBody data={data} view={view} onSort={onSort} onPage={onPage} />}
    </Panel>
  );
}
