import type { ReportDeliveryMode } from '@/api/contract/users';

/**
 * Whether this process sends e-mail: the HTTP demo API registers its mail delivery at
 * start (through SMTP, or into its outbox folder) with its clock; the browser demo never
 * does, so its schedules and e-mail requests are recorded and nothing is sent
 * (docs/decisions.md, API 9).
 */
export interface ReportDelivery {
  mode: Exclude<ReportDeliveryMode, 'off'>;
  /** The scheduler's clock (ms since the epoch), so the status agrees with what it sends. */
  now(): number;
}

let current: ReportDelivery | null = null;

export function setReportDelivery(delivery: ReportDelivery | null): void {
  current = delivery;
}

export const reportDelivery = (): ReportDelivery | null => current;
