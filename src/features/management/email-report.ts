import { fetchJson } from '@/api/client';
import { EMAIL_REPORT_FAILURE, emailMonthlyReport, emailWeeklyReport } from '@/api/contract/management';
import type { PermissionKey } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { downloadFailureMessage } from '@/api/download';
import { notifyError, notifySuccess } from '@/ui/notify/notify';

/** SPEC.md section 5: Send is disabled until the text contains an at sign. */
export const canSendEmail = (text: string): boolean => text.includes('@');

export interface EmailReport {
  period: 'week' | 'month';
  /** The button that opens the dialog. */
  label: string;
  /** The dialog's title (SPEC.md section 2). */
  title: string;
  /** SPEC.md: the e-mail buttons need the all-brands weekly or monthly permission. */
  permission: PermissionKey<'management'>;
}

export const EMAIL_REPORTS: readonly EmailReport[] = [
  {
    period: 'week',
    label: 'Email Weekly Report',
    title: 'Download Weekly Report',
    permission: 'allBrandsWeeklyReport',
  },
  {
    period: 'month',
    label: 'Email Monthly Report',
    title: 'Download Monthly Report',
    permission: 'allBrandsMonthlyReport',
  },
];

export const emailSuccessText = (email: string): string => `Report will be sent to ${email} soon.`;

/**
 * Requests the e-mailed report for the filter. Not awaited by the page (SPEC.md section
 * 7): the notice 'Success' shows at once; a failure that does come back shows
 * 'Failed to download weekly report' (or monthly, section 8).
 */
export function requestEmailReport(period: 'week' | 'month', params: RequestParams, email: string): void {
  const endpoint = period === 'week' ? emailWeeklyReport : emailMonthlyReport;
  notifySuccess(emailSuccessText(email), 'Success');
  fetchJson(endpoint, params, { values: { email } }).catch(() =>
    notifyError(downloadFailureMessage({ failureSubject: EMAIL_REPORT_FAILURE[period] })),
  );
}
