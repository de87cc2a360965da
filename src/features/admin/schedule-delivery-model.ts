import { format } from 'date-fns';
import type { AutoReportStatus } from '@/api/contract/users';

/**
 * The Email Schedule's delivery lines: how the last run went and when the next one is due,
 * from the API's status, in words an admin reads at a glance. The browser demo sends no
 * e-mail, and says so rather than showing a delivery that never happened.
 */
export const DELIVERY_TEXTS = {
  noMailServer: 'Not sent: the browser demo has no mail server.',
  outbox: 'No mail server is configured: e-mails are written to the outbox folder of the demo API.',
  neverRun: 'Last run: not yet',
  noSchedule: 'Next run: none (no schedule saved)',
  inactive: 'Next run: none (the user is inactive)',
  ended: 'Next run: none (the schedule has ended)',
} as const;

const time = (iso: string) => format(new Date(iso), 'yyyy-MM-dd HH:mm');

export interface DeliveryLines {
  /** A note on how e-mails go out, when they do not go to a mail server. */
  note: string | null;
  last: string;
  /** The last run failed: shown as an error. */
  failed: boolean;
  next: string;
}

export function deliveryLines(
  status: AutoReportStatus,
  user: { hasSchedule: boolean; isActive: boolean },
): DeliveryLines {
  const note =
    status.delivery === 'off'
      ? DELIVERY_TEXTS.noMailServer
      : status.delivery === 'outbox'
        ? DELIVERY_TEXTS.outbox
        : null;
  const run = status.lastRun;
  const where = status.delivery === 'outbox' ? 'written to the outbox' : 'delivered';
  const last = !run
    ? DELIVERY_TEXTS.neverRun
    : run.delivered
      ? `Last run: ${run.occurrence}, ${where} at ${time(run.finishedAt)}`
      : `Last run: ${run.occurrence}, not delivered: ${run.error ?? 'unknown error'}`;
  const next = status.nextRun
    ? `Next run: ${time(status.nextRun)}${status.delivery === 'off' ? ' (not sent)' : ''}`
    : !user.hasSchedule
      ? DELIVERY_TEXTS.noSchedule
      : !user.isActive
        ? DELIVERY_TEXTS.inactive
        : DELIVERY_TEXTS.ended;
  return { note, last, failed: run !== null && !run.delivered, next };
}
