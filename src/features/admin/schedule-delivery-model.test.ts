import { describe, expect, it } from 'vitest';
import type { AutoReportStatus } from '@/api/contract/users';
import { DELIVERY_TEXTS, deliveryLines } from './schedule-delivery-model';

const status = (over: Partial<AutoReportStatus>): AutoReportStatus => ({
  login: 'manager',
  delivery: 'smtp',
  lastRun: null,
  nextRun: null,
  ...over,
});
const saved = { hasSchedule: true, isActive: true };
/** Local times, as the lines show them. */
const at = (local: string) => new Date(local).toISOString();

describe('deliveryLines', () => {
  it('shows the last delivery and the next run of a mail server', () => {
    const lines = deliveryLines(
      status({
        lastRun: {
          occurrence: '2027-01-04',
          finishedAt: at('2027-01-04T06:00:12'),
          delivered: true,
          error: null,
        },
        nextRun: at('2027-01-05T06:00:00'),
      }),
      saved,
    );
    expect(lines).toEqual({
      note: null,
      last: 'Last run: 2027-01-04, delivered at 2027-01-04 06:00',
      failed: false,
      next: 'Next run: 2027-01-05 06:00',
    });
  });

  it('shows a failed delivery with the server’s error', () => {
    const lines = deliveryLines(
      status({
        lastRun: {
          occurrence: '2027-01-04',
          finishedAt: at('2027-01-04T06:20:00'),
          delivered: false,
          error: '451 Mailbox busy',
        },
      }),
      saved,
    );
    expect(lines.last).toBe('Last run: 2027-01-04, not delivered: 451 Mailbox busy');
    expect(lines.failed).toBe(true);
    expect(lines.next).toBe(DELIVERY_TEXTS.ended);
  });

  it('says plainly that the browser demo sends nothing', () => {
    const lines = deliveryLines(status({ delivery: 'off', nextRun: at('2027-01-05T06:00:00') }), saved);
    expect(lines.note).toBe('Not sent: the browser demo has no mail server.');
    expect(lines.last).toBe('Last run: not yet');
    expect(lines.next).toBe('Next run: 2027-01-05 06:00 (not sent)');
  });

  it('names the outbox, and why there is no next run', () => {
    const outbox = status({
      delivery: 'outbox',
      lastRun: {
        occurrence: '2027-01-04',
        finishedAt: at('2027-01-04T06:00:00'),
        delivered: true,
        error: null,
      },
    });
    expect(deliveryLines(outbox, saved).last).toBe(
      'Last run: 2027-01-04, written to the outbox at 2027-01-04 06:00',
    );
    expect(deliveryLines(outbox, saved).note).toBe(DELIVERY_TEXTS.outbox);
    expect(deliveryLines(outbox, { hasSchedule: false, isActive: true }).next).toBe(
      DELIVERY_TEXTS.noSchedule,
    );
    expect(deliveryLines(outbox, { hasSchedule: true, isActive: false }).next).toBe(DELIVERY_TEXTS.inactive);
  });
});
