import { Badge, Group } from '@mantine/core';
import type { AccountMerchVisit, AccountStatusChange, AccountVisit } from '@/api/contract/account';
import type { RequestParams } from '@/api/contract/request-params';
import { VISIT_STATUSES } from '@/api/contract/schedule';
import { formatDateLabel, formatInteger, NO_VALUE } from '@/lib/format';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { ACCOUNT_BLOCK_PERMISSIONS } from '@/api/contract/account';
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

/** Every status change of the account for the brand, newest first. */
export function StatusHistoryPanel({ requests, params }: BlockProps) {
  const query = usePanelQuery('accounts', requests.profile, params);
  return (
    <Panel
      title="Status history"
      name="account-status-history"
      permission={ACCOUNT_BLOCK_PERMISSIONS.statusHistory}
      query={query}
      isEmpty={(data) => data.statusHistory.length === 0}
    >
      {(data) => (
        <RecordTable
          caption="Status history"
          columns={STATUS_COLUMNS}
          rows={[...data.statusHistory].reverse()}
          rowKey={(row, i) => `${row.date}-${i}`}
        />
      )}
    </Panel>
  );
}

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

/** The Schedule's visits of the account in the period: planned, visited, missed, unplanned. */
export function VisitTimelinePanel({ requests, params }: BlockProps) {
  const query = usePanelQuery('accounts', requests.visits, params);
  return (
    <Panel
      title="Visits"
      name="account-visit-timeline"
      permission={ACCOUNT_BLOCK_PERMISSIONS.visits}
      query={query}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <RecordTable
          caption="Visits"
          columns={VISIT_COLUMNS}
          rows={data}
          rowKey={(row, i) => `${row.date}-${i}`}
        />
      )}
    </Panel>
  );
}

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

/** Each merchandising visit in the period, newest first. */
export function MerchandisingHistoryPanel({ requests, params }: BlockProps) {
  const query = usePanelQuery('accounts', requests.merchandising, params);
  return (
    <Panel
      title="Merchandising history"
      name="account-merchandising-history"
      permission={ACCOUNT_BLOCK_PERMISSIONS.merchandisingHistory}
      query={query}
      isEmpty={(data) => data.visits.length === 0}
    >
      {(data) => (
        <RecordTable
          caption="Merchandising history"
          columns={MERCH_COLUMNS}
          rows={data.visits}
          rowKey={(row, i) => `${row.date}-${i}`}
        />
      )}
    </Panel>
  );
}
