import { Badge, Group } from '@mantine/core';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { AccountMerchVisit, AccountStatusChange, AccountVisit } from '@/api/contract/account';
import { ACCOUNT_BLOCK_PERMISSIONS } from '@/api/contract/account';
import type { RequestParams } from '@/api/contract/request-params';
import { VISIT_STATUSES } from '@/api/contract/schedule';
import type { FilterQueryKey } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';
import { formatDateLabel, formatInteger, NO_VALUE } from '@/lib/format';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel, type PanelPermission } from '@/ui/panel/panel';
import type { accountPageRequests } from './queries';
import { RecordTable, type RecordColumn } from './record-table';

type Requests = ReturnType<typeof accountPageRequests>;
interface BlockProps {
  requests: Requests;
  params: RequestParams;
}

const date = (value: string) => formatDateLabel(value);
const STATUS_COLOR = new Map<string, string>(VISIT_STATUSES.map((s) => [s.name, s.color]));

const STATUS_COLUMNS: readonly RecordColumn<AccountStatusChange>[] = [
  { header: 'Date', cell: (row) => date(row.date) },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Representative', cell: (row) => row.representative ?? 'Set when added' },
];

const VISIT_COLUMNS: readonly RecordColumn<AccountVisit>[] = [
  { header: 'Date', cell: (row) => date(row.date) },
  {
    header: 'Status',
    cell: (row) => (
      <Badge color={STATUS_COLOR.get(row.status)} autoContrast variant="filled" radius="sm">
        {row.status}
      </Badge>
    ),
  },
  { header: 'Representative', cell: (row) => row.representative || NO_VALUE },
  {
    header: 'Forms submitted',
    cell: (row) =>
      row.forms.length > 0 ? (
        <Group gap={4}>
          {row.forms.map((form) => (
            <Badge key={form} variant="light" color="gray" radius="sm">
              {form}
            </Badge>
          ))}
        </Group>
      ) : (
        NO_VALUE
      ),
  },
];

const MERCH_COLUMNS: readonly RecordColumn<AccountMerchVisit>[] = [
  { header: 'Date', cell: (row) => date(row.date) },
  { header: 'Representative', cell: (row) => row.representative || NO_VALUE },
  { header: 'SKUs', cell: (row) => formatInteger(row.skus), align: 'right' },
  { header: 'Facings', cell: (row) => formatInteger(row.facings), align: 'right' },
  { header: 'Facings added', cell: (row) => formatInteger(row.facingsAdded), align: 'right' },
  { header: 'Voids', cell: (row) => formatInteger(row.voids), align: 'right' },
  { header: 'Primary placement', cell: (row) => row.primaryPlacement || NO_VALUE },
  { header: 'Secondary placements', cell: (row) => row.secondaryPlacements.join(', ') || 'None' },
];

/** A history block: which of the page's requests it reads, the rows it lists and their columns. */
interface HistoryBlock<T, R> {
  title: string;
  name: string;
  permission: PanelPermission;
  request: (requests: Requests) => Omit<PanelRequest<'accounts'>, 'query'> & {
    query: (params: RequestParams) => UseQueryOptions<T, Error, T, FilterQueryKey>;
  };
  rows: (data: T) => readonly R[];
  columns: readonly RecordColumn<R>[];
}

/** Declares a block, inferring its answer's type from the request it reads. */
const historyBlock = <T, R>(block: HistoryBlock<T, R>) => block;

/** A history as a panel of its own (permission, Retry, empty state), then its table. */
function HistoryPanel<T, R extends { date: string }>({
  block,
  requests,
  params,
}: BlockProps & { block: HistoryBlock<T, R> }) {
  const query = usePanelQuery('accounts', block.request(requests), params);
  return (
    <Panel
      title={block.title}
      name={block.name}
      permission={block.permission}
      query={query}
      isEmpty={(data) => block.rows(data).length === 0}
    >
      {(data) => (
        <RecordTable
          caption={block.title}
          columns={block.columns}
          rows={block.rows(data)}
          rowKey={(row, i) => `${row.date}-${i}`}
        />
      )}
    </Panel>
  );
}

/** Every status change of the account for the brand, newest first. */
const STATUS_HISTORY = historyBlock({
  title: 'Status history',
  name: 'account-status-history',
  permission: ACCOUNT_BLOCK_PERMISSIONS.statusHistory,
  request: (r) => r.profile,
  rows: (data) => [...data.statusHistory].reverse(),
  columns: STATUS_COLUMNS,
});

/** The Schedule's visits of the account in the period: planned, visited, missed, unplanned. */
const VISITS = historyBlock({
  title: 'Visit history',
  name: 'account-visit-timeline',
  permission: ACCOUNT_BLOCK_PERMISSIONS.visits,
  request: (r) => r.visits,
  rows: (data) => data,
  columns: VISIT_COLUMNS,
});

/** Each merchandising visit in the period, newest first. */
const MERCHANDISING_HISTORY = historyBlock({
  title: 'Merchandising history',
  name: 'account-merchandising-history',
  permission: ACCOUNT_BLOCK_PERMISSIONS.merchandisingHistory,
  request: (r) => r.merchandising,
  rows: (data) => data.visits,
  columns: MERCH_COLUMNS,
});

export const StatusHistoryPanel = (props: BlockProps) => <HistoryPanel block={STATUS_HISTORY} {...props} />;
export const VisitTimelinePanel = (props: BlockProps) => <HistoryPanel block={VISITS} {...props} />;
export const MerchandisingHistoryPanel = (props: BlockProps) => (
  <HistoryPanel block={MERCHANDISING_HISTORY} {...props} />
);
