import { Text } from '@mantine/core';
import { can, permissionKeys, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { AsmSchedulePanel } from './asm-schedule-panel';
import { DailyVisitsPanel } from './daily-visits-panel';
import { ScheduleDownloads } from './schedule-downloads';
import { ScheduleSummaryPanel } from './schedule-summary';
import { StatusTablesPanel } from './status-tables-panel';
import { useScheduleView } from './use-schedule-view';

const holdsAnyScheduleBlock = (permissions: Permissions | null): boolean =>
  permissionKeys('schedule').some((key) => can(permissions, 'schedule', key));

/** Every permitted Schedule block for the applied filter, in SPEC order. */
export function SchedulePanels({ params }: { params: RequestParams }) {
  const permissions = usePermissions();
  const view = useScheduleView();
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
      <AsmSchedulePanel params={params} view={view} />
      <DailyVisitsPanel params={params} hidden={view.hidden} onHiddenChange={view.setHidden} />
      <StatusTablesPanel
        params={params}
        tab={view.statusTab}
        onTabChange={view.setStatusTab}
        page={view.statusPage}
        onPage={view.setStatusPage}
      />
    </>
  );
}
