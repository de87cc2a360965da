import { Text } from '@mantine/core';
import { can, permissionKeys, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { AsmSchedulePanel } from './asm-schedule-panel';
import { DailyVisitsPanel } from './daily-visits-panel';
import { ScheduleDownloads } from './schedule-downloads';
import { ScheduleSummaryPanel } from './schedule-summary';
import { StatusTablesPanel } from './status-tables-panel';
import { useHiddenStatuses, useStatusTables } from './use-schedule-view';

const holdsAnyScheduleBlock = (permissions: Permissions | null): boolean =>
  permissionKeys('schedule').some((key) => can(permissions, 'schedule', key));

/** The daily visits chart: it reads the hidden statuses itself. */
function DailyVisits({ params }: { params: RequestParams }) {
  const { hidden, setHidden } = useHiddenStatuses();
  return <DailyVisitsPanel params={params} hidden={hidden} onHiddenChange={setHidden} />;
}

/** The status tables: they read their tab and page themselves. */
function StatusTables({ params }: { params: RequestParams }) {
  const { tab, page, setTab, setPage } = useStatusTables();
  return <StatusTablesPanel params={params} tab={tab} onTabChange={setTab} page={page} onPage={setPage} />;
}

/**
 * Every permitted Schedule block for the applied filter, in SPEC order. Each block reads the
 * view keys it shows, so a view change draws only that block again.
 */
export function SchedulePanels({ params }: { params: RequestParams }) {
  const permissions = usePermissions();
  if (!holdsAnyScheduleBlock(permissions)) {
    return (
      <Text c="dimmed" size="sm">
        No Schedule panels are enabled for your account.
      </Text>
    );
  }
  return (
    <>
      <ScheduleDownloads params={params} />
      <ScheduleSummaryPanel params={params} />
      <AsmSchedulePanel params={params} />
      <DailyVisits params={params} />
      <StatusTables params={params} />
    </>
  );
}
