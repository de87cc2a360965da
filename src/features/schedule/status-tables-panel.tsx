import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import type { DailyVisits } from '@/api/contract/schedules';
import { useCan } from '@/auth/session-context';
import { formatInteger } from '@/lib/format';
import { KeepRecent } from '@/ui/panel/keep-recent';
import { Panel } from '@/ui/panel/panel';
import { SortableTable, type TableColumn } from '@/ui/table/sortable-table';
import { scheduleRepresentativesQuery } from './queries';
import {
  datesOf,
  dayHeader,
  repVisitRows,
  selectedStatus,
  statusTabs,
  type DateWindow,
  type RepVisitRow,
} from './schedule-model';
import classes from './schedule-page.module.css';

export const STATUS_TABLES_TITLE = 'Representative Visits by Status';

function StatusTable({
  status,
  days,
  window,
}: {
  status: string;
  days: readonly DailyVisits[];
  window: DateWindow;
}) {
  const rows = useMemo(() => repVisitRows(days), [days]);
  const columns = useMemo((): TableColumn<RepVisitRow>[] => {
    const count = (value: number | undefined) => (
      <span className={classes.number}>{formatInteger(value ?? 0)}</span>
    );
    return [
      { key: 'name', header: 'Representative', render: (row) => row.name, width: 180 },
      ...datesOf(window).map((date): TableColumn<RepVisitRow> => ({
        key: date,
        header: `${dayHeader(date).weekday.slice(0, 3)} ${date}`,
        render: (row) => count(row.byDate.get(date)),
        align: 'right',
      })),
      { key: 'total', header: 'Total', render: (row) => count(row.total), align: 'right' },
    ];
  }, [window]);
  return (
    <SortableTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.name}
      caption={`${status} visits by representative`}
      minWidth={900}
    />
  );
}

/**
 * Per visit status, a table of each representative's visits per day (SPEC.md section 2:
 * the first status is selected by default). The selected tab is view state in the URL.
 */
export function StatusTablesPanel({
  params,
  tab,
  onTabChange,
}: {
  params: RequestParams;
  tab: string | undefined;
  onTabChange: (status: string) => void;
}) {
  const allowed = useCan('schedule', 'visitStatusTables');
  const query = useQuery({ ...scheduleRepresentativesQuery(params), enabled: allowed });
  return (
    <Panel
      title={STATUS_TABLES_TITLE}
      name="schedule-status-tables"
      permission={{ section: 'schedule', key: 'visitStatusTables' }}
      query={query}
      isEmpty={(answer) => statusTabs(answer.data).length === 0}
      emptyText="No scheduled visits for the selected filters."
      skeletonHeight={320}
    >
      {(answer) => {
        const tabs = statusTabs(answer.data);
        const selected = selectedStatus(tabs, tab);
        return (
          <KeepRecent itemKey={answer} deps={[selected, onTabChange]}>
            {() => (
              <Tabs value={selected} onChange={(value) => value && onTabChange(value)} keepMounted={false}>
                <Tabs.List>
                  {tabs.map((status) => (
                    <Tabs.Tab key={status} value={status}>
                      {status}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {tabs.map((status) => (
                  <Tabs.Panel key={status} value={status} pt="sm">
                    <StatusTable status={status} days={answer.data[status] ?? []} window={answer.window} />
                  </Tabs.Panel>
                ))}
              </Tabs>
            )}
          </KeepRecent>
        );
      }}
    </Panel>
  );
}
