import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import {
  accountsTotalSalesReport,
  activeAccountsReport,
  allBrandsAsmMonthlyReport,
  allBrandsAsmWeeklyReport,
  asmMonthlyReport,
  asmWeeklyReport,
  deadAccountsHotReport,
  deadAccountsReport,
} from '@/api/contract/management';
import { can, type PermissionKey } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { DownloadBlock } from '@/ui/download/download-block';
import { Panel } from '@/ui/panel/panel';
import { EMAIL_REPORTS, requestEmailReport, type EmailReport } from './email-report';
import { EmailReportDialog } from './email-report-dialog';
import classes from './management-page.module.css';

interface ReportButton {
  label: string;
  endpoint: BlobEndpoint;
  permission: PermissionKey<'management'>;
}

interface ReportBlock {
  title: string;
  name: string;
  buttons: readonly ReportButton[];
}

/**
 * SPEC.md section 2: the Management Reports and Account Reports blocks. Failure notices
 * come from the endpoints (section 8: 'Failed to download ASM weekly report', ...).
 */
export const MANAGEMENT_REPORT_BLOCKS: readonly ReportBlock[] = [
  {
    title: 'Management Reports',
    name: 'management-reports',
    buttons: [
      { label: 'Brand weekly', endpoint: asmWeeklyReport, permission: 'brandWeeklyReport' },
      { label: 'Brand monthly', endpoint: asmMonthlyReport, permission: 'brandMonthlyReport' },
      { label: 'All brands weekly', endpoint: allBrandsAsmWeeklyReport, permission: 'allBrandsWeeklyReport' },
      {
        label: 'All brands monthly',
        endpoint: allBrandsAsmMonthlyReport,
        permission: 'allBrandsMonthlyReport',
      },
    ],
  },
  {
    title: 'Account Reports',
    name: 'management-account-reports',
    buttons: [
      { label: 'Active Accounts', endpoint: activeAccountsReport, permission: 'activeAccounts' },
      { label: 'Dead Accounts', endpoint: deadAccountsReport, permission: 'deadAccounts' },
      { label: 'Dead Accounts w/ Hot Leads', endpoint: deadAccountsHotReport, permission: 'deadAccountsHot' },
      { label: 'Accounts Total Sales', endpoint: accountsTotalSalesReport, permission: 'accountsTotalSales' },
    ],
  },
];

function EmailReports({ params, reports }: { params: RequestParams; reports: readonly EmailReport[] }) {
  const [open, setOpen] = useState<EmailReport | null>(null);
  return (
    <Panel title="Email Reports" name="management-email-reports">
      <Group gap="sm">
        {reports.map((report) => (
          <Button key={report.period} variant="light" onClick={() => setOpen(report)}>
            {report.label}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        All brands, for the selected filters, sent by e-mail.
      </Text>
      {reports.map((report) => (
        <EmailReportDialog
          key={report.period}
          title={report.title}
          opened={open === report}
          onClose={() => setOpen(null)}
          onSubmit={(email) => requestEmailReport(report.period, params, email)}
        />
      ))}
    </Panel>
  );
}

/** Each block shows with at least one of its buttons; each button needs its own permission. */
export function ManagementReports({ params }: { params: RequestParams }) {
  const permissions = usePermissions();
  const email = EMAIL_REPORTS.filter((r) => can(permissions, 'management', r.permission));
  return (
    <div className={classes.downloads}>
      {MANAGEMENT_REPORT_BLOCKS.map((block) => {
        const buttons = block.buttons.filter((b) => can(permissions, 'management', b.permission));
        return (
          <DownloadBlock
            key={block.name}
            title={block.title}
            name={block.name}
            buttons={buttons.map((b) => ({
              ...b,
              ariaLabel: `${block.title}: ${b.label}`,
              permission: { section: 'management', key: b.permission },
            }))}
            params={params}
            note="Spreadsheets (.xlsx) for the selected filters."
          />
        );
      })}
      {email.length > 0 ? <EmailReports params={params} reports={email} /> : null}
    </div>
  );
}
