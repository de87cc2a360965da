import type { BlobEndpoint } from '@/api/contract/endpoint';
import { can, type PermissionKey } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import {
  scheduleDailyReport,
  scheduleMetricDailyReport,
  scheduleMetricMonthlyReport,
  scheduleMetricWeeklyReport,
  scheduleMonthlyReport,
  scheduleWeeklyReport,
} from '@/api/contract/schedule';
import { usePermissions } from '@/auth/session-context';
import { DownloadBlock } from '@/ui/download/download-block';

interface ReportButton {
  label: 'Daily' | 'Weekly' | 'Monthly';
  endpoint: BlobEndpoint;
  permission: PermissionKey<'schedule'>;
}

interface ReportBlock {
  title: string;
  name: string;
  buttons: readonly ReportButton[];
}

/**
 * SPEC.md section 2: Schedule Reports and Schedule Metric Reports, Daily, Weekly and
 * Monthly each. Failure notices come from the endpoints (section 8: 'Failed to download
 * schedule daily report', also for the metric downloads, and the weekly/monthly variants).
 */
export const SCHEDULE_REPORT_BLOCKS: readonly ReportBlock[] = [
  {
    title: 'Schedule Reports',
    name: 'schedule-reports',
    buttons: [
      { label: 'Daily', endpoint: scheduleDailyReport, permission: 'dailyReport' },
      { label: 'Weekly', endpoint: scheduleWeeklyReport, permission: 'weeklyReport' },
      { label: 'Monthly', endpoint: scheduleMonthlyReport, permission: 'monthlyReport' },
    ],
  },
  {
    title: 'Schedule Metric Reports',
    name: 'schedule-metric-reports',
    buttons: [
      { label: 'Daily', endpoint: scheduleMetricDailyReport, permission: 'dailyMetricReport' },
      { label: 'Weekly', endpoint: scheduleMetricWeeklyReport, permission: 'weeklyMetricReport' },
      { label: 'Monthly', endpoint: scheduleMetricMonthlyReport, permission: 'monthlyMetricReport' },
    ],
  },
];

/** Each block shows with at least one of its buttons; each button needs its own permission. */
export function ScheduleDownloads({ params }: { params: RequestParams }) {
  const permissions = usePermissions();
  return SCHEDULE_REPORT_BLOCKS.map((block) => {
    const buttons = block.buttons.filter((b) => can(permissions, 'schedule', b.permission));
    return (
      <DownloadBlock
        key={block.name}
        title={block.title}
        name={block.name}
        buttons={buttons.map((b) => ({
          ...b,
          ariaLabel: `${block.title}: ${b.label}`,
          permission: { section: 'schedule', key: b.permission },
        }))}
        params={params}
        note="Spreadsheets (.xlsx) for the selected filters."
      />
    );
  });
}
